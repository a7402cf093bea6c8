import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import type { BillNotice } from './providers/payment-provider';
import { PaymentProviderError } from './providers/payment-provider';
import { paymentReceiptEmail } from '../../mail/payment-receipt-email';
import { usersRepository } from '../auth/users.repository';
import { cardsRepository } from '../cards/cards.repository';
import type { Withdrawn } from './card-sale';
import { releasePromoUse, settlePayment } from './card-sale';
import type { PaymentsDeps } from './payments-deps';
import type { PaymentRow, ProviderNotice } from './payments.repository';
import { paymentsRepository } from './payments.repository';

/**
 * What a provider's notice came to. `paid`: this notice settled the payment as the card's sale;
 * `refund_due`: it settled a payment for a card already sold (recorded, to be refunded);
 * `already_paid`: it had been settled (a replay, or the callback and the redirect racing);
 * `not_paid`: the provider says it did not go through; `unconfirmed`: a paid redirect the
 * provider could not confirm yet; the rest are refusals that change nothing.
 */
export type NoticeOutcome =
  | {
      kind: 'paid' | 'refund_due' | 'already_paid' | 'not_paid' | 'unconfirmed';
      payment: PaymentRow;
    }
  | { kind: 'unknown_bill' }
  | { kind: 'wrong_collection' | 'wrong_amount'; payment: PaymentRow };

/**
 * A verified notice (callback, redirect or a bill read back) settles the payment with one
 * conditional write, in one transaction with the card's activation, the promo's use and the
 * receipt queued for mailing, so a replay, or the callback and the redirect in either order,
 * change nothing the second time. The bill must be ours, of our collection, and of the amount we
 * asked. A redirect carries no amount: the bill is read back from the provider first.
 */
export async function applyNotice(
  deps: PaymentsDeps,
  received: BillNotice,
  now: Date,
): Promise<NoticeOutcome> {
  const payments = paymentsRepository(deps.db);
  const payment = await payments.findByProviderRef(deps.provider.name, received.ref);
  if (!payment) return { kind: 'unknown_bill' };

  let notice = received;
  if (notice.paid && notice.amountSen === undefined) {
    try {
      notice = await deps.provider.readBill(received.ref);
    } catch (error) {
      deps.log.warn({ payment: payment.id, err: providerReason(error) }, 'bill not confirmed');
      return { kind: 'unconfirmed', payment };
    }
  }
  if (notice.collectionId !== undefined && notice.collectionId !== deps.provider.collectionId) {
    await payments.keepNotice(payment.id, notice.fields, now);
    deps.log.warn({ payment: payment.id }, 'payment notice for another collection');
    return { kind: 'wrong_collection', payment };
  }
  if (!notice.paid) {
    if (notice.amountSen === undefined || notice.amountSen === payment.amount_sen) {
      await markNotPaid(deps, payment, notice.fields, now);
    }
    return { kind: 'not_paid', payment };
  }
  if (notice.amountSen !== payment.amount_sen) {
    await payments.keepNotice(payment.id, notice.fields, now);
    deps.log.warn(
      { payment: payment.id, asked: payment.amount_sen, notice: notice.amountSen },
      'payment notice of another amount',
    );
    return { kind: 'wrong_amount', payment };
  }

  const settled = await settle(deps, payment, notice.fields, now);
  if (settled.kind === 'already_paid') return { kind: 'already_paid', payment };
  if (settled.kind === 'refund') {
    deps.log.warn(
      { payment: payment.id, card: payment.card_id },
      'payment for a card already sold: refund due',
    );
  } else {
    deps.log.info({ payment: payment.id, card: payment.card_id }, 'payment confirmed');
  }
  if (settled.mailId) await deps.outbox.send(settled.mailId);
  await deleteWithdrawnBills(deps, settled.withdrawn, now);
  return { kind: settled.kind === 'sale' ? 'paid' : 'refund_due', payment };
}

