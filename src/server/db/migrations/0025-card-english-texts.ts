import type { Kysely } from 'kysely';

// Forward-only: never edit this file once landed; add a new migration instead.
// The couple's own texts in English, for a card in both languages: the English versions of the
// card's heading, invitation title, parents' names, message and doa, as one JSON object (only
// those given). A majlis's English versions live in the majlis JSON itself. Cards made before
// this migration have none.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the current schema type
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('cards')
    .addColumn('english_texts', 'text', (c) => c.notNull().defaultTo('{}'))
    .execute();
}
