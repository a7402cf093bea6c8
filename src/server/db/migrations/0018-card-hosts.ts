import type { Kysely } from 'kysely';
import { sql } from 'kysely';

// Forward-only: never edit this file once landed; add a new migration instead.
// Co-hosts: the owner asks family to help with a card by e-mail, each with a name they are known
// by and a role, `pengurus` (the guest list, RSVPs, the door, wishes, sending) or `penyambut`
// (the door only). The invitation is matched to a user when they log in with that e-mail. A
// removed co-host keeps their row (removed_at), so what they did still says who did it; one
// live invitation per card and e-mail.
//
// Every write a co-host makes says who made it: the co-host's row on the party they added or
// changed and sent, on an answer recorded by hand, on a check-in, on a wish hidden or shown.
// The owner's writes leave it null.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the current schema type
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('card_hosts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('card_id', 'text', (c) => c.notNull().references('cards.id').onDelete('cascade'))
    /** Lowercased, as logins are. */
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    /** `pengurus` or `penyambut`. */
    .addColumn('role', 'text', (c) => c.notNull())
    /** The user who logged in with the e-mail; null until they first do. */
    .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('invited_by_user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('removed_at', 'text')
    .execute();
  await sql`create unique index card_hosts_live_email on card_hosts (card_id, email)
    where removed_at is null`.execute(db);
  // The guard's look-up: the live co-host rows of a user or an e-mail.
  await sql`create index card_hosts_user on card_hosts (user_id) where removed_at is null`.execute(
    db,
  );
  await sql`create index card_hosts_email on card_hosts (email) where removed_at is null`.execute(
    db,
  );

  // One column per statement: SQLite adds only one at a time.
  /** The co-host who added (or last changed) the party; null: the owner. */
  await db.schema.alterTable('guest_parties').addColumn('changed_by_host_id', 'text').execute();
  /** The co-host who marked its invitation (or reminder) sent; null: the owner. */
  await db.schema.alterTable('guest_parties').addColumn('sent_by_host_id', 'text').execute();
  /** The co-host who recorded or corrected the answer by hand; null: the guest or the owner. */
  await db.schema.alterTable('rsvps').addColumn('answered_by_host_id', 'text').execute();
  /** The co-host who last hid or showed the wish; null: the owner. */
  await db.schema.alterTable('rsvps').addColumn('wish_by_host_id', 'text').execute();
  /** The co-host who checked the guest in at this majlis; null: the owner or an usher link. */
  await db.schema
    .alterTable('rsvp_attendance')
    .addColumn('checked_in_by_host_id', 'text')
    .execute();
}
