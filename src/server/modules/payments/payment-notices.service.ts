import type { BillNotice } from '../../payments/payment-provider';
import { PaymentProviderError } from '../../payments/payment-provider';
import { paymentReceiptEmail } from '../../mail/payment-receipt-email';
import { maskEmail } from '../../mail/mailer';
import { cardsRepository } from '../cards/cards.repository';
import { promoCodesRepository } from '../promo-codes/promo-codes.repository';
import type { PaymentsDeps } from './payments-deps';
import type { PaymentRow } from './payments.repository';
import { paymentsRepository } from './payments.repository';

/**
 * What a provider's notice came to. `paid`: this notice settled the payment and activated the
 * card; `already_paid`: it had been (a replay, or the callback and the redirect racing);
 * `not_paid`: the provider says it did not go through; `unconfirmed`: a paid redirect the
 * provider could not confirm yet; the rest are refusals that change nothing.
 */
export type NoticeOutcome =
  | { kind: 'paid' | 'already_paid' | 'not_paid' | 'unconfirmed'; payment: PaymentRow }
  | { kind: 'unknown_bill' }
  | { kind: 'wrong_collection' | 'wrong_amount'; payment: PaymentRow };

/** After this long a waiting bill is read back from the provider (a callback may be lost). */
export const RECONCILE_AFTER_MS = 10 * 60_000;
/** Bills older than this are no longer asked about. */
export const RECONCILE_UNTIL_MS = 3 * 24 * 3600_000;

/**
 * DESIGN.md item 9 and issue 13: a verified notice (callback, redirect or a bill read back)
 * settles the payment with one conditional write, in one transaction with the card's activation
 * and the promo claim, so a replay, or the callback and the redirect in either order, change
 * nothing the second time. The bill must be ours, of our collection, and of the amount we
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
      await payments.markFailed(payment.id, notice.fields, now);
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

  const settled = await deps.db.transaction().execute(async (trx) => {
    if (!(await paymentsRepository(trx).markPaid(payment.id, notice.fields, now))) return false;
    await cardsRepository(trx).activate(payment.card_id, now);
    if (payment.promo_code) await promoCodesRepository(trx).countClaim(payment.promo_code);
    return true;
  });
  if (!settled) return { kind: 'already_paid', payment };
  deps.log.info({ payment: payment.id, card: payment.card_id }, 'payment confirmed');
  await sendReceipt(deps, payment, now);
  return { kind: 'paid', payment };
}

/** Mails the receipt once; a mail failure is logged and never undoes the payment. */
async function sendReceipt(deps: PaymentsDeps, payment: PaymentRow, now: Date): Promise<void> {
  const to = payment.payer_email;
  if (!to) return;
  const card = await cardsRepository(deps.db).findById(payment.card_id);
  if (!card) return;
  try {
    await deps.mailer.send(
      paymentReceiptEmail(
        {
          to,
          payerName: payment.payer_name ?? card.client_name,
          couple: `${card.groom_name} & ${card.bride_name}`,
          cardId: card.id,
          amountSen: payment.amount_sen,
          discountSen: payment.discount_sen,
          reference: payment.provider_ref ?? payment.id,
          paidAt: now,
        },
        deps.publicUrl,
      ),
    );
    await paymentsRepository(deps.db).markReceiptSent(payment.id, now);
  } catch (error) {
    deps.log.error(
      { payment: payment.id, to: maskEmail(to), err: providerReason(error) },
      'receipt not sent',
    );
  }
}

/**
 * Reads back the bills not paid RECONCILE_AFTER_MS after they were made (waiting, failed or
 * superseded: see dueForCheck), so a lost callback (and a payer who closed the tab before the
 * redirect) still activates the card. Returns how many were settled.
 */
export async function reconcilePayments(deps: PaymentsDeps, now: Date, limit = 50) {
  const payments = paymentsRepository(deps.db);
  const due = await payments.dueForCheck(now, RECONCILE_AFTER_MS, RECONCILE_UNTIL_MS, limit);
  let settled = 0;
  for (const payment of due) {
    // Checked first, even another provider's bill: skipped rows must not fill every batch.
    await payments.markChecked(payment.id, now);
    if (payment.provider !== deps.provider.name || !payment.provider_ref) continue;
    try {
      const notice = await deps.provider.readBill(payment.provider_ref);
      if (!notice.paid) continue;
      const outcome = await applyNotice(deps, notice, now);
      if (outcome.kind === 'paid') settled += 1;
    } catch (error) {
      deps.log.warn({ payment: payment.id, err: providerReason(error) }, 'bill not read back');
    }
  }
  return { checked: due.length, settled };
}

/** What went wrong, without anything the error may carry (requests hold keys). */
function providerReason(error: unknown): string {
  if (error instanceof PaymentProviderError) return error.message;
  return error instanceof Error ? error.name : 'unknown';
}
