import type { Majlis } from '@shared/card/card-content';
import { majlisInDateOrder, visibleMajlis } from '@shared/card/majlis';
import { MAJLIS_ANSWER_MESSAGES } from '@shared/card/majlis-answers';
import type { PartyMajlisAnswer } from '@shared/guests/party-majlis';
import type { AnswersByHandBody } from '@shared/schemas/answers-by-hand';
import type { GuestParty } from '@shared/schemas/guest-list';
import type { OwnerRsvp, SessionSeats } from '@shared/schemas/rsvp';
import { MAX_GUESTS_PER_RSVP, RSVP_MESSAGES, guestsSchema } from '@shared/schemas/rsvp';
import type { RsvpTotals } from '@shared/schemas/rsvp-majlis';
import type { AskedMajlis, MajlisFormAnswers } from '@web/components/card-panels/rsvp-majlis';
import {
  freeSeats,
  heldSeats,
  majlisOfField,
  sessionFits,
  startingAnswers,
} from '@web/components/card-panels/rsvp-majlis';
import type { MajlisErrors } from '@web/components/card-panels/rsvp-majlis-fields';

// The owner answers for a guest by hand (a guest who phoned, an aunt who never opens links),
// from the guest list for a party and from the RSVP page for an RSVP: the same questions as the
// guest's form, for the majlis the guest may see, checked by the same rules before the server
// checks them again. Each rule here is pure, so it is tested alone.

/** Whose answer the owner records: a party on the guest list, or an RSVP. */
export type AnsweredBy = { party: GuestParty } | { rsvp: OwnerRsvp };

/** The guest, as the owner's answer for them reads it. */
export interface GuestByHand {
  name: string;
  /** The majlis they may see: ids, or null for the card's open majlis. */
  majlisIds: readonly string[] | null;
  /** Their answer so far, per majlis. */
  answers: readonly PartyMajlisAnswer[];
  /** How many people a majlis they have not answered starts with. */
  guests: number;
  /** How many the party may bring (a party's, else null). */
  allowance: number | null;
  answered: boolean;
}

/**
 * The guest behind a party or an RSVP. A party sees the majlis it is invited to; an RSVP sent
 * through a party's link saw its party's, which are the majlis it answered; any other RSVP saw
 * the card's open majlis.
 */
export function guestByHand(who: AnsweredBy): GuestByHand {
  if ('party' in who) {
    const { party } = who;
    return {
      name: party.name,
      majlisIds: party.invitedMajlis,
      answers: party.rsvp?.majlis ?? [],
      guests: party.allowance,
      allowance: party.allowance,
      answered: party.rsvp !== null,
    };
  }
  const { rsvp } = who;
  return {
    name: rsvp.name,
    majlisIds: rsvp.fromList && rsvp.majlis.length > 0 ? rsvp.majlis.map((one) => one.id) : null,
    answers: rsvp.majlis,
    guests: rsvp.guests,
    allowance: null,
    answered: true,
  };
}

/**
 * The majlis the owner answers for the guest, in the order guests read them. An RSVP whose
 * answered majlis were all removed from the card answers the open ones, as the server asks.
 */
export function majlisByHand<T extends Majlis>(list: readonly T[], guest: GuestByHand): T[] {
  const visible = visibleMajlis(list, guest.majlisIds);
  const asked = visible.length > 0 || !guest.majlisIds ? visible : visibleMajlis(list, null);
  return majlisInDateOrder(asked);
}

/** A number of people kept within the RSVP's bounds (1 to 20). */
const withinBounds = (n: number) => Math.min(MAX_GUESTS_PER_RSVP, Math.max(1, Math.floor(n)));

/**
 * Where the form starts: the guest's answer at each majlis they answered, else Hadir with the
 * party's allowance (an RSVP's people), 20 at most.
 */
export function startingByHand(
  asked: readonly AskedMajlis[],
  guest: GuestByHand,
): MajlisFormAnswers {
  const earlier: MajlisFormAnswers = Object.fromEntries(
    guest.answers.map((answer) => [
      answer.id,
      {
        attending: answer.attending ? 'yes' : 'no',
        guests: String(withinBounds(answer.guests)),
        session: answer.sessionId ?? '',
      },
    ]),
  );
  return startingAnswers(
    asked,
    { attending: 'yes', guests: String(withinBounds(guest.guests)) },
    earlier,
  );
}

