const USER_SCROLL_EVENTS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * Scrolls the element with `id` into view once it is on the page, and again each time the page's
 * height changes in the next `forMs` (its fonts arrive, a list in it loads), until the visitor
 * scrolls or taps themself. The router's scroll to `#id` happens once, on a page that may still
 * be growing: the landing page's gallery loads its themes after it, and a page too short to
 * scroll that far left the gallery half a screen down.
 */
export function keepInView(id: string, forMs = 3000): void {
  const until = performance.now() + forMs;
  const observer = new ResizeObserver(() => document.getElementById(id)?.scrollIntoView());
  let frame = 0;
  const stop = () => {
    observer.disconnect();
    cancelAnimationFrame(frame);
    window.clearTimeout(timer);
    for (const type of USER_SCROLL_EVENTS) window.removeEventListener(type, stop);
  };
  const timer = window.setTimeout(stop, forMs);
  for (const type of USER_SCROLL_EVENTS) {
    window.addEventListener(type, stop, { passive: true, once: true });
  }
  // The new page may not be drawn yet: wait for the element, then follow the page's growth.
  const start = () => {
    const element = document.getElementById(id);
    if (element) {
      element.scrollIntoView();
      observer.observe(document.body);
    } else if (performance.now() < until) {
      frame = requestAnimationFrame(start);
    }
  };
  start();
}
