import { ISO_DATE_PATTERN } from '../dates/malay-date';

// How many opened a card, as the couple and staff read it. A count is of browsers: one browser
// opening the card again the same day is one.

/** `1312` → `1,312`: counts as Malaysians write them. */
export function formatCount(n: number): string {
  return String(Math.trunc(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** `Dibuka 312 kali, hari ini 40`: the card's opens in all, and today's. */
export function cardOpensSummary(total: number, today: number): string {
  return `Dibuka ${formatCount(total)} kali, hari ini ${formatCount(today)}`;
}

/** What the couple read before anyone has opened their card. */
export const CARD_OPENS_EMPTY = 'Kad anda belum dibuka lagi. Kongsi pautan kad kepada tetamu.';

/** `1 kali` / `40 kali`: one day's opens (the chart's text alternative). */
export function opensOfDay(opens: number): string {
  return `${formatCount(opens)} kali`;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The `count` calendar days ending on `lastDay` (`YYYY-MM-DD`), oldest first. Plain calendar
 * arithmetic on the date's own numbers, so no time zone shifts a day.
 */
export function daysEndingOn(lastDay: string, count: number): string[] {
  if (!ISO_DATE_PATTERN.test(lastDay)) return [];
  const end = Date.parse(`${lastDay}T00:00:00Z`);
  if (Number.isNaN(end)) return [];
  return Array.from({ length: Math.max(0, count) }, (_, i) =>
    new Date(end - (count - 1 - i) * DAY_MS).toISOString().slice(0, 10),
  );
}