/** The settling transaction, with its receipt queued; tried again if another took the sale. */
async function settle(deps: PaymentsDeps, payment: PaymentRow, notice: ProviderNotice, now: Date) {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await deps.db.transaction().execute(async (trx) => {
        const settled = await settlePayment(trx, payment, notice, now);
        if (settled.kind === 'already_paid') return settled;
        const mailId = await queueReceipt(deps, trx, payment, settled.kind === 'refund', now);
        return { ...settled, mailId };
      });
    } catch (error) {
      // Two notices of one card's bills at once: the database let one be the sale; the other
      // is settled again and becomes a refund.
      if (!isUniqueViolation(error) || attempt >= 2) throw error;
    }
  }
}

/** The provider says the bill was not paid: the attempt failed and its promo use is free. */
async function markNotPaid(
  deps: PaymentsDeps,
  payment: PaymentRow,
  notice: ProviderNotice,
  now: Date,
): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    if (await paymentsRepository(trx).markFailed(payment.id, notice, now)) {
      await releasePromoUse(trx, payment);
    }
  });
}

/** Queues the payer's receipt in the settling transaction (once per payment). */
async function queueReceipt(
  deps: PaymentsDeps,
  trx: Kysely<Database>,
  payment: PaymentRow,
  extra: boolean,
  now: Date,
): Promise<string | null> {
  const to = payment.payer_email;
  if (!to) return null;
  const card = await cardsRepository(trx).findById(payment.card_id);
  if (!card) return null;
  const message = paymentReceiptEmail(
    {
      to,
      payerName: payment.payer_name ?? card.client_name,
      couple: `${card.groom_name} & ${card.bride_name}`,
      cardId: card.id,
      amountSen: payment.amount_sen,
      discountSen: payment.discount_sen,
      reference: payment.provider_ref ?? payment.id,
      paidAt: now,
      extra,
      // Only the owner pays: the receipt is in the language they read the site in.
      locale: await usersRepository(trx).localeOf(payment.user_id),
    },
    deps.publicUrl,
  );
  return deps.outbox.enqueue(
    trx,
    {
      kind: extra ? 'extra_payment' : 'payment_receipt',
      dedupeKey: `receipt:${payment.id}`,
      paymentId: payment.id,
      message,
    },
    now,
  );
}

/**
 * Deletes withdrawn bills at the provider, so nobody can pay them. A refusal is read back: a
 * bill paid meanwhile is settled (a refund, or the sale if the card had none), one deleted or
 * unknown is done, and one still due (the provider was down) is tried again by the
 * reconciliation. Returns how many are done with.
 */
export async function deleteWithdrawnBills(
  deps: PaymentsDeps,
  withdrawn: Withdrawn,
  now: Date,
): Promise<number> {
  let done = 0;
  for (const payment of withdrawn) {
    if (payment.provider !== deps.provider.name || !payment.provider_ref) continue;
    if (await deleteBill(deps, payment, payment.provider_ref, now)) done += 1;
  }
  return done;
}

async function deleteBill(
  deps: PaymentsDeps,
  payment: PaymentRow,
  ref: string,
  now: Date,
): Promise<boolean> {
  const payments = paymentsRepository(deps.db);
  try {
    await deps.provider.deleteBill(ref);
    await payments.markBillDeleted(payment.id, now);
    return true;
  } catch (refusal) {
    let bill: BillNotice;
    try {
      bill = await deps.provider.readBill(ref);
    } catch (error) {
      if (error instanceof PaymentProviderError && error.status === 404) {
        await payments.markBillDeleted(payment.id, now);
        return true;
      }
      deps.log.warn({ payment: payment.id, err: providerReason(refusal) }, 'bill not deleted');
      return false;
    }
    if (bill.paid) {
      await applyNotice(deps, bill, now);
      return true;
    }
    if (bill.state === 'due') {
      deps.log.warn({ payment: payment.id, err: providerReason(refusal) }, 'bill not deleted');
      return false;
    }
    await payments.markBillDeleted(payment.id, now);
    return true;
  }
}

/** What went wrong, without anything the error may carry (requests hold keys). */
export function providerReason(error: unknown): string {
  if (error instanceof PaymentProviderError) return error.message;
  return error instanceof Error ? error.name : 'unknown';
}
