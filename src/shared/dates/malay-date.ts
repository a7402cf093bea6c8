import { ms } from 'date-fns/locale/ms';

// Malay (Malaysia) locale, long month names, weekdays Ahad … Sabtu.
// date-fns' `ms` locale carries exactly the spec's names, so no hand-written tables. Only its
// name lists are used, not date-fns' format(): that would add 8 KB to the guest card's script
// for three fixed patterns.

const weekdayName = (date: Date) => ms.localize.day(date.getDay() as 0, { width: 'wide' });
const monthName = (date: Date) => ms.localize.month(date.getMonth() as 0, { width: 'wide' });
const pad = (n: number) => String(n).padStart(2, '0');

/** A calendar date as the card stores it: `YYYY-MM-DD`, no time and no time zone. */
export const ISO_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** Parses `YYYY-MM-DD` as a calendar date (local midnight), or null when it is not a real date. */
export function parseCalendarDate(value: string): Date | null {
  if (!ISO_DATE_PATTERN.test(value)) return null;
  // Not date-fns' parse: for this one fixed pattern it would add 15 KB to the guest card's script.
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(year, month - 1, day);
  date.setFullYear(year); // years 0–99 would otherwise be read as 1900–1999
  const real =
    date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day;
  return real ? date : null;
}

export function isCalendarDate(value: string): boolean {
  return parseCalendarDate(value) !== null;
}

/** `Sabtu` for 2026-11-28. */
export function malayWeekday(value: string): string {
  const date = parseCalendarDate(value);
  return date ? weekdayName(date) : '';
}

/** `28 November 2026` for 2026-11-28. */
export function malayLongDate(value: string): string {
  const date = parseCalendarDate(value);
  return date ? `${date.getDate()} ${monthName(date)} ${date.getFullYear()}` : '';
}

/** `Sabtu, 28 November 2026` for 2026-11-28. */
export function malayWeekdayAndDate(value: string): string {
  const date = parseCalendarDate(value);
  return date ? `${weekdayName(date)}, ${malayLongDate(value)}` : '';
}

/** The calendar date `days` after `from`, as `YYYY-MM-DD` (used for "tomorrow" defaults). */
export function calendarDateAfter(from: Date, days: number): string {
  const date = new Date(from.getFullYear(), from.getMonth(), from.getDate() + days);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
