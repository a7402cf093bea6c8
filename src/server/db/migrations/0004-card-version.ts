import type { Kysely } from 'kysely';

// Forward-only: never edit this file once landed; add a new migration instead.
// Every saved change of a card raises its version: an update names the version it started from,
// so two tabs or two phones editing one card never overwrite each other silently (409).

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the current schema type
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('cards')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
}
