import type { Kysely } from 'kysely';
import type { RsvpInput, Wish } from '@shared/schemas/card';
import type { OwnerRsvp } from '@shared/schemas/owner';
import type { Database } from '../../db/schema';
import { nowIso } from '../../lib/clock';
import { randomId } from '../../lib/ids';

type ValidRsvp = Omit<RsvpInput, 'guests'> & { guests: number };

/** The newest wishes shown on a card; older ones stay in the owner's list. */
export const WISHES_SHOWN = 200;

export function rsvpsRepository(db: Kysely<Database>) {
  return {
    async create(cardId: string, rsvp: ValidRsvp, now = new Date()): Promise<string> {
      const id = randomId(16);
      await db
        .insertInto('rsvps')
        .values({
          id,
          card_id: cardId,
          name: rsvp.name,
          phone_number: rsvp.phoneNumber,
          email: rsvp.email ?? null,
          guests: rsvp.guests,
          attending: rsvp.attending ? 1 : 0,
          checked_in: 0,
          ucapan: rsvp.ucapan ?? null,
          created_at: nowIso(now),
        })
        .execute();
      return id;
    },

    /** owner-side §7 "GET /rsvp/{id}": every RSVP of the card, contacts included, newest first. */
    async listForOwner(cardId: string): Promise<OwnerRsvp[]> {
      const rows = await db
        .selectFrom('rsvps')
        .selectAll()
        .where('card_id', '=', cardId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
      return rows.map((row) => ({
        id: row.id,
        name: row.name,
        phoneNumber: row.phone_number,
        email: row.email,
        guests: row.guests,
        attending: row.attending === 1,
        checkedIn: row.checked_in === 1,
        ucapan: row.ucapan,
        created_at: row.created_at,
      }));
    },

    /** guest-side §7: wishes newest first, only those with text; name, wish and time only. */
    async listWishes(cardId: string): Promise<Wish[]> {
      const rows = await db
        .selectFrom('rsvps')
        .select(['name', 'ucapan', 'created_at'])
        .where('card_id', '=', cardId)
        .where('ucapan', 'is not', null)
        .where('ucapan', '!=', '')
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(WISHES_SHOWN)
        .execute();
      return rows.map((row) => ({
        name: row.name,
        ucapan: row.ucapan ?? '',
        created_at: row.created_at,
      }));
    },
  };
}
