import type { Kysely } from 'kysely';

// Forward-only: never edit this file once landed; add a new migration instead.
// The card's language, the couple's choice: the words guests read on the card are Malay ('ms'),
// English ('en'), or both ('both', Malay first with the English beneath). Cards made before
// this migration stay in Malay.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the current schema type
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('cards')
    .addColumn('language', 'text', (c) => c.notNull().defaultTo('ms'))
    .execute();
}
