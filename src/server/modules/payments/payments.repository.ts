import type { Kysely, Selectable } from 'kysely';
import type { Database, PaymentsTable } from '../../db/schema';
import { nowIso } from '../../lib/clock';
import { randomId } from '../../lib/ids';

export type PaymentRow = Selectable<PaymentsTable>;

export interface NewPayment {
  cardId: string;
  /** The owner who checked out. */
  userId?: string | null;
  /** `promo` (a code took the total to zero), `free` (the price is zero), or a payment provider. */
  provider: string;
  providerRef?: string | null;
  /** What is asked of the payer, in sen: the price less the discount. */
  amountSen: number;
  priceSen?: number;
  discountSen?: number;
  promoCode?: string | null;
  status: PaymentsTable['status'];
  payer?: { name: string; email: string; mobile: string };
}

/** A change of state, with what the provider said (its signature left out), for audit. */
export type ProviderNotice = Record<string, string>;

/** Payment attempts of cards (pass a transaction's `trx` to write inside it). */
export function paymentsRepository(db: Kysely<Database>) {
  return {
    async insert(payment: NewPayment, now = new Date()): Promise<string> {
      const id = randomId(16);
      const at = nowIso(now);
      await db
        .insertInto('payments')
        .values({
          id,
          card_id: payment.cardId,
          user_id: payment.userId ?? null,
          provider: payment.provider,
          provider_ref: payment.providerRef ?? null,
          amount_sen: payment.amountSen,
          price_sen: payment.priceSen ?? payment.amountSen,
          discount_sen: payment.discountSen ?? 0,
          promo_code: payment.promoCode ?? null,
          status: payment.status,
          payer_name: payment.payer?.name ?? null,
          payer_email: payment.payer?.email ?? null,
          payer_mobile: payment.payer?.mobile ?? null,
          paid_at: payment.status === 'paid' ? at : null,
          created_at: at,
          updated_at: at,
        })
        .execute();
      return id;
    },

    findById(id: string): Promise<PaymentRow | undefined> {
      return db.selectFrom('payments').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** The card's attempt waiting for payment, if any (there is at most one). */
    findPending(cardId: string): Promise<PaymentRow | undefined> {
      return db
        .selectFrom('payments')
        .selectAll()
        .where('card_id', '=', cardId)
        .where('status', '=', 'pending')
        .executeTakeFirst();
    },

    findByProviderRef(provider: string, ref: string): Promise<PaymentRow | undefined> {
      return db
        .selectFrom('payments')
        .selectAll()
        .where('provider', '=', provider)
        .where('provider_ref', '=', ref)
        .executeTakeFirst();
    },

    /** A card's attempts, newest first. */
    listForCard(cardId: string): Promise<PaymentRow[]> {
      return db
        .selectFrom('payments')
        .selectAll()
        .where('card_id', '=', cardId)
        .orderBy('created_at', 'desc')
        .orderBy('id')
        .execute();
    },

    /** The provider made the bill: its id and its pay page. */
    async setBill(id: string, bill: { ref: string; url: string }, now: Date): Promise<void> {
      await db
        .updateTable('payments')
        .set({ provider_ref: bill.ref, pay_url: bill.url, updated_at: nowIso(now) })
        .where('id', '=', id)
        .execute();
    },

    /**
     * The one conditional write that settles a payment: anything not yet paid becomes paid.
     * True when this call did it; false when it was paid already (a replay, or the callback
     * and the redirect racing), so whatever follows a payment happens once.
     */
    async markPaid(id: string, notice: ProviderNotice, now: Date): Promise<boolean> {
      const at = nowIso(now);
      const result = await db
        .updateTable('payments')
        .set({
          status: 'paid',
          paid_at: at,
          updated_at: at,
          provider_notice: JSON.stringify(notice),
        })
        .where('id', '=', id)
        .where('status', '!=', 'paid')
        .executeTakeFirst();
      return result.numUpdatedRows === 1n;
    },

    /** A waiting attempt the provider says did not go through (or that could not be made). */
    async markFailed(id: string, notice: ProviderNotice, now: Date): Promise<boolean> {
      const result = await db
        .updateTable('payments')
        .set({ status: 'failed', updated_at: nowIso(now), provider_notice: JSON.stringify(notice) })
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      return result.numUpdatedRows === 1n;
    },

    /** A newer checkout (or a free activation) replaces the card's waiting attempt. */
    async cancelPending(cardId: string, now: Date): Promise<void> {
      await db
        .updateTable('payments')
        .set({ status: 'cancelled', updated_at: nowIso(now) })
        .where('card_id', '=', cardId)
        .where('status', '=', 'pending')
        .execute();
    },

    /** What a notice said that was not acted on (another amount or collection), for audit. */
    async keepNotice(id: string, notice: ProviderNotice, now: Date): Promise<void> {
      await db
        .updateTable('payments')
        .set({ provider_notice: JSON.stringify(notice), updated_at: nowIso(now) })
        .where('id', '=', id)
        .execute();
    },

    /**
     * Bills not paid `minAgeMs` after they were made and not asked about for as long: a lost
     * callback must not leave a paid card inactive. Failed and cancelled bills too: the provider
     * keeps them payable (a failed attempt leaves a Billplz bill due; a superseded bill is not
     * deleted), a late payment of one is still money received, and its callback is as easily
     * lost. Bills older than `maxAgeMs` are left alone (nobody pays a week-old bill).
     */
    dueForCheck(now: Date, minAgeMs: number, maxAgeMs: number, limit: number) {
      const before = nowIso(new Date(now.getTime() - minAgeMs));
      const after = nowIso(new Date(now.getTime() - maxAgeMs));
      return db
        .selectFrom('payments')
        .selectAll()
        .where('status', 'in', ['pending', 'failed', 'cancelled'])
        .where('provider_ref', 'is not', null)
        .where('created_at', '<=', before)
        .where('created_at', '>=', after)
        .where((eb) => eb.or([eb('checked_at', 'is', null), eb('checked_at', '<=', before)]))
        .orderBy('created_at')
        .limit(limit)
        .execute();
    },

    async markChecked(id: string, now: Date): Promise<void> {
      await db
        .updateTable('payments')
        .set({ checked_at: nowIso(now) })
        .where('id', '=', id)
        .execute();
    },

    async markReceiptSent(id: string, now: Date): Promise<void> {
      await db
        .updateTable('payments')
        .set({ receipt_sent_at: nowIso(now) })
        .where('id', '=', id)
        .execute();
    },
  };
}
