import type { Locale } from '../i18n/locales';
import { displayTime } from './clock-time';
import { longDateWords } from './date-words';
import { malayLongDate } from './malay-date';

// Moments the server records (a payment's time, as an ISO timestamp) shown as Malaysians read
// them: in Asia/Kuala_Lumpur (UTC+8 all year, no daylight saving), whatever the phone's zone.

const MALAYSIA_OFFSET_MS = 8 * 60 * 60 * 1000;

/** The Malaysian wall clock of an instant, as `YYYY-MM-DDTHH:MM`; null for an unreadable one. */
function malaysiaWallClock(instant: string): string | null {
  const ms = Date.parse(instant);
  if (Number.isNaN(ms)) return null;
  return new Date(ms + MALAYSIA_OFFSET_MS).toISOString().slice(0, 16);
}

/** The calendar date in Malaysia at an instant (`YYYY-MM-DD`), whatever the device's zone. */
export function malaysiaCalendarDate(now: Date): string {
  return new Date(now.getTime() + MALAYSIA_OFFSET_MS).toISOString().slice(0, 10);
}

/** `2026-11-24T07:15:09Z` → `24 November 2026`. */
export function malaysiaDate(instant: string): string {
  const wallClock = malaysiaWallClock(instant);
  return wallClock ? malayLongDate(wallClock.slice(0, 10)) : '';
}

/** `2026-11-24T07:15:09Z` → `24 November 2026, 3:15 pm`. */
export function malaysiaDateTime(instant: string): string {
  const wallClock = malaysiaWallClock(instant);
  return wallClock
    ? `${malayLongDate(wallClock.slice(0, 10))}, ${displayTime(wallClock.slice(11))}`
    : '';
}

/** `2026-12-24T07:15:09Z` → `24 December 2026` / `24 Disember 2026`: Malaysia's date, in words. */
export function malaysiaDateWords(instant: string, locale: Locale): string {
  const wallClock = malaysiaWallClock(instant);
  return wallClock ? longDateWords(wallClock.slice(0, 10), locale) : '';
}
