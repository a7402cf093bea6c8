import type { Kysely } from 'kysely';

// Forward-only: never edit this file once landed; add a new migration instead.
// The staff console's card tools: staff may extend a card's trial.
// `trial_ends_at` (ISO-8601 UTC text) replaces "created_at + 1 hour" when set; null keeps the
// one-hour rule. Audit rows are read newest first, by card and by staff.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the current schema type
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('cards').addColumn('trial_ends_at', 'text').execute();
  await db.schema
    .createIndex('audit_log_card_created')
    .ifNotExists()
    .on('audit_log')
    .columns(['card_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('audit_log_actor_created')
    .ifNotExists()
    .on('audit_log')
    .columns(['actor_email', 'created_at'])
    .execute();
}
