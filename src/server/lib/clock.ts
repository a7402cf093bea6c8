import { malaysiaCalendarDate } from '@shared/dates/malaysia-time';

/** What time it is. The app reads time only through its clock, so tests can set it. */
export interface Clock {
  now(): Date;
}

/** The real time. */
export const systemClock: Clock = { now: () => new Date() };

/** The current time as stored in the database: ISO-8601 UTC text. */
export function nowIso(now: Date): string {
  return now.toISOString();
}

/** Today's calendar date in Malaysia (`YYYY-MM-DD`), whatever the server's own time zone. */
export function malaysiaToday(now: Date): string {
  return malaysiaCalendarDate(now);
}
