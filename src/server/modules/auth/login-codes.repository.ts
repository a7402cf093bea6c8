import type { Kysely, Selectable } from 'kysely';
import { sql } from 'kysely';
import { LOGIN_CODE_MAX_ATTEMPTS } from '@shared/schemas/auth';
import type { Dialect } from '../../db/database';
import type { Database, LoginCodesTable } from '../../db/schema';
import { nowIso } from '../../lib/clock';

export type LoginCodeRow = Selectable<LoginCodesTable>;

export interface NewLoginCode {
  id: string;
  email: string;
  codeHash: string;
  /** The asking browser's login-attempt token, hashed: only that browser may guess this code. */
  attemptHash: string;
  /** The e-mail with the asking client address, hashed: the unit of the sending limits. */
  clientHash: string;
  /** The sign-in link's token, hashed. */
  linkHash: string;
  expiresAt: Date;
}

/** The wrong-guess budget of an e-mail: at most `max` wrong guesses on codes made after `since`. */
export interface GuessBudget {
  since: Date;
  max: number;
}

/** The e-mail's daily mail cap: at most `max` mailed codes made after `since`. */
export interface MailCap {
  since: Date;
  max: number;
}

/**
 * PostgreSQL advisory-lock class for "one e-mail's guesses" (any constant of ours; the second
 * key is the e-mail's hash). Only used inside a transaction, so the lock ends with it.
 */
const GUESS_LOCK_CLASS = 0x4a4d50; // "JMP"
/** The same for "one e-mail's mails" (the daily mail cap). */
const MAIL_LOCK_CLASS = 0x4a4d4d; // "JMM"

