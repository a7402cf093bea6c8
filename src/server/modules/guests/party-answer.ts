import type { Kysely } from 'kysely';
import { INVITATION_MESSAGES } from '@shared/guests/personal-link';
import type { Database } from '../../db/schema';
import { badRequest } from '../../http/errors';
import type { InvitedParty } from '../rsvps/rsvps.routes';
import type { KeptRsvp } from '../rsvps/rsvps.repository';
import { rsvpsRepository } from '../rsvps/rsvps.repository';
import { keepChangedRsvp, keepNewRsvp } from '../rsvps/rsvp-keeping';
import { guestsRepository, invitedMajlisIds } from './guests.repository';
import type { LinkedParty } from './party-link-reader';
import { partyLinkReader } from './party-link-reader';

// A party's RSVP: through its personal link, capped at its allowance, linked to the
// party, its second answer replacing the first instead of adding another; or made at the door
// for a party that never replied. The party's pass is its link's token, so the RSVP keeps no
// pass of its own.

export interface PartyAnswer {
  rsvpId: string;
  /** An earlier answer was replaced. */
  changed: boolean;
}

/**
 * The party's first RSVP, made and linked to it; when another was linked first (two phones, or
 * two ushers, at once), the new one is dropped and the earlier one's id given, with `created`
 * false, so the party keeps one RSVP. Null when the card is full.
 */
export async function firstRsvpOfParty(
  db: Kysely<Database>,
  party: { id: string; card_id: string },
  rsvp: KeptRsvp,
  now: Date,
): Promise<{ rsvpId: string; created: boolean } | null> {
  const guests = guestsRepository(db);
  const id = await keepNewRsvp(db, party.card_id, rsvp, now, null);
  if (!id) return null;
  if (await guests.linkRsvpOnce(party.id, id)) return { rsvpId: id, created: true };
  await rsvpsRepository(db).deleteOfCard(party.card_id, id);
  const linked = await guests.findForLink(party.id);
  return linked?.rsvp_id ? { rsvpId: linked.rsvp_id, created: false } : null;
}

/** The party's answer kept; null when the card cannot take another RSVP. */
export async function answerAsParty(
  db: Kysely<Database>,
  party: LinkedParty,
  rsvp: KeptRsvp,
  now: Date,
): Promise<PartyAnswer | null> {
  const over = rsvp.answers.findIndex((answer) => answer.guests > party.allowance);
  if (rsvp.guests > party.allowance || over >= 0) {
    const field = over >= 0 && rsvp.majlis ? `majlis.${over}.guests` : 'guests';
    throw badRequest(INVITATION_MESSAGES.overAllowance(party.allowance), field);
  }
  if (party.rsvp_id && (await keepChangedRsvp(db, party.card_id, party.rsvp_id, rsvp, now))) {
    return { rsvpId: party.rsvp_id, changed: true };
  }
  const first = await firstRsvpOfParty(db, party, rsvp, now);
  if (!first) return null;
  if (first.created) return { rsvpId: first.rsvpId, changed: false };
  // Another answer was linked a moment before: this one is its change.
  const replaced = await keepChangedRsvp(db, party.card_id, first.rsvpId, rsvp, now);
  return replaced ? { rsvpId: first.rsvpId, changed: true } : null;
}

/**
 * The party whose current link a token is on the card (the RSVP route asks), with the majlis
 * it is invited to and how its answer is kept; null when the token is nobody's.
 */
export function invitedParty(db: Kysely<Database>, secret: string) {
  const partyOfLink = partyLinkReader(db, secret);
  return async (cardId: string, token: string): Promise<InvitedParty | null> => {
    const party = await partyOfLink(cardId, token);
    if (!party) return null;
    return {
      majlisIds: invitedMajlisIds(party),
      answer: (rsvp, now) => answerAsParty(db, party, rsvp, now),
    };
  };
}
