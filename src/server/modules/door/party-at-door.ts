import type { Kysely } from 'kysely';
import { localNumber } from '@shared/contact/phone';
import type { Database } from '../../db/schema';
import { firstRsvpOfParty } from '../guests/party-answer';

// A party on the guest list at the door: its pass is its personal link's token, and
// a party that never replied can still be checked in. It is then recorded as coming with its
// allowance, as the RSVP it would have sent, linked to it.

interface PartyAtDoor {
  id: string;
  card_id: string;
  name: string;
  phone: string;
  allowance: number;
  rsvp_id: string | null;
}

/** The party's RSVP id, made now for a party that never replied; null when the card is full. */
export async function rsvpOfPartyAtDoor(
  db: Kysely<Database>,
  party: PartyAtDoor,
  now: Date,
): Promise<{ rsvpId: string; created: boolean } | null> {
  if (party.rsvp_id) return { rsvpId: party.rsvp_id, created: false };
  // Two ushers at once, or the party's own answer a moment before: the first stands.
  const answer = {
    name: party.name,
    phoneNumber: localNumber(party.phone),
    guests: party.allowance,
    attending: true,
    ucapan: undefined,
  };
  return firstRsvpOfParty(db, party, answer, now);
}
