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
  /** `reserved` when a waiting bill holds a use of its code; `counted` for a paid one. */
  promoUse?: PaymentsTable['promo_use'];
  payer?: { name: string; email: string; mobile: string };
}

/** A change of state, with what the provider said (its signature left out), for audit. */
export type ProviderNotice = Record<string, string>;

/** A payment with its card's couple and its owner's e-mail, for staff's refunds list. */
function refundRows(db: Kysely<Database>) {
  return db
    .selectFrom('payments')
    .leftJoin('cards', 'cards.id', 'payments.card_id')
    .leftJoin('users', 'users.id', 'payments.user_id')
    .selectAll('payments')
    .select(['cards.groom_name', 'cards.bride_name', 'users.email as owner_email']);
}
export type RefundRow = NonNullable<
  Awaited<ReturnType<ReturnType<typeof refundRows>['executeTakeFirst']>>
>;

async function countRefunds(db: Kysely<Database>, status: 'due' | 'refunded'): Promise<number> {
  const row = await db
    .selectFrom('payments')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('refund_status', '=', status)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Payment attempts of cards (pass a transaction's `trx` to write inside it). */
export function paymentsRepository(db: Kysely<Database>) {
  return {
    async insert(payment: NewPayment, now: Date): Promise<string> {
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
          promo_use: payment.promoCode ? (payment.promoUse ?? null) : null,
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
     * The one conditional write that settles a payment: anything not yet paid becomes paid,
     * as the card's sale or (`refund`) as money owed back. True when this call did it; false
     * when it was paid already (a replay, or the callback and the redirect racing), so
     * whatever follows a payment happens once.
     */
    async markPaid(
      id: string,
      notice: ProviderNotice,
      now: Date,
      { refund }: { refund: boolean },
    ): Promise<boolean> {
      const at = nowIso(now);
      const result = await db
        .updateTable('payments')
        .set({
          status: 'paid',
          paid_at: at,
          updated_at: at,
          provider_notice: JSON.stringify(notice),
          refund_status: refund ? 'due' : null,
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

    /** True when the card has its sale: a paid row that is not money owed back. */
    async hasSale(cardId: string): Promise<boolean> {
      const row = await db
        .selectFrom('payments')
        .select('id')
        .where('card_id', '=', cardId)
        .where('status', '=', 'paid')
        .where('refund_status', 'is', null)
        .executeTakeFirst();
      return row !== undefined;
    },

    /**
     * The card's bills that can still be paid: the one waiting, and failed ones (a failed
     * payment leaves its bill payable at the provider) not withdrawn yet.
     */
    openAttempts(cardId: string): Promise<PaymentRow[]> {
      return db
        .selectFrom('payments')
        .selectAll()
        .where('card_id', '=', cardId)
        .where((eb) =>
          eb.or([
            eb('status', '=', 'pending'),
            eb.and([eb('status', '=', 'failed'), eb('provider_ref', 'is not', null)]),
          ]),
        )
        .where('bill_deleted_at', 'is', null)
        .execute();
    },

    /** Withdraws an attempt (its bill is to be deleted at the provider); true when it did. */
    async cancel(id: string, now: Date): Promise<boolean> {
      const result = await db
        .updateTable('payments')
        .set({ status: 'cancelled', updated_at: nowIso(now) })
        .where('id', '=', id)
        .where('status', 'in', ['pending', 'failed'])
        .executeTakeFirst();
      return result.numUpdatedRows === 1n;
    },

    /** Withdrawn bills the provider has not yet confirmed deleted, oldest first. */
    billsToDelete(limit: number): Promise<PaymentRow[]> {
      return db
        .selectFrom('payments')
        .selectAll()
        .where('status', '=', 'cancelled')
        .where('provider_ref', 'is not', null)
        .where('bill_deleted_at', 'is', null)
        .orderBy('updated_at')
        .limit(limit)
        .execute();
    },

    async markBillDeleted(id: string, now: Date): Promise<void> {
      await db
        .updateTable('payments')
        .set({ bill_deleted_at: nowIso(now) })
        .where('id', '=', id)
        .execute();
    },

    /**
     * Attempts to withdraw for their age: waiting bills made before `madeBefore` (and failed
     * ones still payable), and attempts that never got their bill by `billBefore` (the server
     * stopped between saving the attempt and the provider's answer).
     */
    staleAttempts(madeBefore: Date, billBefore: Date, limit: number): Promise<PaymentRow[]> {
      return db
        .selectFrom('payments')
        .selectAll()
        .where((eb) =>
          eb.or([
            eb.and([
              eb('status', 'in', ['pending', 'failed']),
              eb('provider_ref', 'is not', null),
              eb('created_at', '<=', nowIso(madeBefore)),
            ]),
            eb.and([
              eb('status', '=', 'pending'),
              eb('provider_ref', 'is', null),
              eb('created_at', '<=', nowIso(billBefore)),
            ]),
          ]),
        )
        .where('bill_deleted_at', 'is', null)
        .orderBy('created_at')
        .limit(limit)
        .execute();
    },

    /**
     * Gives back the code's use a bill held (it was withdrawn, failed, or paid as a refund):
     * true when this call did, so the code's count goes down once.
     */
    async releasePromoUse(id: string): Promise<boolean> {
      const result = await db
        .updateTable('payments')
        .set({ promo_use: 'released' })
        .where('id', '=', id)
        .where('promo_use', '=', 'reserved')
        .executeTakeFirst();
      return result.numUpdatedRows === 1n;
    },

    /**
     * The code's use counts for good (the payment is the card's sale). What it was before:
     * `reserved` (already in the code's count) or anything else (to be added to it).
     */
    async countPromoUse(id: string): Promise<'was_reserved' | 'was_not' | 'counted_before'> {
      const held = await db
        .updateTable('payments')
        .set({ promo_use: 'counted' })
        .where('id', '=', id)
        .where('promo_use', '=', 'reserved')
        .executeTakeFirst();
      if (held.numUpdatedRows === 1n) return 'was_reserved';
      const other = await db
        .updateTable('payments')
        .set({ promo_use: 'counted' })
        .where('id', '=', id)
        .where((eb) => eb.or([eb('promo_use', 'is', null), eb('promo_use', '=', 'released')]))
        .executeTakeFirst();
      return other.numUpdatedRows === 1n ? 'was_not' : 'counted_before';
    },

    /** Payments owed back (`due`) or given back (`refunded`), newest first, one page. */
    async refunds(status: 'due' | 'refunded', page: number, pageSize: number) {
      const [rows, total, due] = await Promise.all([
        refundRows(db)
          .where('payments.refund_status', '=', status)
          .orderBy('payments.paid_at', 'desc')
          .orderBy('payments.id', 'desc')
          .limit(pageSize)
          .offset((page - 1) * pageSize)
          .execute(),
        countRefunds(db, status),
        status === 'due' ? undefined : countRefunds(db, 'due'),
      ]);
      return { rows, total, dueCount: due ?? total };
    },

    /** One payment as the refunds list shows it (whatever its refund status). */
    findRefund(id: string) {
      return refundRows(db).where('payments.id', '=', id).executeTakeFirst();
    },

    /** Staff gave the money back: true when this call recorded it (once). */
    async markRefunded(id: string, by: string, now: Date): Promise<boolean> {
      const at = nowIso(now);
      const result = await db
        .updateTable('payments')
        .set({ refund_status: 'refunded', refunded_at: at, refunded_by: by, updated_at: at })
        .where('id', '=', id)
        .where('refund_status', '=', 'due')
        .executeTakeFirst();
      return result.numUpdatedRows === 1n;
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
     * callback must not leave a paid card inactive. Failed and cancelled bills too, until the
     * provider confirms them deleted: a failed attempt leaves its bill payable, a withdrawn one
     * may have been paid before it was deleted, a late payment of one is still money received,
     * and its callback is as easily lost. Bills older than `maxAgeMs` are left alone.
     */
    dueForCheck(now: Date, minAgeMs: number, maxAgeMs: number, limit: number) {
      const before = nowIso(new Date(now.getTime() - minAgeMs));
      const after = nowIso(new Date(now.getTime() - maxAgeMs));
      return db
        .selectFrom('payments')
        .selectAll()
        .where('status', 'in', ['pending', 'failed', 'cancelled'])
        .where('provider_ref', 'is not', null)
        .where('bill_deleted_at', 'is', null)
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
