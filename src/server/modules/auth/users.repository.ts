import type { Kysely, Selectable } from 'kysely';
import type { UserRole } from '@shared/schemas/auth';
import type { Database, UsersTable } from '../../db/schema';
import { nowIso } from '../../lib/clock';
import { randomId } from '../../lib/ids';

export type UserRow = Selectable<UsersTable>;

export function usersRepository(db: Kysely<Database>) {
  return {
    async findByEmail(email: string): Promise<UserRow | undefined> {
      return db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
    },

    /**
     * The user of a verified login: created on the first one (registration and login are one
     * flow), with the role the configuration gives, and the time of this login.
     */
    async upsertOnLogin(email: string, role: UserRole, now: Date): Promise<UserRow> {
      const at = nowIso(now);
      await db
        .insertInto('users')
        .values({ id: randomId(16), email, role, created_at: at, last_login_at: at })
        .onConflict((oc) => oc.column('email').doUpdateSet({ role, last_login_at: at }))
        .execute();
      return db
        .selectFrom('users')
        .selectAll()
        .where('email', '=', email)
        .executeTakeFirstOrThrow();
    },

    async setRole(id: string, role: UserRole): Promise<void> {
      await db.updateTable('users').set({ role }).where('id', '=', id).execute();
    },
  };
}
