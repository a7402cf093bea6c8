import type { Kysely } from 'kysely';
import { INVITATION_MESSAGES } from '@shared/guests/personal-link';
import type { ValidRsvp } from '@shared/schemas/rsvp';
import type { Database } from '../../db/schema';
import { badRequest } from '../../http/errors';
import type { InvitedAnswer } from '../rsvps/rsvps.routes';
import { rsvpsRepository } from '../rsvps/rsvps.repository';
import { guestsRepository } from './guests.repository';
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
  rsvp: ValidRsvp,
  now: Date,
): Promise<{ rsvpId: string; created: boolean } | null> {
  const rsvps = rsvpsRepository(db);
  const guests = guestsRepository(db);
  const id = await rsvps.create(party.card_id, rsvp, now, null);
  if (!id) return null;
  if (await guests.linkRsvpOnce(party.id, id)) return { rsvpId: id, created: true };
  await rsvps.deleteOfCard(party.card_id, id);
  const linked = await guests.findForLink(party.id);
  return linked?.rsvp_id ? { rsvpId: linked.rsvp_id, created: false } : null;
}

/** The party's answer kept; null when the card cannot take another RSVP. */
export async function answerAsParty(
  db: Kysely<Database>,
  party: LinkedParty,
  rsvp: ValidRsvp,
  now: Date,
): Promise<PartyAnswer | null> {
  if (rsvp.guests > party.allowance) {
    throw badRequest(INVITATION_MESSAGES.overAllowance(party.allowance), 'guests');
  }
  const rsvps = rsvpsRepository(db);
  if (party.rsvp_id && (await rsvps.replaceAnswer(party.card_id, party.rsvp_id, rsvp))) {
    return { rsvpId: party.rsvp_id, changed: true };
  }
  const first = await firstRsvpOfParty(db, party, rsvp, now);
  if (!first) return null;
  if (first.created) return { rsvpId: first.rsvpId, changed: false };
  // Another answer was linked a moment before: this one is its change.
  const replaced = await rsvps.replaceAnswer(party.card_id, first.rsvpId, rsvp);
  return replaced ? { rsvpId: first.rsvpId, changed: true } : null;
}

/**
 * What an RSVP sent with an invitation token comes to (the RSVP route asks): the answer of the
 * party whose current link the token is on this card, or `not-invited` when it is nobody's.
 */
export function answerAsInvited(db: Kysely<Database>, secret: string) {
  const partyOfLink = partyLinkReader(db, secret);
  return async (
    cardId: string,
    token: string,
    rsvp: ValidRsvp,
    now: Date,
  ): Promise<InvitedAnswer> => {
    const party = await partyOfLink(cardId, token);
    if (!party) return { kind: 'not-invited' };
    const answer = await answerAsParty(db, party, rsvp, now);
    return answer ? { kind: 'answered', ...answer } : { kind: 'full' };
  };
}
