import { useEffect, useState } from 'react';

/** The longest wait set at once: timers overflow past 2^31 − 1 ms, and phones delay them. */
const LONGEST_WAIT_MS = 60 * 60 * 1000;

/**
 * Whether the instant `at` (ISO, or null for never) has passed, by this browser's clock, turning
 * true at that instant while the page is open (the trial's end, the end of the last majlis). The
 * first render reads `initialNow` (the instant the server drew the page) so that it matches the
 * server's HTML; a page coming back to the screen checks again at once.
 */
export function usePassed(at: string | null, initialNow: number): boolean {
  const atMs = at === null ? null : Date.parse(at);
  const [passed, setPassed] = useState(() => atMs !== null && initialNow >= atMs);
  useEffect(() => {
    if (atMs === null || Number.isNaN(atMs)) return;
    let timer = 0;
    const check = () => {
      window.clearTimeout(timer);
      const left = atMs - Date.now();
      if (left <= 0) setPassed(true);
      else timer = window.setTimeout(check, Math.min(left, LONGEST_WAIT_MS));
    };
    check();
    const onVisible = () => {
      if (document.visibilityState === 'visible') check();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [atMs]);
  return passed;
}
