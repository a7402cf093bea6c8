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
  // Asia/Kuala_Lumpur is UTC+8 all year (no daylight saving since 1982).
  return new Date(now.getTime() + 8 * 60 * 60 * 1000).toISOString().slice(0, 10);
}
