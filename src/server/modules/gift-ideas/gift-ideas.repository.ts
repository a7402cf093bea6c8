import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { GiftIdea } from '@shared/schemas/gift-idea';
import type { Database } from '../../db/schema';

export type NewGiftIdea = GiftIdea & { position: number };

export function giftIdeasRepository(db: Kysely<Database>) {
  return {
    /** Every idea staff have not hidden, in the order staff gave them. */
    async list(): Promise<GiftIdea[]> {
      return (
        db
          .selectFrom('gift_ideas')
          .select(['id', 'title', 'image', 'link'])
          // What staff hid stays out of the public list.
          .where('hidden', '=', 0)
          .orderBy('position')
          .orderBy('id')
          .execute()
      );
    },

    async count(): Promise<number> {
      const row = await db
        .selectFrom('gift_ideas')
        .select(sql<number | string>`count(*)`.as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** Adds the ideas; an id that exists already is left as it is. */
    async insertMissing(ideas: readonly NewGiftIdea[]): Promise<void> {
      if (ideas.length === 0) return;
      await db
        .insertInto('gift_ideas')
        .values(ideas.map((idea) => ({ ...idea })))
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
    },
  };
}
