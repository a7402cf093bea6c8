import type { Kysely } from 'kysely';
import { sql } from 'kysely';

// Forward-only: never edit this file once landed; add a new migration instead.
// Checkout and payments: a payments row is one attempt to pay for a card, with the
// provider's bill, what was asked, who asked, and what the provider said. The provider's bill is
// ours once only (unique per provider), and a card has at most one attempt waiting at a time, so
// two checkouts of one card at once share one bill and can be paid only once.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the current schema type
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  // One column per statement: SQLite adds only one at a time.
  await db.schema.alterTable('payments').addColumn('user_id', 'text').execute();
  await db.schema
    .alterTable('payments')
    .addColumn('price_sen', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('payments')
    .addColumn('discount_sen', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('payments').addColumn('payer_name', 'text').execute();
  await db.schema.alterTable('payments').addColumn('payer_email', 'text').execute();
  await db.schema.alterTable('payments').addColumn('payer_mobile', 'text').execute();
  /** The provider's page where the owner pays this bill. */
  await db.schema.alterTable('payments').addColumn('pay_url', 'text').execute();
  await db.schema.alterTable('payments').addColumn('paid_at', 'text').execute();
  /** When the provider was last asked about this bill (reconciliation). */
  await db.schema.alterTable('payments').addColumn('checked_at', 'text').execute();
  /** The provider's last verified notice, as JSON, its signature left out (audit). */
  await db.schema.alterTable('payments').addColumn('provider_notice', 'text').execute();
  await db.schema.alterTable('payments').addColumn('receipt_sent_at', 'text').execute();

  // Rows from before: the owner is the card's, a paid row was paid when it was made.
  await sql`update payments set user_id = (select cards.user_id from cards where cards.id = payments.card_id)`.execute(
    db,
  );
  await sql`update payments set paid_at = created_at where status = 'paid'`.execute(db);

  // A provider's bill belongs to one payment (promo and free rows have no reference: nulls
  // never collide).
  await db.schema
    .createIndex('payments_provider_ref')
    .on('payments')
    .columns(['provider', 'provider_ref'])
    .unique()
    .execute();
  // At most one attempt of a card waits for payment at a time.
  await db.schema
    .createIndex('payments_one_pending_per_card')
    .on('payments')
    .column('card_id')
    .unique()
    .where(sql.ref('status'), '=', 'pending')
    .execute();
  // Reconciliation reads the pending attempts by age.
  await db.schema
    .createIndex('payments_status_created')
    .on('payments')
    .columns(['status', 'created_at'])
    .execute();
}
