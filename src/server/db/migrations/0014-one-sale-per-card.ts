import type { Kysely } from 'kysely';
import { sql } from 'kysely';

// Forward-only: never edit this file once landed; add a new migration instead.
// A card is sold once. The paid row that activated a card is its sale; money that arrives for a
// card already sold (a superseded bill paid anyway, a bill paid after a promo made the card
// free) is recorded, flagged as a refund staff owe, and never activates anything again. The
// database itself keeps one sale per card. A discounted bill holds one use of its promo code
// while it can be paid; the bills we withdraw are deleted at the provider. Mail that follows a
// committed change (receipts) waits in an outbox table until it is sent.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the current schema type
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  // One column per statement: SQLite adds only one at a time.
  /** null: not a refund; `due`: money to give back; `refunded`: staff gave it back. */
  await db.schema.alterTable('payments').addColumn('refund_status', 'text').execute();
  await db.schema.alterTable('payments').addColumn('refunded_at', 'text').execute();
  /** The staff member who marked it refunded (their e-mail, as the audit log keeps it). */
  await db.schema.alterTable('payments').addColumn('refunded_by', 'text').execute();
  /** `reserved` (the bill holds a use of its code), `released`, or `counted` (paid). */
  await db.schema.alterTable('payments').addColumn('promo_use', 'text').execute();
  /** When the provider confirmed a withdrawn (cancelled) bill can no longer be paid. */
  await db.schema.alterTable('payments').addColumn('bill_deleted_at', 'text').execute();

  // Rows from before: a paid code was counted when it was paid; no waiting bill held a use.
  await sql`update payments set promo_use = case when status = 'paid' then 'counted' else 'released' end
    where promo_code is not null`.execute(db);
  // A card paid twice before this rule: its first payment is the sale, the others are owed back.
  await sql`update payments set refund_status = 'due'
    where status = 'paid' and exists (
      select 1 from payments earlier
      where earlier.card_id = payments.card_id and earlier.status = 'paid' and (
        coalesce(earlier.paid_at, earlier.created_at) < coalesce(payments.paid_at, payments.created_at)
        or (coalesce(earlier.paid_at, earlier.created_at) = coalesce(payments.paid_at, payments.created_at)
            and earlier.id < payments.id)))`.execute(db);

  // One sale per card: a second notice settling another bill of the card at the same moment
  // fails here and is recorded as a refund instead.
  await sql`create unique index payments_one_sale_per_card on payments (card_id)
    where status = 'paid' and refund_status is null`.execute(db);
  // Staff's list of payments to refund.
  await sql`create index payments_refund_status on payments (refund_status, paid_at)
    where refund_status is not null`.execute(db);

  await db.schema
    .createTable('mail_outbox')
    .addColumn('id', 'text', (c) => c.primaryKey())
    /** What the mail is (`payment_receipt`, `extra_payment`), for logs and metrics. */
    .addColumn('kind', 'text', (c) => c.notNull())
    /** One mail per event: enqueuing the same key again changes nothing. */
    .addColumn('dedupe_key', 'text', (c) => c.notNull().unique())
    .addColumn('payment_id', 'text', (c) => c.references('payments.id').onDelete('cascade'))
    .addColumn('to_address', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('text_body', 'text', (c) => c.notNull())
    .addColumn('html_body', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text', (c) => c.notNull())
    /** A sender took it until then (another instance leaves it alone meanwhile). */
    .addColumn('locked_until', 'text')
    .addColumn('last_error', 'text')
    .addColumn('sent_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await sql`create index mail_outbox_due on mail_outbox (next_attempt_at)
    where sent_at is null`.execute(db);
}