/** A typed number of people, when it is one the RSVP takes. */
function typedGuests(text: string): number | null {
  const parsed = guestsSchema.safeParse(text);
  return parsed.success ? parsed.data : null;
}

/**
 * What is sent: an answer per majlis asked, each with its people (as typed when coming, so the
 * server says what is wrong with them; when not coming, what was typed if it is a number, else
 * one) and, when coming to a majlis with sessions, the session chosen.
 */
export function bodyByHand(
  asked: readonly AskedMajlis[],
  answers: MajlisFormAnswers,
): AnswersByHandBody {
  return {
    majlis: asked.map((majlis) => {
      const answer = answers[majlis.id];
      if (answer?.attending !== 'yes') {
        return { id: majlis.id, attending: false, guests: typedGuests(answer?.guests ?? '') ?? 1 };
      }
      return {
        id: majlis.id,
        attending: true,
        guests: answer.guests.trim(),
        ...(majlis.sessions.length > 0 ? { session: answer.session || null } : {}),
      };
    }),
  };
}

/** The owner's totals as seats per session (the RSVP form's shape); null while not read. */
export function seatsOfTotals(totals: RsvpTotals | undefined): SessionSeats | null {
  if (!totals) return null;
  return {
    sessions: totals.majlis.flatMap((majlis) =>
      majlis.sessions.map((session) => ({
        majlisId: majlis.majlisId,
        sessionId: session.sessionId,
        seats: session.seats,
        left: session.left,
      })),
    ),
  };
}

/**
 * The seats free to the guest in each session: those left, and the seats their own answer holds
 * (the server does not count a changed answer against itself). Null while the totals load.
 */
export function freeByHand(
  totals: RsvpTotals | undefined,
  guest: GuestByHand,
): Map<string, number> | null {
  const held = heldSeats(guest.answers.map((answer) => ({ ...answer, session: answer.sessionId })));
  return freeSeats(seatsOfTotals(totals), held);
}

/**
 * What is wrong with the answers before sending, majlis by majlis: the people coming, a session
 * not chosen, or one without room for them ("Penuh").
 */
export function problemsByHand(
  asked: readonly AskedMajlis[],
  answers: MajlisFormAnswers,
  free: ReadonlyMap<string, number> | null,
): Record<string, MajlisErrors> {
  const found: Record<string, MajlisErrors> = {};
  for (const majlis of asked) {
    const answer = answers[majlis.id];
    if (answer?.attending !== 'yes') continue;
    const errors: MajlisErrors = {};
    if (typedGuests(answer.guests) === null) errors.guests = RSVP_MESSAGES.guests;
    const session = majlis.sessions.find((one) => one.id === answer.session);
    if (majlis.sessions.length > 0 && !session) errors.session = MAJLIS_ANSWER_MESSAGES.session;
    if (session && !sessionFits(free, session.id, answer.guests)) {
      errors.session = MAJLIS_ANSWER_MESSAGES.sessionFull(session.label);
    }
    if (errors.guests || errors.session) found[majlis.id] = errors;
  }
  return found;
}

/** The server's refusal, beside the majlis and field it names, or over the form. */
export interface RefusalByHand {
  majlis: Record<string, MajlisErrors>;
  form: string | null;
}

/**
 * Where the server's refusal shows: `majlis.1.session` at the second majlis's sessions,
 * `majlis.1.guests` at its people, `majlis.1` under it; anything else over the form.
 */
export function refusalByHand(
  asked: readonly AskedMajlis[],
  field: string | undefined,
  message: string,
): RefusalByHand {
  const majlis = majlisOfField(asked, field);
  if (!majlis || field === undefined) return { majlis: {}, form: message };
  const errors: MajlisErrors = field.endsWith('.guests')
    ? { guests: message }
    : field.endsWith('.session')
      ? { session: message }
      : { answer: message };
  return { majlis: { [majlis.id]: errors }, form: null };
}
