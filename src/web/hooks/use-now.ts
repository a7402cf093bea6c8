import { useEffect, useState } from 'react';

/**
 * The current time (ms since epoch), renewed every `intervalMs` while `enabled`, and at once
 * when ticking starts or `restartOn` changes (so a new deadline is never read against an old
 * clock). `initial` is the first value: a server-drawn page passes the instant it was drawn, so
 * the first client render matches the server's HTML.
 */
export function useNow(
  intervalMs: number,
  {
    enabled = true,
    initial,
    restartOn,
  }: { enabled?: boolean; initial?: number; restartOn?: unknown } = {},
): number {
  const [now, setNow] = useState(() => initial ?? Date.now());
  useEffect(() => {
    if (!enabled) return;
    const tick = () => setNow(Date.now());
    const first = window.setTimeout(tick, 0);
    const timer = window.setInterval(tick, intervalMs);
    return () => {
      window.clearTimeout(first);
      window.clearInterval(timer);
    };
  }, [intervalMs, enabled, restartOn]);
  return now;
}
