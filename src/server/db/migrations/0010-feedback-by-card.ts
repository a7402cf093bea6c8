import type { Kysely } from 'kysely';

// Forward-only: never edit this file once landed; add a new migration instead.
// Owners leave one entry per card (editable afterwards) once the card is
// active, and staff may hide an entry. The spec's old rows (no card) keep card_id and user_id null;
// a unique index on a nullable column lets any number of them stay, on SQLite and PostgreSQL alike.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the current schema type
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  // SQLite adds one column per ALTER TABLE.
  await db.schema.alterTable('feedback').addColumn('card_id', 'text').execute();
  await db.schema.alterTable('feedback').addColumn('user_id', 'text').execute();
  await db.schema
    .alterTable('feedback')
    .addColumn('hidden', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('feedback').addColumn('updated_at', 'text').execute();
  await db.schema
    .createIndex('feedback_card_id_unique')
    .unique()
    .on('feedback')
    .column('card_id')
    .execute();
  // The public list: newest first, by rating.
  await db.schema
    .createIndex('feedback_public_list')
    .on('feedback')
    .columns(['hidden', 'rating', 'created_at'])
    .execute();
}
