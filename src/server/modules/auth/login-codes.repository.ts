import type { Kysely, Selectable } from 'kysely';
import { LOGIN_CODE_MAX_ATTEMPTS } from '@shared/schemas/auth';
import type { Database, LoginCodesTable } from '../../db/schema';
import { nowIso } from '../../lib/clock';

export type LoginCodeRow = Selectable<LoginCodesTable>;

export function loginCodesRepository(db: Kysely<Database>) {
  return {
    async create(id: string, email: string, codeHash: string, expiresAt: Date, now = new Date()) {
      await db
        .insertInto('login_codes')
        .values({
          id,
          email,
          code_hash: codeHash,
          created_at: nowIso(now),
          expires_at: nowIso(expiresAt),
          attempts: 0,
          consumed_at: null,
        })
        .execute();
    },

    async deleteById(id: string): Promise<void> {
      await db.deleteFrom('login_codes').where('id', '=', id).execute();
    },

    /** When codes were sent to the e-mail since `since`, newest first (the resend and hourly limits). */
    async sentSince(email: string, since: Date): Promise<string[]> {
      const rows = await db
        .selectFrom('login_codes')
        .select('created_at')
        .where('email', '=', email)
        .where('created_at', '>', nowIso(since))
        .orderBy('created_at', 'desc')
        .execute();
      return rows.map((row) => row.created_at);
    },

    /** Only the newest code of an e-mail counts: asking for a new one retires the older ones. */
    async latest(email: string): Promise<LoginCodeRow | undefined> {
      return db
        .selectFrom('login_codes')
        .selectAll()
        .where('email', '=', email)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
    },

    /**
     * Spends one try of the code before it is compared, in one statement, so parallel guesses
     * cannot share a try. Returns the tries spent now, or null when the code is dead (used,
     * expired or out of tries).
     */
    async spendAttempt(id: string, now = new Date()): Promise<number | null> {
      const row = await db
        .updateTable('login_codes')
        .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
        .where('id', '=', id)
        .where('consumed_at', 'is', null)
        .where('expires_at', '>', nowIso(now))
        .where('attempts', '<', LOGIN_CODE_MAX_ATTEMPTS)
        .returning('attempts')
        .executeTakeFirst();
      return row ? row.attempts : null;
    },

    /** Marks the code used; false when another request used it first (a code works once). */
    async consume(id: string, now = new Date()): Promise<boolean> {
      const result = await db
        .updateTable('login_codes')
        .set({ consumed_at: nowIso(now) })
        .where('id', '=', id)
        .where('consumed_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Housekeeping: codes of the e-mail older than a day are of no use to anyone. */
    async deleteOlderThan(email: string, before: Date): Promise<void> {
      await db
        .deleteFrom('login_codes')
        .where('email', '=', email)
        .where('created_at', '<', nowIso(before))
        .execute();
    },
  };
}
