import { displayTime } from '@shared/dates/clock-time';
import { longDateWords } from '@shared/dates/date-words';
import type { Locale } from '@shared/i18n/locales';

// The door speaks the visitor's language, times included: a check-in happens in a Malaysian
// hall, so its moment is read on Kuala Lumpur's clock (UTC+8 all year), whatever the server's.

const MALAYSIA_OFFSET_MS = 8 * 60 * 60 * 1000;

/** `2026-11-24T07:15:09Z` → `24 November 2026, 3:15 pm` (`24 Nov…` in Malay); '' if unreadable. */
export function checkedInAtWords(instant: string, locale: Locale): string {
  const ms = Date.parse(instant);
  if (Number.isNaN(ms)) return '';
  const wallClock = new Date(ms + MALAYSIA_OFFSET_MS).toISOString();
  return `${longDateWords(wallClock.slice(0, 10), locale)}, ${displayTime(wallClock.slice(11, 16))}`;
}
