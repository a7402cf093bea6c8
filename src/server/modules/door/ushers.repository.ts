import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { nowIso } from '../../lib/clock';

/**
 * A card's usher links: who may check guests in at the door (of one majlis, or of every one),
 * until revoked.
 */
export function ushersRepository(db: Kysely<Database>) {
  return {
    /** A new link, for one majlis of the card (its id) or for every majlis (null). */
    async insert(
      usher: { id: string; cardId: string; label: string; majlisId: string | null },
      now: Date,
    ): Promise<void> {
      await db
        .insertInto('ushers')
        .values({
          id: usher.id,
          card_id: usher.cardId,
          label: usher.label,
          created_at: nowIso(now),
          revoked_at: null,
          majlis_id: usher.majlisId,
        })
        .execute();
    },

    findById(id: string) {
      return db.selectFrom('ushers').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** The card's links, newest first (revoked ones too: the owner sees what was ended). */
    listOfCard(cardId: string) {
      return db
        .selectFrom('ushers')
        .selectAll()
        .where('card_id', '=', cardId)
        .orderBy('created_at', 'desc')
        .orderBy('id')
        .execute();
    },

    async countLive(cardId: string): Promise<number> {
      const row = await db
        .selectFrom('ushers')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('card_id', '=', cardId)
        .where('revoked_at', 'is', null)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** Ends a link (once; a second revoke keeps the first time). */
    async revoke(cardId: string, id: string, now: Date): Promise<boolean> {
      const result = await db
        .updateTable('ushers')
        .set({ revoked_at: nowIso(now) })
        .where('card_id', '=', cardId)
        .where('id', '=', id)
        .where('revoked_at', 'is', null)
        .executeTakeFirst();
      return result.numUpdatedRows === 1n;
    },
  };
}
