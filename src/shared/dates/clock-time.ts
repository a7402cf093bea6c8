// Times of day as the card stores them: 24-hour `HH:MM` (a programme item's `time`).

export const CLOCK_TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)$/;

const MINUTES_PER_DAY = 24 * 60;

export function isClockTime(value: string): boolean {
  return CLOCK_TIME_PATTERN.test(value);
}

/** Minutes since midnight, or null for anything that is not `HH:MM`. */
export function clockTimeToMinutes(value: string): number | null {
  const match = CLOCK_TIME_PATTERN.exec(value);
  if (!match) return null;
  return Number(match[1]) * 60 + Number(match[2]);
}

/** `HH:MM` for minutes since midnight; wraps past midnight so a late programme stays a valid time. */
export function minutesToClockTime(minutes: number): string {
  const wrapped = ((Math.round(minutes) % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  const hours = Math.floor(wrapped / 60);
  return `${String(hours).padStart(2, '0')}:${String(wrapped % 60).padStart(2, '0')}`;
}

/**
 * 12-hour time with am/pm, where hour 0 or 12 shows as 12.
 * `13:30` → `1:30 pm`, `00:05` → `12:05 am`. Anything that is not `HH:MM` gives ''.
 */
export function displayTime(value: string): string {
  const minutes = clockTimeToMinutes(value);
  if (minutes === null) return '';
  const hours24 = Math.floor(minutes / 60);
  const hours12 = hours24 % 12 === 0 ? 12 : hours24 % 12;
  const suffix = hours24 < 12 ? 'am' : 'pm';
  return `${hours12}:${String(minutes % 60).padStart(2, '0')} ${suffix}`;
}

/** `11:30 am - 5:00 pm`: the Masa line of the venue block and the date panel. */
export function displayTimeRange(start: string, end: string): string {
  return `${displayTime(start)} - ${displayTime(end)}`;
}
