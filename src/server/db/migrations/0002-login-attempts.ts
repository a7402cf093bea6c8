import type { Kysely } from 'kysely';

// Forward-only: never edit this file once landed; add a new migration instead.
// Login hardening: a login code belongs to the browser that asked for it (`attempt_hash`), its
// sending limits are counted per e-mail and client address (`client_hash`), and every login
// e-mail carries a one-click sign-in link (`link_hash`). Only keyed hashes are stored. Rows made
// before this migration keep nulls: their codes simply no longer match any browser, and they are
// at most ten minutes from useless anyway.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the current schema type
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  // One column per statement: SQLite adds only one at a time.
  await db.schema.alterTable('login_codes').addColumn('attempt_hash', 'text').execute();
  await db.schema.alterTable('login_codes').addColumn('client_hash', 'text').execute();
  await db.schema.alterTable('login_codes').addColumn('link_hash', 'text').execute();
  // The newest code of (e-mail, browser), looked up at every check.
  await db.schema
    .createIndex('login_codes_email_attempt_created')
    .on('login_codes')
    .columns(['email', 'attempt_hash', 'created_at'])
    .execute();
  // The resend wait and hourly allowance of (e-mail, address).
  await db.schema
    .createIndex('login_codes_email_client_created')
    .on('login_codes')
    .columns(['email', 'client_hash', 'created_at'])
    .execute();
  // A sign-in link is found by its token's hash; nulls (old rows) do not collide.
  await db.schema
    .createIndex('login_codes_link_hash')
    .on('login_codes')
    .column('link_hash')
    .unique()
    .execute();
}
