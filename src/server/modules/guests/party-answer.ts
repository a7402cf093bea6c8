import type { Kysely } from 'kysely';
import { INVITATION_MESSAGES } from '@shared/guests/personal-link';
import type { ValidRsvp } from '@shared/schemas/rsvp';
import type { Database } from '../../db/schema';
import { badRequest } from '../../http/errors';
import { rsvpsRepository } from '../rsvps/rsvps.repository';
import { guestsRepository } from './guests.repository';
import type { LinkedParty } from './party-link-reader';

// A party's RSVP through its personal link (issue 19): capped at its allowance, linked to the
// party, and its second answer replaces the first instead of adding another. The party's pass
// is its link's token, so the RSVP keeps no pass of its own.

export interface PartyAnswer {
  rsvpId: string;
  /** An earlier answer was replaced. */
  changed: boolean;
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
  if (party.rsvp_id && (await replaceAnswer(db, party, party.rsvp_id, rsvp))) {
    return { rsvpId: party.rsvp_id, changed: true };
  }
  const id = await rsvps.create(party.card_id, rsvp, now, null);
  if (!id) return null;
  // Two first answers at once (a double tap on two phones): the first linked wins and the
  // other becomes its change, so the party still has one RSVP.
  if (await guestsRepository(db).linkRsvpOnce(party.id, id)) return { rsvpId: id, changed: false };
  await rsvps.deleteOfCard(party.card_id, id);
  const linked = await guestsRepository(db).findForLink(party.id);
  if (linked?.rsvp_id && (await replaceAnswer(db, party, linked.rsvp_id, rsvp))) {
    return { rsvpId: linked.rsvp_id, changed: true };
  }
  return null;
}

/** Writes the new answer over the party's RSVP; a party no longer coming is no longer in. */
async function replaceAnswer(
  db: Kysely<Database>,
  party: LinkedParty,
  rsvpId: string,
  rsvp: ValidRsvp,
): Promise<boolean> {
  const result = await db
    .updateTable('rsvps')
    .set({
      name: rsvp.name,
      phone_number: rsvp.phoneNumber,
      email: rsvp.email ?? null,
      guests: rsvp.guests,
      attending: rsvp.attending ? 1 : 0,
      ucapan: rsvp.ucapan ?? null,
      ...(rsvp.attending ? {} : { checked_in: 0, checked_in_at: null }),
    })
    .where('card_id', '=', party.card_id)
    .where('id', '=', rsvpId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
