import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { nowIso } from '../../lib/clock';

/** The card columns of the gift and salam kaut page. */
export interface SalamKautRow {
  gift: boolean;
  salamkaut_activation: boolean;
  /** The stored QR's file name (`salam-kaut/<name>`), or null. */
  salam_kaut: string | null;
}

export function salamKautRepository(db: Kysely<Database>) {
  return {
    async find(cardId: string): Promise<SalamKautRow | undefined> {
      const row = await db
        .selectFrom('cards')
        .select(['gift', 'salamkaut_activation', 'salam_kaut'])
        .where('id', '=', cardId)
        .executeTakeFirst();
      if (!row) return undefined;
      return {
        gift: row.gift === 1,
        salamkaut_activation: row.salamkaut_activation === 1,
        salam_kaut: row.salam_kaut,
      };
    },

    /**
     * Points the card at another QR file (or none) only if it still points at `expected`: one
     * conditional write, so two replaces at once never lose track of a file. True when written.
     */
    async swapQr(
      cardId: string,
      expected: string | null,
      next: string | null,
      now: Date,
    ): Promise<boolean> {
      const result = await db
        .updateTable('cards')
        .set({ salam_kaut: next, updated_at: nowIso(now) })
        .where('id', '=', cardId)
        .where('salam_kaut', expected === null ? 'is' : '=', expected)
        .executeTakeFirst();
      return result.numUpdatedRows === 1n;
    },

    /** Of these file names, those some card still points at (the orphan sweep keeps them). */
    async referencedQrs(names: string[]): Promise<Set<string>> {
      const referenced = new Set<string>();
      // Chunks keep the statement within SQLite's and PostgreSQL's parameter limits.
      for (let start = 0; start < names.length; start += 500) {
        const chunk = names.slice(start, start + 500);
        const rows = await db
          .selectFrom('cards')
          .select('salam_kaut')
          .where('salam_kaut', 'in', chunk)
          .execute();
        for (const row of rows) if (row.salam_kaut) referenced.add(row.salam_kaut);
      }
      return referenced;
    },
  };
}
