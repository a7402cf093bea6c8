import { parseCalendarDate } from './malay-date';

// The Hijri date beside a majlis's date ("14 Rejab 1448H"), computed by the Umm al-Qura
// calendar of the Unicode CLDR that every browser and Node carry (Intl), with its Malay month
// names. Malaysia fixes its months by sighting and its own computation, so its date may be a day
// either side of this one: the couple moves it with `adjust` (-1, 0 or +1 day).

const hijriParts = new Intl.DateTimeFormat('ms-MY-u-ca-islamic-umalqura', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

export interface HijriDate {
  day: number;
  /** The month's Malay name (Muharam … Zulhijah). */
  month: string;
  year: number;
}

/** The Hijri date of a calendar date (`YYYY-MM-DD`) moved by `adjust` days; null if not a date. */
export function hijriDate(value: string, adjust = 0): HijriDate | null {
  const date = parseCalendarDate(value);
  if (!date) return null;
  // Noon UTC of the day: far from any midnight, so the day never slips whatever the zone.
  const instant = Date.UTC(date.getFullYear(), date.getMonth(), date.getDate() + adjust, 12);
  const parts = hijriParts.formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((candidate) => candidate.type === type)?.value ?? '';
  const day = Number(part('day'));
  const year = Number(part('year'));
  const month = part('month');
  if (!Number.isInteger(day) || !Number.isInteger(year) || !month) return null;
  return { day, month, year };
}

/** `14 Rejab 1448H`, or '' when the date is not valid. */
export function malayHijriDate(value: string, adjust = 0): string {
  const hijri = hijriDate(value, adjust);
  return hijri ? `${hijri.day} ${hijri.month} ${hijri.year}H` : '';
}
