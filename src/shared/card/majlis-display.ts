import { malayHijriDate } from '../dates/hijri-date';
import { malayWeekdayAndDate } from '../dates/malay-date';
import type { CardContent, Majlis } from './card-content';
import { majlisInDateOrder, nextMajlis } from './majlis';

// How the guest's card, its panels and its print word each majlis: its date (with the Hijri date
// when the couple show it) and the majlis the countdown waits for. Small and free of zod: the
// card's own script carries it.

/** The Malay date of a majlis, and its Hijri date ('' when the couple do not show it). */
export function majlisDates(
  majlis: Pick<Majlis, 'date'>,
  card: Pick<CardContent, 'show_hijri' | 'hijri_adjust'>,
): { date: string; hijri: string } {
  return {
    date: malayWeekdayAndDate(majlis.date),
    hijri: card.show_hijri ? malayHijriDate(majlis.date, card.hijri_adjust) : '',
  };
}

/** `Sabtu, 20 Mac 2027 · 11 Syawal 1448H` on one line (or the Malay date alone). */
export function majlisDateLine(
  majlis: Pick<Majlis, 'date'>,
  card: Pick<CardContent, 'show_hijri' | 'hijri_adjust'>,
): string {
  const { date, hijri } = majlisDates(majlis, card);
  return hijri ? `${date} · ${hijri}` : date;
}

/**
 * The majlis the countdown counts to: the next that is not over. Once all are over, the last
 * (its start has passed, so the countdown shows zeros, as a card of one majlis always did).
 */
export function countdownMajlis<T extends Pick<Majlis, 'date' | 'start_time' | 'end_time'>>(
  list: readonly T[],
  now: Date,
): T | null {
  return nextMajlis(list, now) ?? majlisInDateOrder(list).at(-1) ?? null;
}

/** A maps search for a venue written as lines, for a majlis without a pinned location. */
export function venueSearchUrl(venue: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(
    venue.replace(/\s*\n\s*/g, ', '),
  )}`;
}

/**
 * The card's calendar file: every majlis the guest may see. A personal link's token goes with
 * it, so the file holds the party's majlis, not the card's open ones.
 */
export function calendarFileUrl(cardId: string, invitationToken: string | null): string {
  const path = `/api/cards/${encodeURIComponent(cardId)}/calendar.ics`;
  return invitationToken ? `${path}?invitation=${encodeURIComponent(invitationToken)}` : path;
}
