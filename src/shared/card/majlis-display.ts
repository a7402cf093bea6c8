import type { Majlis } from './card-content';
import { majlisInDateOrder, nextMajlis } from './majlis';

// How the guest's card and its panels place each majlis: the majlis the countdown waits for, its
// calendar file and its venue search (its date in words is the card's words: the web's
// majlis-words.ts). Small and free of zod: the card's own script carries it.

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
