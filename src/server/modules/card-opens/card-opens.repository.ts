import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Database } from '../../db/schema';

/** The card's opens per day in Malaysia, and each day's visitors as keyed hashes. */
export function cardOpensRepository(db: Kysely<Database>) {
  const sum = sql<number | string | null>`sum(opens)`.as('n');
  return {
    /**
     * Counts a visitor's open of a card on a day, once: the visitor's hash is kept for the day,
     * and the card's day gains one only when the hash is new. One transaction, so two
     * instances counting the same browser at once count it once.
     */
    async record(cardId: string, day: string, visitorHash: string): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const added = await trx
          .insertInto('card_open_visitors')
          .values({ day, visitor_hash: visitorHash })
          .onConflict((oc) => oc.columns(['day', 'visitor_hash']).doNothing())
          .executeTakeFirst();
        if (Number(added.numInsertedOrUpdatedRows ?? 0) === 0) return false;
        await trx
          .insertInto('card_opens')
          .values({ card_id: cardId, day, opens: 1 })
          .onConflict((oc) =>
            oc.columns(['card_id', 'day']).doUpdateSet({ opens: sql`card_opens.opens + 1` }),
          )
          .execute();
        return true;
      });
    },

    /** Removes the visitors' hashes of the days before `day`: they count no one any more. */
    async forgetVisitorsBefore(day: string): Promise<void> {
      await db.deleteFrom('card_open_visitors').where('day', '<', day).execute();
    },

    /** The card's opens on each day from `fromDay` on (days without opens have no row). */
    async daysOfCard(cardId: string, fromDay: string): Promise<{ day: string; opens: number }[]> {
      const rows = await db
        .selectFrom('card_opens')
        .select(['day', 'opens'])
        .where('card_id', '=', cardId)
        .where('day', '>=', fromDay)
        .orderBy('day')
        .execute();
      return rows.map((row) => ({ day: row.day, opens: Number(row.opens) }));
    },

    /** The card's opens on every day counted. */
    async totalOfCard(cardId: string): Promise<number> {
      const row = await db
        .selectFrom('card_opens')
        .select(sum)
        .where('card_id', '=', cardId)
        .executeTakeFirstOrThrow();
      return Number(row.n ?? 0);
    },

    /** The opens of each card named (a card never opened is not in the map). */
    async totalsOfCards(cardIds: readonly string[]): Promise<Map<string, number>> {
      if (cardIds.length === 0) return new Map();
      const rows = await db
        .selectFrom('card_opens')
        .select(['card_id', sum])
        .where('card_id', 'in', cardIds)
        .groupBy('card_id')
        .execute();
      return new Map(rows.map((row) => [row.card_id, Number(row.n ?? 0)]));
    },

    /** The opens of every card but the one left out (the demo card, nobody's wedding). */
    async totalOfAll(except: string): Promise<number> {
      const row = await db
        .selectFrom('card_opens')
        .select(sum)
        .where('card_id', '!=', except)
        .executeTakeFirstOrThrow();
      return Number(row.n ?? 0);
    },
  };
}
