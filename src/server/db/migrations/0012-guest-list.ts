import type { Kysely } from 'kysely';

// Forward-only: never edit this file once landed; add a new migration instead.
// The guest list: a card's parties (one invitation each: a name, a phone kept in its
// international digits, how many guests it may bring, the owner's group and note), when each
// was sent its invitation and a reminder, when its personal link was first opened (the time
// only), and the RSVP that answered it. One phone is one party on a card. The owner's message
// templates are kept per card.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the current schema type
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('guest_parties')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('card_id', 'text', (c) => c.notNull().references('cards.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('allowance', 'integer', (c) => c.notNull())
    .addColumn('group_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    // Part of the personal link's signature: a new version revokes the old link.
    .addColumn('link_version', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sent_at', 'text')
    .addColumn('reminded_at', 'text')
    .addColumn('opened_at', 'text')
    .addColumn('rsvp_id', 'text', (c) => c.references('rsvps.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('guest_parties_card_phone')
    .on('guest_parties')
    .columns(['card_id', 'phone'])
    .unique()
    .execute();
  await db.schema
    .createIndex('guest_parties_card_name')
    .on('guest_parties')
    .columns(['card_id', 'name'])
    .execute();

  await db.schema
    .createTable('guest_list_settings')
    .addColumn('card_id', 'text', (c) => c.primaryKey().references('cards.id').onDelete('cascade'))
    .addColumn('invitation_template', 'text', (c) => c.notNull())
    .addColumn('reminder_template', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
}