export function loginCodesRepository(db: Kysely<Database>, dialect: Dialect) {
  return {
    /**
     * Stores a code request, as mailed while the e-mail has had fewer than `cap.max` mailed codes
     * since `cap.since` (or `cap` is null: a browser the e-mail logged in with before), else as
     * not mailed. Returns whether it is to be mailed. The count and the row are one step: on
     * PostgreSQL the e-mail's requests queue behind an advisory lock (a statement there does not
     * see another's uncommitted row, so parallel requests could each find the cap unreached);
     * SQLite runs one write transaction at a time anyway. So the cap holds exactly, across every
     * instance on the database.
     */
    async createUnderMailCap(code: NewLoginCode, cap: MailCap | null, now: Date): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        if (dialect === 'postgres') {
          await sql`select pg_advisory_xact_lock(${sql.lit(MAIL_LOCK_CLASS)}, hashtext(${code.email}))`.execute(
            trx,
          );
        }
        let mailed = true;
        if (cap) {
          const row = await trx
            .selectFrom('login_codes')
            .select((eb) => eb.fn.countAll<number | string | bigint>().as('n'))
            .where('email', '=', code.email)
            .where('mailed', '=', 1)
            .where('created_at', '>', nowIso(cap.since))
            .executeTakeFirst();
          mailed = Number(row?.n ?? 0) < cap.max;
        }
        await trx
          .insertInto('login_codes')
          .values({
            id: code.id,
            email: code.email,
            code_hash: code.codeHash,
            attempt_hash: code.attemptHash,
            client_hash: code.clientHash,
            link_hash: code.linkHash,
            created_at: nowIso(now),
            expires_at: nowIso(code.expiresAt),
            attempts: 0,
            consumed_at: null,
            mailed: mailed ? 1 : 0,
          })
          .execute();
        return mailed;
      });
    },

    async deleteById(id: string): Promise<void> {
      await db.deleteFrom('login_codes').where('id', '=', id).execute();
    },

    /**
     * When codes were asked for the e-mail from this client address since `since`, newest first
     * (the resend wait and the hourly allowance), mailed or over the daily mail cap alike. Other addresses' requests are not counted, so
     * a stranger cannot use up the owner's allowance.
     */
    async sentSince(email: string, clientHash: string, since: Date): Promise<string[]> {
      const rows = await db
        .selectFrom('login_codes')
        .select('created_at')
        .where('email', '=', email)
        .where('client_hash', '=', clientHash)
        .where('created_at', '>', nowIso(since))
        .orderBy('created_at', 'desc')
        .execute();
      return rows.map((row) => row.created_at);
    },

    /**
     * The newest code of the e-mail mailed for this browser: asking again from the same browser
     * retires its older codes, while codes other browsers asked for are never touched. A request
     * over the daily mail cap mailed nothing, so it retires nothing either.
     */
    async latestOfAttempt(email: string, attemptHash: string): Promise<LoginCodeRow | undefined> {
      return db
        .selectFrom('login_codes')
        .selectAll()
        .where('email', '=', email)
        .where('attempt_hash', '=', attemptHash)
        .where('mailed', '=', 1)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
    },

    async findById(id: string): Promise<LoginCodeRow | undefined> {
      return db.selectFrom('login_codes').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async findByLinkHash(linkHash: string): Promise<LoginCodeRow | undefined> {
      return db
        .selectFrom('login_codes')
        .selectAll()
        .where('link_hash', '=', linkHash)
        .executeTakeFirst();
    },

    /**
     * Spends one try of the code before it is compared, in one statement, so parallel guesses
     * cannot share a try, and only while the e-mail's wrong-guess budget lasts. The budget is the
     * sum of `attempts` over the e-mail's codes in the window: the right code hands its try back
     * (`consumeWithCode`), so that sum is exactly the wrong guesses. Returns the tries
     * spent now, or null when the code is dead (used, expired, out of tries) or the budget is
     * spent. On PostgreSQL the e-mail's guesses queue behind an advisory lock, because there a
     * statement does not see another's uncommitted try and parallel guesses from many browsers
     * could each find the budget unspent; SQLite runs one write at a time anyway.
     */
    async spendAttempt(
      id: string,
      email: string,
      budget: GuessBudget,
      now: Date,
    ): Promise<number | null> {
      const spend = async (executor: Kysely<Database>) => {
        const row = await executor
          .updateTable('login_codes')
          .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
          .where('id', '=', id)
          .where('consumed_at', 'is', null)
          .where('expires_at', '>', nowIso(now))
          .where('attempts', '<', LOGIN_CODE_MAX_ATTEMPTS)
          .where((eb) =>
            eb(
              eb
                .selectFrom('login_codes as spent')
                .select((inner) =>
                  inner.fn.coalesce(inner.fn.sum<number>('spent.attempts'), inner.lit(0)).as('n'),
                )
                .where('spent.email', '=', email)
                .where('spent.created_at', '>', nowIso(budget.since)),
              '<',
              budget.max,
            ),
          )
          .returning('attempts')
          .executeTakeFirst();
        return row ? row.attempts : null;
      };
      if (dialect !== 'postgres') return spend(db);
      return db.transaction().execute(async (trx) => {
        await sql`select pg_advisory_xact_lock(${sql.lit(GUESS_LOCK_CLASS)}, hashtext(${email}))`.execute(
          trx,
        );
        return spend(trx);
      });
    },

    /**
     * Marks the code (and so its link) used, handing back the try the right code spent: it was
     * not a wrong guess. False when another request used it first (a code works once).
     */
    async consumeWithCode(id: string, now: Date): Promise<boolean> {
      const result = await db
        .updateTable('login_codes')
        .set((eb) => ({ consumed_at: nowIso(now), attempts: eb('attempts', '-', 1) }))
        .where('id', '=', id)
        .where('consumed_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /**
     * Uses a sign-in link (and so its code) while it is valid, in one statement, so a link works
     * once; the e-mail it logs in, or undefined.
     */
    async consumeWithLink(linkHash: string, now: Date): Promise<string | undefined> {
      const row = await db
        .updateTable('login_codes')
        .set({ consumed_at: nowIso(now) })
        .where('link_hash', '=', linkHash)
        .where('consumed_at', 'is', null)
        .where('expires_at', '>', nowIso(now))
        .where('mailed', '=', 1)
        .returning('email')
        .executeTakeFirst();
      return row?.email;
    },

    /**
     * Housekeeping: the e-mail's codes made before `before` are of no use to anyone. The caller
     * keeps at least the wrong-guess window, which is counted from these rows.
     */
    async deleteOlderThan(email: string, before: Date): Promise<void> {
      await db
        .deleteFrom('login_codes')
        .where('email', '=', email)
        .where('created_at', '<', nowIso(before))
        .execute();
    },
  };
}
