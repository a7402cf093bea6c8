import type { Majlis } from '@shared/card/card-content';
import { majlisInDateOrder } from '@shared/card/majlis';
import type { MajlisAnswerInput } from '@shared/card/majlis-answers';
import type { RsvpInput, SessionSeats } from '@shared/schemas/rsvp';

// The RSVP form's answers per majlis. A card of one majlis without sessions keeps the spec's
// form (Hadir or not, how many: the server takes that as the majlis's answer); a card of several
// majlis, or one whose majlis has sessions, asks each majlis on its own, in the order guests read
// them, and sends one answer per majlis. Kept apart from the form so each rule is tested alone.

/** One majlis's answer as the form holds it (text fields, as typed). */
export interface MajlisFormAnswer {
  attending: 'yes' | 'no';
  guests: string;
  /** The session chosen ('' none yet); only for a majlis with sessions. */
  session: string;
}

/** The form's answers, by majlis id. */
export type MajlisFormAnswers = Record<string, MajlisFormAnswer>;

/** One majlis's answer as sent, before the shared schema checks it (guests as typed). */
export type MajlisAnswerText = NonNullable<RsvpInput['majlis']>[number];

/** The majlis the form asks about, as the card gives them (only what the form reads). */
export type AskedMajlis = Pick<
  Majlis,
  'id' | 'kind' | 'title' | 'date' | 'start_time' | 'end_time' | 'sessions'
>;

/** The majlis in the order the form asks them: the order guests read them (date, then time). */
export const askedMajlis = <T extends AskedMajlis>(list: readonly T[]): T[] =>
  majlisInDateOrder(list);

/** Whether the form asks each majlis on its own: several of them, or a session to choose. */
export function asksEachMajlis(list: readonly Pick<Majlis, 'sessions'>[]): boolean {
  return list.length > 1 || list.some((majlis) => majlis.sessions.length > 0);
}

/**
 * Where each majlis's answer starts: its earlier answer (a party's, from its link), else the
 * answer the form starts from as a whole (Hadir, one guest, unless told otherwise).
 */
export function startingAnswers(
  asked: readonly AskedMajlis[],
  whole: Pick<MajlisFormAnswer, 'attending' | 'guests'>,
  earlier: MajlisFormAnswers = {},
): MajlisFormAnswers {
  return Object.fromEntries(
    asked.map((majlis) => {
      const before = earlier[majlis.id];
      const session =
        before && majlis.sessions.some((one) => one.id === before.session) ? before.session : '';
      return [majlis.id, before ? { ...before, session } : { ...whole, session: '' }];
    }),
  );
}

/** A typed number of guests, or null when it is not a whole number (the schema says why). */
const guestCount = (text: string): number | null => (/^\d{1,3}$/.test(text) ? Number(text) : null);

/**
 * The RSVP's answer per majlis, in the order asked, and what sums it up: coming when coming to
 * any majlis, with the most people coming to any (else the most typed anywhere, one at least).
 * Guests stay as typed: the shared schema checks them, with its own Malay message.
 */
export function answersInput(
  asked: readonly AskedMajlis[],
  answers: MajlisFormAnswers,
): { attending: boolean; guests: string; majlis: MajlisAnswerText[] } {
  const majlis = asked.map((one): MajlisAnswerText => {
    const answer = answers[one.id];
    if (answer?.attending !== 'yes') return { id: one.id, attending: false };
    return {
      id: one.id,
      attending: true,
      guests: answer.guests,
      ...(one.sessions.length > 0 ? { session: answer.session || null } : {}),
    };
  });
  const coming = majlis.filter((answer) => answer.attending);
  const counts = (coming.length > 0 ? coming.map((answer) => answer.id) : asked.map((m) => m.id))
    .map((id) => guestCount(answers[id]?.guests ?? ''))
    .filter((count): count is number => count !== null);
  return {
    attending: coming.length > 0,
    guests: String(Math.max(1, ...counts)),
    majlis,
  };
}

/** Seats a party already holds, by session (its earlier answer: free to it when it answers again). */
export type HeldSeats = Record<string, number>;

/** The seats an answer holds: the people coming to each session it took. */
export function heldSeats(answers: readonly MajlisAnswerInput[]): HeldSeats {
  const held: HeldSeats = {};
  for (const answer of answers) {
    if (answer.attending && answer.session && typeof answer.guests === 'number') {
      held[answer.session] = (held[answer.session] ?? 0) + answer.guests;
    }
  }
  return held;
}

/**
 * The seats free to this guest in each session: those left, and the seats their own earlier
 * answer holds (the server does not count a changed answer against itself). Null while the
 * seats are unknown (not loaded, or the network failed): the server then decides.
 */
export function freeSeats(
  seats: SessionSeats | null,
  held: HeldSeats = {},
): Map<string, number> | null {
  if (!seats) return null;
  return new Map(
    seats.sessions.map((session) => [
      session.sessionId,
      Math.min(session.seats, session.left + (held[session.sessionId] ?? 0)),
    ]),
  );
}

/**
 * Whether a session can seat the people coming (at least one): "Penuh" when not. A session the
 * seats do not mention (unknown seats, or one just added) is left to the server.
 */
export function sessionFits(
  free: ReadonlyMap<string, number> | null,
  sessionId: string,
  guests: string,
): boolean {
  const left = free?.get(sessionId);
  return left === undefined || Math.max(1, guestCount(guests) ?? 1) <= left;
}

/**
 * Which majlis a refusal's field points at (`majlis.1.session` is the second majlis sent, and the
 * form sends them in the order asked); null for a field of the whole RSVP.
 */
export function majlisOfField(asked: readonly AskedMajlis[], field: string | undefined) {
  const index = /^majlis\.(\d+)(\.|$)/.exec(field ?? '')?.[1];
  return index === undefined ? null : (asked[Number(index)] ?? null);
}
