/**
 * Runs `callback` in a task of its own, after the browser has had the chance to paint and to
 * answer the guest (no long task while the card loads). A message to a channel rather
 * than a timer: timers may be slowed in a background tab, or paused by a test's clock. Returns a
 * function that cancels it.
 */
export function nextTask(callback: () => void): () => void {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    callback();
  };
  channel.port2.postMessage(null);
  return () => channel.port1.close();
}
