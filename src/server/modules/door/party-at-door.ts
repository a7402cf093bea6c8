import type { Kysely } from 'kysely';
import { localNumber } from '@shared/contact/phone';
import { visibleMajlis } from '@shared/card/majlis';
import type { Database } from '../../db/schema';
import { cardsRepository, columnsToContent } from '../cards/cards.repository';
import { firstRsvpOfParty } from '../guests/party-answer';
import { invitedMajlisIds } from '../guests/guests.repository';

// A party on the guest list at the door: its pass is its personal link's token, and
// a party that never replied can still be checked in. It is then recorded as coming with its
// allowance to the majlis it is invited to, as the RSVP it would have sent, linked to it.

interface PartyAtDoor {
  id: string;
  card_id: string;
  name: string;
  phone: string;
  allowance: number;
  rsvp_id: string | null;
  majlis_ids: string | null;
}

/** The party's RSVP id, made now for a party that never replied; null when the card is full. */
export async function rsvpOfPartyAtDoor(
  db: Kysely<Database>,
  party: PartyAtDoor,
  now: Date,
): Promise<{ rsvpId: string; created: boolean } | null> {
  if (party.rsvp_id) return { rsvpId: party.rsvp_id, created: false };
  const card = await cardsRepository(db).findById(party.card_id);
  if (!card) return null;
  const invited = visibleMajlis(columnsToContent(card).majlis, invitedMajlisIds(party));
  // Two ushers at once, or the party's own answer a moment before: the first stands.
  const answer = {
    name: party.name,
    phoneNumber: localNumber(party.phone),
    guests: party.allowance,
    attending: true,
    ucapan: undefined,
    answers: invited.map((majlis) => ({
      majlisId: majlis.id,
      attending: true,
      guests: party.allowance,
      sessionId: null,
    })),
  };
  return firstRsvpOfParty(db, party, answer, now);
}
