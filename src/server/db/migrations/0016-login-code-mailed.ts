import type { Kysely } from 'kysely';

// Forward-only: never edit this file once landed; add a new migration instead.
// Login mail cap: an e-mail is sent a limited number of login mails a day. A code request over
// that cap is still recorded (so the resend wait and the hourly allowance run exactly as for any
// other request, and the reply gives nothing away) but marked as not mailed: it is never the
// browser's code to check, and it does not count towards the cap. Rows made before this
// migration were all mailed.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the current schema type
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('login_codes')
    .addColumn('mailed', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
}
