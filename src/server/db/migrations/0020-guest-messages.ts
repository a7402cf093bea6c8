import type { Kysely } from 'kysely';

// Forward-only: never edit this file once landed; add a new migration instead.
// The messages that follow an invitation: the reminder the day before a majlis (one send per
// party and majlis, its last time kept) and the thank-you after the wedding (its time on the
// party), with the couple's own template for each beside the invitation's (null: the Malay
// default).

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the current schema type
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  // One column per statement: SQLite adds only one at a time.
  await db.schema
    .alterTable('guest_list_settings')
    .addColumn('day_before_template', 'text')
    .execute();
  await db.schema.alterTable('guest_list_settings').addColumn('thanks_template', 'text').execute();
  await db.schema.alterTable('guest_parties').addColumn('thanked_at', 'text').execute();

  await db.schema
    .createTable('guest_party_day_before')
    .addColumn('party_id', 'text', (c) =>
      c.notNull().references('guest_parties.id').onDelete('cascade'),
    )
    .addColumn('card_id', 'text', (c) => c.notNull().references('cards.id').onDelete('cascade'))
    .addColumn('majlis_id', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('guest_party_day_before_pk', ['party_id', 'majlis_id'])
    .execute();
  await db.schema
    .createIndex('guest_party_day_before_card')
    .on('guest_party_day_before')
    .column('card_id')
    .execute();
}
