import type { Kysely } from 'kysely';
import type { UserRole } from '@shared/schemas/auth';
import type { Database } from '../../db/schema';
import { nowIso } from '../../lib/clock';
import { randomId } from '../../lib/ids';

/** A session row with the user it belongs to. */
export interface SessionWithUser {
  id: string;
  expires_at: string;
  last_seen_at: string;
  user_id: string;
  email: string;
  role: UserRole;
}

export function sessionsRepository(db: Kysely<Database>) {
  return {
    async create(userId: string, tokenHash: string, expiresAt: Date, now: Date) {
      const at = nowIso(now);
      await db
        .insertInto('sessions')
        .values({
          id: randomId(16),
          token_hash: tokenHash,
          user_id: userId,
          created_at: at,
          expires_at: nowIso(expiresAt),
          last_seen_at: at,
        })
        .execute();
    },

    async findByTokenHash(tokenHash: string): Promise<SessionWithUser | undefined> {
      return db
        .selectFrom('sessions')
        .innerJoin('users', 'users.id', 'sessions.user_id')
        .select([
          'sessions.id',
          'sessions.expires_at',
          'sessions.last_seen_at',
          'sessions.user_id',
          'users.email',
          'users.role',
        ])
        .where('sessions.token_hash', '=', tokenHash)
        .executeTakeFirst();
    },

    /** A session's time, by its id (no user: the caller only asks whether it still lives). */
    async findById(id: string): Promise<{ expires_at: string } | undefined> {
      return db.selectFrom('sessions').select('expires_at').where('id', '=', id).executeTakeFirst();
    },

    /** Sliding renewal: the session lives on for another full period from now. */
    async renew(id: string, expiresAt: Date, now: Date): Promise<void> {
      await db
        .updateTable('sessions')
        .set({ expires_at: nowIso(expiresAt), last_seen_at: nowIso(now) })
        .where('id', '=', id)
        .execute();
    },

    async deleteById(id: string): Promise<void> {
      await db.deleteFrom('sessions').where('id', '=', id).execute();
    },

    async deleteByTokenHash(tokenHash: string): Promise<void> {
      await db.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute();
    },

    /** "Log keluar semua peranti": every session of the user, on every device, ends. */
    async deleteAllOfUser(userId: string): Promise<void> {
      await db.deleteFrom('sessions').where('user_id', '=', userId).execute();
    },

    /** Housekeeping at each login: the user's sessions that ran out are removed. */
    async deleteExpiredOfUser(userId: string, now: Date): Promise<void> {
      await db
        .deleteFrom('sessions')
        .where('user_id', '=', userId)
        .where('expires_at', '<=', nowIso(now))
        .execute();
    },
  };
}
