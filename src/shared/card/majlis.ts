import { eventStart } from '../dates/countdown';
import { malaysiaCalendarDate } from '../dates/malaysia-time';
import type { Majlis, MajlisKind, MajlisSession } from './card-content';

// The rules of a wedding held as several majlis, for the card, the RSVP, the guest list and the
// door alike: their titles and order, which one the countdown waits for, who may see which, and
// a session's seats. The server enforces each of them; the pages show the same answers.

/**
 * A majlis or session id: short, lowercase letters and digits, unique within its card (the
 * editor makes one for each new majlis or session; answers and invitations point to it). Kept
 * here, away from the card's zod schema, so that the guest card's first script stays small.
 */
export const MAJLIS_ID_PATTERN = /^[a-z0-9]{2,16}$/;

export const MAJLIS_KIND_TITLES: Record<MajlisKind, string> = {
  akad: 'Akad Nikah',
  resepsi: 'Majlis Resepsi',
  bertandang: 'Majlis Bertandang',
  lain: 'Majlis',
};

/** The id a card's first majlis takes when the card is written as one majlis (its flat fields). */
export const FIRST_MAJLIS_ID = 'm1';

/** What guests read as the majlis's heading: the couple's own title, or its kind's. */
export function majlisTitle(majlis: Pick<Majlis, 'kind' | 'title'>): string {
  return majlis.title.trim() || MAJLIS_KIND_TITLES[majlis.kind];
}

/** When a majlis starts and ends; an end before the start runs past midnight. Null if invalid. */
export function majlisTimes(
  majlis: Pick<Majlis, 'date' | 'start_time' | 'end_time'>,
): { start: Date; end: Date } | null {
  const start = eventStart(majlis.date, majlis.start_time);
  let end = eventStart(majlis.date, majlis.end_time);
  if (!start || !end) return null;
  if (end <= start) end = new Date(end.getTime() + 24 * 3600 * 1000);
  return { start, end };
}

/** The majlis in the order guests read them: by date, then start time, then the couple's order. */
export function majlisInDateOrder<T extends Pick<Majlis, 'date' | 'start_time'>>(
  list: readonly T[],
): T[] {
  return list
    .map((majlis, index) => ({ majlis, index }))
    .sort(
      (a, b) =>
        a.majlis.date.localeCompare(b.majlis.date) ||
        a.majlis.start_time.localeCompare(b.majlis.start_time) ||
        a.index - b.index,
    )
    .map(({ majlis }) => majlis);
}

/** The majlis the card leads with (its share text, its hero's date): the earliest. */
export function firstMajlis<T extends Pick<Majlis, 'date' | 'start_time'>>(list: readonly T[]): T {
  const [first] = majlisInDateOrder(list);
  if (!first) throw new Error('A card has at least one majlis');
  return first;
}

/**
 * The majlis the countdown waits for: the earliest that is not over at `now`. Null once the
 * last is over (the card has been held).
 */
export function nextMajlis<T extends Pick<Majlis, 'date' | 'start_time' | 'end_time'>>(
  list: readonly T[],
  now: Date,
): T | null {
  return (
    majlisInDateOrder(list).find((majlis) => {
      const times = majlisTimes(majlis);
      return times !== null && times.end.getTime() > now.getTime();
    }) ?? null
  );
}

/**
 * The wedding has been held once its last majlis is over (every majlis of the card, seen or
 * not: a party invited only to the akad still sees the card turn once the resepsi is over too).
 * From then the card says so, the RSVP is closed and the thank-yous are offered.
 */
export function weddingHeld(
  list: readonly Pick<Majlis, 'date' | 'start_time' | 'end_time'>[],
  now: Date,
): boolean {
  return list.length > 0 && nextMajlis(list, now) === null;
}

/**
 * Who sees which majlis. The card's own link (no party) shows the open majlis; a party's
 * personal link shows those it is invited to, and a party whose set was never chosen is invited
 * to the open ones. Invitations to a majlis since removed are ignored.
 */
export function visibleMajlis<T extends Pick<Majlis, 'id' | 'invite_only'>>(
  list: readonly T[],
  invitedIds: readonly string[] | null,
): T[] {
  if (invitedIds === null) return list.filter((majlis) => !majlis.invite_only);
  const invited = new Set(invitedIds);
  return list.filter((majlis) => invited.has(majlis.id));
}

/** The ids a new party is invited to unless the owner chooses: the open majlis. */
export function openMajlisIds(list: readonly Pick<Majlis, 'id' | 'invite_only'>[]): string[] {
  return list.filter((majlis) => !majlis.invite_only).map((majlis) => majlis.id);
}

/** Seats of a session still free when `taken` people are coming to it. */
export function seatsLeft(session: Pick<MajlisSession, 'seats'>, taken: number): number {
  return Math.max(0, session.seats - taken);
}

/**
 * Whether `wanted` more people fit in the session when `taken` are already coming (a guest
 * changing their answer counts without their own earlier seats).
 */
export function seatsFit(session: Pick<MajlisSession, 'seats'>, taken: number, wanted: number) {
  return wanted <= seatsLeft(session, taken);
}

/**
 * The RSVP closes after its last day ("Tarikh akhir RSVP", a Malaysian calendar date); null
 * means it never closes before the card does.
 */
export function rsvpClosed(closesOn: string | null, now: Date): boolean {
  return closesOn !== null && malaysiaCalendarDate(now) > closesOn;
}

/** A new id for a majlis or session, unlike any of `taken` (the editor makes them). */
export function newMajlisId(taken: readonly string[], random: () => number = Math.random): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
  for (;;) {
    let id = '';
    for (let i = 0; i < 8; i += 1) id += alphabet[Math.floor(random() * alphabet.length)];
    if (MAJLIS_ID_PATTERN.test(id) && !taken.includes(id)) return id;
  }
}
