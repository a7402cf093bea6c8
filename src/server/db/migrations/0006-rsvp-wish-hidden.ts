import type { Kysely } from 'kysely';

// Forward-only: never edit this file once landed; add a new migration instead.
// The owner can hide a wish from the public card (and show it
// again); the RSVP and its wish stay in the owner's list.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the current schema type
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('rsvps')
    .addColumn('wish_hidden', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}
