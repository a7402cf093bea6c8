import type { Clock } from '../../lib/clock';

// Nominatim's usage policy: at most one request a second from the whole application. Every
// geocoder call of this instance takes a slot from here; a caller whose slot is further away than
// the bounded wait is refused at once (the route answers "busy") rather than queued for ever.

export class ThrottleBusyError extends Error {
  override name = 'ThrottleBusyError';
}

export interface ThrottleOptions {
  clock: Clock;
  /** Gap between two requests (1000 ms: the policy's one a second). */
  intervalMs: number;
  /** The longest a caller waits for its slot before being told the search is busy. */
  maxWaitMs: number;
  /**
   * How often a waiting caller looks at the clock again. The wait is measured on the app's clock
   * (tests move it instead of sleeping), so the caller re-checks it in short real pauses.
   */
  tickMs?: number;
}

export interface Throttle {
  /** Resolves when the caller may send its request; throws ThrottleBusyError past the wait. */
  take(): Promise<void>;
}

export function createThrottle({
  clock,
  intervalMs,
  maxWaitMs,
  tickMs = 100,
}: ThrottleOptions): Throttle {
  /** When the next slot opens (ms since the epoch, on `clock`). */
  let nextSlot = 0;
  return {
    async take() {
      const now = clock.now().getTime();
      const slot = Math.max(now, nextSlot);
      if (slot - now > maxWaitMs) throw new ThrottleBusyError('geocoder queue is full');
      nextSlot = slot + intervalMs;
      // A real-time bound too, so a clock that stands still (a test's) cannot hang a request.
      const giveUpAt = Date.now() + maxWaitMs + 2 * intervalMs;
      while (clock.now().getTime() < slot) {
        if (Date.now() > giveUpAt) throw new ThrottleBusyError('geocoder slot never came');
        const left = slot - clock.now().getTime();
        await new Promise((resolve) => setTimeout(resolve, Math.max(1, Math.min(left, tickMs))));
      }
    },
  };
}
