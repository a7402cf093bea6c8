import type { Majlis } from '@shared/card/card-content';
import { majlisInDateOrder, seatsLeft, visibleMajlis } from '@shared/card/majlis';
import { readMajlisIds } from '@shared/guests/party-majlis';
import type { OwnerRsvp } from '@shared/schemas/rsvp';
import type { MajlisRsvpTotals, PeopleCount } from '@shared/schemas/rsvp-majlis';
import { RSVP_MAJLIS_MESSAGES } from '@shared/schemas/rsvp-majlis';
import { badRequest } from '../../http/errors';
import type { AnswerTally, PartyAnswered, RsvpMajlisScope } from './rsvps.repository';

// The owner's RSVPs majlis by majlis: what the list is narrowed to, and each majlis's totals
// (who comes, who does not, who on the guest list has not replied, who is in, and the seats
// left in each session), from the counts the database makes.

/**
 * The majlis or session the owner's list is narrowed to, checked against the card's: a session
 * names its own majlis (ids are unique within a card), so a majlis given with it must be that
 * one. Undefined for every RSVP; 400 for a majlis or session the card does not have.
 */
export function listScope(
  list: readonly Majlis[],
  query: { majlis?: string | undefined; session?: string | undefined },
): RsvpMajlisScope | undefined {
  if (query.session) {
    const session = query.session;
    const majlis = list.find((one) => one.sessions.some((candidate) => candidate.id === session));
    if (!majlis || (query.majlis && query.majlis !== majlis.id)) {
      throw badRequest(RSVP_MAJLIS_MESSAGES.sessionUnknown, 'session');
    }
    return { majlisId: majlis.id, sessionId: session };
  }
  if (!query.majlis) return undefined;
  if (!list.some((majlis) => majlis.id === query.majlis)) {
    throw badRequest(RSVP_MAJLIS_MESSAGES.majlisUnknown, 'majlis');
  }
  return { majlisId: query.majlis };
}

/**
 * The RSVP as the owner sees it: its answers for the majlis the card has (an answer for a
 * majlis since removed is kept, not shown), so a card left with one majlis reads as one.
 */
export function withCardMajlis(rsvp: OwnerRsvp, list: readonly Pick<Majlis, 'id'>[]): OwnerRsvp {
  const answers = rsvp.majlis.filter((answer) => list.some((majlis) => majlis.id === answer.id));
  return answers.length === rsvp.majlis.length ? rsvp : { ...rsvp, majlis: answers };
}

const NOBODY: PeopleCount = { parties: 0, guests: 0 };

function sum(tallies: readonly AnswerTally[]): PeopleCount {
  return tallies.reduce(
    (total, tally) => ({
      parties: total.parties + tally.parties,
      guests: total.guests + tally.guests,
    }),
    NOBODY,
  );
}

/**
 * How many listed parties have not replied for each majlis: those invited to it (their choice,
 * or the card's open majlis) whose RSVP, if any, did not answer it.
 */
function notRepliedByMajlis(
  list: readonly Majlis[],
  parties: readonly PartyAnswered[],
): Map<string, number> {
  const counts = new Map<string, number>();
  for (const party of parties) {
    for (const majlis of visibleMajlis(list, readMajlisIds(party.majlisIds))) {
      if (!party.answered.includes(majlis.id)) {
        counts.set(majlis.id, (counts.get(majlis.id) ?? 0) + 1);
      }
    }
  }
  return counts;
}

/**
 * Each majlis's totals, in the order guests read them: coming (parties and people), not
 * coming, not replied, checked in, and each session's coming, checked in and seats left.
 * Answers to a majlis or session the card no longer has are left out.
 */
export function majlisRsvpTotals(
  list: readonly Majlis[],
  tallies: readonly AnswerTally[],
  parties: readonly PartyAnswered[],
): MajlisRsvpTotals[] {
  const notReplied = notRepliedByMajlis(list, parties);
  return majlisInDateOrder(list).map((majlis) => {
    const own = tallies.filter((tally) => tally.majlisId === majlis.id);
    return {
      majlisId: majlis.id,
      coming: sum(own.filter((tally) => tally.attending)),
      notComing: sum(own.filter((tally) => !tally.attending)),
      notReplied: notReplied.get(majlis.id) ?? 0,
      checkedIn: sum(own.filter((tally) => tally.checkedIn)),
      sessions: majlis.sessions.map((session) => {
        const seated = own.filter((tally) => tally.attending && tally.sessionId === session.id);
        const coming = sum(seated);
        return {
          sessionId: session.id,
          coming,
          checkedIn: sum(seated.filter((tally) => tally.checkedIn)),
          seats: session.seats,
          left: seatsLeft(session, coming.guests),
        };
      }),
    };
  });
}
