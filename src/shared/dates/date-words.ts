import type { Locale } from '../i18n/locales';
import { hijriDate } from './hijri-date';
import { malayLongDate, malayWeekday, parseCalendarDate } from './malay-date';

// A calendar date in words, in either language: Malay as the spec writes it (`Ahad, 21 Mac
// 2027`, date-fns' Malay names), English the same shape (`Sunday, 21 March 2027`) from `Intl`,
// which every browser and Node carry, so an English date costs the card's script nothing.

const englishNames = {
  weekday: new Intl.DateTimeFormat('en-GB', { weekday: 'long', timeZone: 'UTC' }),
  month: new Intl.DateTimeFormat('en-GB', { month: 'long', timeZone: 'UTC' }),
};
const englishHijri = new Intl.DateTimeFormat('en-GB-u-ca-islamic-umalqura', {
  month: 'long',
  timeZone: 'UTC',
});

/** Noon UTC of a calendar date: far from any midnight, so no time zone moves its day. */
const noonOf = (date: Date) => Date.UTC(date.getFullYear(), date.getMonth(), date.getDate(), 12);

/** `Sunday` / `Ahad` for 2027-03-21; '' when not a date. */
export function weekdayWords(value: string, locale: Locale): string {
  if (locale === 'ms') return malayWeekday(value);
  const date = parseCalendarDate(value);
  return date ? englishNames.weekday.format(noonOf(date)) : '';
}

/** `21 March 2027` / `21 Mac 2027`; '' when not a date. */
export function longDateWords(value: string, locale: Locale): string {
  if (locale === 'ms') return malayLongDate(value);
  const date = parseCalendarDate(value);
  if (!date) return '';
  return `${date.getDate()} ${englishNames.month.format(noonOf(date))} ${date.getFullYear()}`;
}

/** `Sunday, 21 March 2027` / `Ahad, 21 Mac 2027`; '' when not a date. */
export function weekdayAndDateWords(value: string, locale: Locale): string {
  const weekday = weekdayWords(value, locale);
  return weekday ? `${weekday}, ${longDateWords(value, locale)}` : '';
}

/** `14 Rejab 1448H` / `14 Rajab 1448 AH`, moved by the couple's `adjust`; '' when not a date. */
export function hijriDateWords(value: string, locale: Locale, adjust = 0): string {
  const hijri = hijriDate(value, adjust);
  if (!hijri) return '';
  if (locale === 'ms') return `${hijri.day} ${hijri.month} ${hijri.year}H`;
  const date = parseCalendarDate(value)!;
  const instant = Date.UTC(date.getFullYear(), date.getMonth(), date.getDate() + adjust, 12);
  return `${hijri.day} ${englishHijri.format(instant)} ${hijri.year} AH`;
}
