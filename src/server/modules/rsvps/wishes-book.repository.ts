import type { Kysely } from 'kysely';
import type { Wish } from '@shared/schemas/rsvp';
import type { Database } from '../../db/schema';

/** The wishes book's reads: every wish of a card the owner has not hidden, oldest first. */
export function wishesBookRepository(db: Kysely<Database>) {
  return {
    async visibleWishes(cardId: string): Promise<Wish[]> {
      const rows = await db
        .selectFrom('rsvps')
        .select(['name', 'ucapan', 'created_at'])
        .where('card_id', '=', cardId)
        .where('ucapan', 'is not', null)
        .where('ucapan', '!=', '')
        // Hidden by the owner: never on the card, never in the book.
        .where('wish_hidden', '=', 0)
        .orderBy('created_at', 'asc')
        .orderBy('id', 'asc')
        .execute();
      return rows.map((row) => ({
        name: row.name,
        ucapan: row.ucapan ?? '',
        created_at: row.created_at,
      }));
    },
  };
}
