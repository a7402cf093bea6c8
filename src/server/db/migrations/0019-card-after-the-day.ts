import type { Kysely } from 'kysely';

// Forward-only: never edit this file once landed; add a new migration instead.
// The card after the day: the couple's short thank-you note, shown on the card once the last
// majlis is over (null: none), and whether the public card stays up then ('keep') or is taken
// down ('down'). Cards made before this migration stay up, with no note.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the current schema type
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('cards').addColumn('thanks_note', 'text').execute();
  await db.schema
    .alterTable('cards')
    .addColumn('after_day', 'text', (c) => c.notNull().defaultTo('keep'))
    .execute();
}
