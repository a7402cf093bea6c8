import { format, isValid, parse } from 'date-fns';
import { ms } from 'date-fns/locale';

// guest-side §9: Malay (Malaysia) locale, long month names, weekdays Ahad … Sabtu.
// date-fns' `ms` locale carries exactly the spec's names, so no hand-written tables.

/** A calendar date as the card stores it: `YYYY-MM-DD`, no time and no time zone. */
export const ISO_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** Parses `YYYY-MM-DD` as a calendar date (local midnight), or null when it is not a real date. */
export function parseCalendarDate(value: string): Date | null {
  if (!ISO_DATE_PATTERN.test(value)) return null;
  const date = parse(value, 'yyyy-MM-dd', new Date(2000, 0, 1));
  return isValid(date) ? date : null;
}

export function isCalendarDate(value: string): boolean {
  return parseCalendarDate(value) !== null;
}

/** `Sabtu` for 2026-11-28. */
export function malayWeekday(value: string): string {
  const date = parseCalendarDate(value);
  return date ? format(date, 'EEEE', { locale: ms }) : '';
}

/** `28 November 2026` for 2026-11-28. */
export function malayLongDate(value: string): string {
  const date = parseCalendarDate(value);
  return date ? format(date, 'd MMMM yyyy', { locale: ms }) : '';
}

/** `Sabtu, 28 November 2026` for 2026-11-28. */
export function malayWeekdayAndDate(value: string): string {
  const date = parseCalendarDate(value);
  return date ? format(date, 'EEEE, d MMMM yyyy', { locale: ms }) : '';
}

/** The calendar date `days` after `from`, as `YYYY-MM-DD` (used for "tomorrow" defaults). */
export function calendarDateAfter(from: Date, days: number): string {
  const date = new Date(from.getFullYear(), from.getMonth(), from.getDate() + days);
  return format(date, 'yyyy-MM-dd');
}
