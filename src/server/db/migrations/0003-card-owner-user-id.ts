import type { Kysely } from 'kysely';
import { sql } from 'kysely';

// Forward-only: never edit this file once landed; add a new migration instead.
// One key for who owns a card: `cards.user_id`. Cards published before it was the key (their
// owner was matched by `client_email`) are given the user of that e-mail.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the current schema type
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await sql`
    update cards
    set user_id = (select users.id from users where users.email = lower(cards.client_email))
    where user_id is null and client_email <> ''
  `.execute(db);
}
