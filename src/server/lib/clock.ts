import { malaysiaCalendarDate } from '@shared/dates/malaysia-time';

/** What time it is. The app reads time only through its clock, so tests can set it. */
export interface Clock {
  now(): Date;
}

/** The real time. */
export const systemClock: Clock = { now: () => new Date() };

/** A clock the browser journeys move (`TEST_CLOCK=on`): the real time, shifted. */
export interface MovableClock extends Clock {
  /** From now on, time reads as if it were `at` now, and runs on from there. */
  moveTo(at: Date): void;
  /** Back to the real time. */
  reset(): void;
}

export function movableClock(real: Clock = systemClock): MovableClock {
  let offsetMs = 0;
  return {
    now: () => new Date(real.now().getTime() + offsetMs),
    moveTo(at) {
      offsetMs = at.getTime() - real.now().getTime();
    },
    reset() {
      offsetMs = 0;
    },
  };
}

/** The current time as stored in the database: ISO-8601 UTC text. */
export function nowIso(now: Date): string {
  return now.toISOString();
}

/** Today's calendar date in Malaysia (`YYYY-MM-DD`), whatever the server's own time zone. */
export function malaysiaToday(now: Date): string {
  return malaysiaCalendarDate(now);
}
