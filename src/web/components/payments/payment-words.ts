import { displayTime } from '@shared/dates/clock-time';
import { longDateWords } from '@shared/dates/date-words';
import type { Locale } from '@shared/i18n/locales';
import { INTL_LOCALES } from '@shared/i18n/locales';
import { formatRinggit } from '@shared/money/ringgit';

// Money and the moments of payments in the owner's language. Malay keeps the product's own
// writing (`RM50`, `RM49.50`, `24 November 2026, 3:15 pm`); English says the same through `Intl`.

const MALAYSIA_OFFSET_MS = 8 * 60 * 60 * 1000;

/**
 * `5000` → `RM50`, `4950` → `RM49.50`: whole ringgit without sen, as prices are written. Malay
 * is the ringgit rule itself; English is `Intl`'s Malaysian English with the same rule and the
 * symbol against the figure, as Malaysians write it (`Intl` puts a space between them).
 */
export function ringgitWords(sen: number, locale: Locale): string {
  if (locale === 'ms') return formatRinggit(sen);
  const ringgit = sen / 100;
  const digits = Number.isInteger(ringgit) ? 0 : 2;
  return new Intl.NumberFormat(INTL_LOCALES[locale], {
    style: 'currency',
    currency: 'MYR',
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  })
    .formatToParts(ringgit)
    .filter((part) => part.type !== 'literal' || part.value.trim() !== '')
    .map((part) => part.value)
    .join('');
}

/** The Malaysian wall clock of an instant (`YYYY-MM-DDTHH:MM`); null for an unreadable one. */
function malaysiaWallClock(instant: string): string | null {
  const ms = Date.parse(instant);
  if (Number.isNaN(ms)) return null;
  return new Date(ms + MALAYSIA_OFFSET_MS).toISOString().slice(0, 16);
}

/** `2026-11-24T07:15:09Z` → `24 November 2026` (Kuala Lumpur's day); '' when unreadable. */
export function malaysiaDateWords(instant: string, locale: Locale): string {
  const wallClock = malaysiaWallClock(instant);
  return wallClock ? longDateWords(wallClock.slice(0, 10), locale) : '';
}

/** `2026-11-24T07:15:09Z` → `24 November 2026, 3:15 pm`; '' when unreadable. */
export function malaysiaDateTimeWords(instant: string, locale: Locale): string {
  const wallClock = malaysiaWallClock(instant);
  return wallClock
    ? `${longDateWords(wallClock.slice(0, 10), locale)}, ${displayTime(wallClock.slice(11))}`
    : '';
}
