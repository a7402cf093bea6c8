import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { RecommendedItem } from '@shared/schemas/owner-card';
import type { Database } from '../../db/schema';

export type NewRecommendedItem = RecommendedItem & { position: number };

export function recommendedItemsRepository(db: Kysely<Database>) {
  return {
    /** Every item staff have not hidden, in the order staff gave them. */
    async list(): Promise<RecommendedItem[]> {
      const rows = await db
        .selectFrom('recommended_items')
        .select(['id', 'title', 'price_sen', 'image', 'link'])
        // What staff hid stays out of the public list.
        .where('hidden', '=', 0)
        .orderBy('position')
        .orderBy('id')
        .execute();
      return rows.map(({ price_sen, ...item }) => ({ ...item, priceSen: price_sen }));
    },

    async count(): Promise<number> {
      const row = await db
        .selectFrom('recommended_items')
        .select(sql<number | string>`count(*)`.as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** Adds the items; an id that exists already is left as it is. */
    async insertMissing(items: readonly NewRecommendedItem[]): Promise<void> {
      if (items.length === 0) return;
      await db
        .insertInto('recommended_items')
        .values(items.map(({ priceSen, ...item }) => ({ ...item, price_sen: priceSen })))
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
    },
  };
}
