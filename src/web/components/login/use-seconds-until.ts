import { useNow } from '../../hooks/use-now';

/** Seconds left until `until` (ms since epoch), ticking; 0 once passed or when there is none. */
export function useSecondsUntil(until: number | null): number {
  const now = useNow(250, { enabled: until !== null, restartOn: until });
  if (until === null) return 0;
  return Math.max(0, Math.ceil((until - now) / 1000));
}
