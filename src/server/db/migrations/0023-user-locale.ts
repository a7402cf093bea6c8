import type { Kysely } from 'kysely';

// Forward-only: never edit this file once landed; add a new migration instead.
// The language a user reads the site in (`ms` or `en`), kept from their last login or visit:
// mail that follows their act but leaves later (a payment's receipt, sent when the provider
// confirms it) is written in it. Everyone before this migration read Malay.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the current schema type
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('locale', 'text', (c) => c.notNull().defaultTo('ms'))
    .execute();
}
