import type { Kysely } from 'kysely';

// Forward-only: never edit this file once landed; add a new migration instead.
// The staff console's catalogue pages: promo codes staff can switch off (`disabled`;
// `valid` stays the number of uses allowed, `claimed` the uses so far), gift ideas and
// recommended items staff can hide without deleting (`hidden`), and when each was last changed.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the current schema type
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('promo_codes')
    .addColumn('disabled', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('promo_codes').addColumn('updated_at', 'text').execute();
  for (const table of ['gift_ideas', 'recommended_items'] as const) {
    await db.schema
      .alterTable(table)
      .addColumn('hidden', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema.alterTable(table).addColumn('updated_at', 'text').execute();
  }
}
