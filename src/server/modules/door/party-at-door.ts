import type { Kysely } from 'kysely';
import { localNumber } from '@shared/contact/phone';
import type { Database } from '../../db/schema';
import { firstRsvpOfParty } from '../guests/party-answer';
import { doorRepository } from './door.repository';

// A party on the guest list at the door of one majlis: its pass is its personal link's token,
// and a party invited to the majlis that never answered for it can still be checked in. It is
// then recorded as coming to that majlis only, with its allowance and no session (the door does
// not ask which): as the RSVP it would have sent, linked to it, or as one more answer of the RSVP
// it sent for its other majlis. Its other majlis stay unanswered until it answers or is checked
// in there.

interface PartyAtDoor {
  id: string;
  card_id: string;
  name: string;
  phone: string;
  allowance: number;
  rsvp_id: string | null;
}

/**
 * The party's RSVP, answering the majlis `majlisId`: made now for a party that never replied
 * (`created`), or given the majlis's answer when it had none (`answered`). Null when the card is
 * full. The caller has checked the party is invited to the majlis.
 */
export async function rsvpOfPartyAtDoor(
  db: Kysely<Database>,
  party: PartyAtDoor,
  majlisId: string,
  now: Date,
): Promise<{ rsvpId: string; change: 'created' | 'updated' | null } | null> {
  const door = doorRepository(db);
  let rsvpId = party.rsvp_id;
  if (!rsvpId) {
    // Two ushers at once, or the party's own answer a moment before: the first stands.
    const made = await firstRsvpOfParty(
      db,
      party,
      {
        name: party.name,
        phoneNumber: localNumber(party.phone),
        guests: party.allowance,
        attending: true,
        ucapan: undefined,
        answers: [{ majlisId, attending: true, guests: party.allowance, sessionId: null }],
      },
      now,
    );
    if (!made) return null;
    if (made.created) return { rsvpId: made.rsvpId, change: 'created' };
    rsvpId = made.rsvpId;
  }
  if (await door.guestAt(party.card_id, rsvpId, majlisId)) return { rsvpId, change: null };
  await door.answerAtDoor(party.card_id, rsvpId, majlisId, party.allowance, now);
  return { rsvpId, change: 'updated' };
}
