import type { Kysely, Selectable } from 'kysely';
import type { Locale } from '@shared/i18n/locales';
import { DEFAULT_LOCALE, isLocale } from '@shared/i18n/locales';
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
     * flow), with the role the configuration gives, the time of this login and the language it
     * was made in.
     */
    async upsertOnLogin(
      email: string,
      role: UserRole,
      locale: Locale,
      now: Date,
    ): Promise<UserRow> {
      const at = nowIso(now);
      await db
        .insertInto('users')
        .values({ id: randomId(16), email, role, locale, created_at: at, last_login_at: at })
        .onConflict((oc) => oc.column('email').doUpdateSet({ role, locale, last_login_at: at }))
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

    /** Keeps the language the user now reads the site in (nothing written when it is the same). */
    async setLocale(id: string, locale: Locale): Promise<void> {
      await db
        .updateTable('users')
        .set({ locale })
        .where('id', '=', id)
        .where('locale', '<>', locale)
        .execute();
    },

    /** The language to write to a user in: theirs, or Malay for one unknown. */
    async localeOf(id: string | null): Promise<Locale> {
      if (id === null) return DEFAULT_LOCALE;
      const row = await db
        .selectFrom('users')
        .select('locale')
        .where('id', '=', id)
        .executeTakeFirst();
      return isLocale(row?.locale) ? row.locale : DEFAULT_LOCALE;
    },
  };
}
