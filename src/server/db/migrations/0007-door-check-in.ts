import type { Kysely } from 'kysely';
import { sql } from 'kysely';

// Forward-only: never edit this file once landed; add a new migration instead.
// Every attending RSVP gets a pass (its token kept only as a
// keyed hash), check-ins keep their time, walk-ins are RSVPs made at the door (a phone's
// replay of the same walk-in is recognised by its client reference), and usher links let
// relatives check guests in for one card until the owner revokes them.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the current schema type
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('rsvps').addColumn('pass_hash', 'text').execute();
  await db.schema.alterTable('rsvps').addColumn('checked_in_at', 'text').execute();
  await db.schema
    .alterTable('rsvps')
    .addColumn('walk_in', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('rsvps').addColumn('client_ref', 'text').execute();
  // RSVPs checked in before this migration keep an unknown time: their RSVP's time stands in.
  await sql`update rsvps set checked_in_at = created_at where checked_in = 1`.execute(db);

  // A pass is found by its token's hash; nulls (RSVPs without a pass) never collide.
  await db.schema.createIndex('rsvps_pass_hash').on('rsvps').column('pass_hash').unique().execute();
  // One walk-in per phone tap, however often the phone sends it.
  await db.schema
    .createIndex('rsvps_card_client_ref')
    .on('rsvps')
    .columns(['card_id', 'client_ref'])
    .unique()
    .execute();
  // The door searches a card's guests by name.
  await db.schema.createIndex('rsvps_card_name').on('rsvps').columns(['card_id', 'name']).execute();

  await db.schema
    .createTable('ushers')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('card_id', 'text', (c) => c.notNull().references('cards.id').onDelete('cascade'))
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'text')
    .execute();
  await db.schema.createIndex('ushers_card').on('ushers').column('card_id').execute();
}
