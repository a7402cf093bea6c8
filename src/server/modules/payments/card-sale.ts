import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { conflict, said } from '../../http/errors';
import { malaysiaToday } from '../../lib/clock';
import { cardsRepository } from '../cards/cards.repository';
import { claimPromo } from '../promo-codes/promo-codes.service';
import { promoCodesRepository } from '../promo-codes/promo-codes.repository';
import type { NewPayment, PaymentRow, ProviderNotice } from './payments.repository';
import { paymentsRepository } from './payments.repository';

// A card is sold once. Its sale is the first payment confirmed for it (or the promo or zero
// price that made it free); whatever sells it runs here, inside one transaction that first
// takes the card's row (lockForSale), so two of them on one card take turns. Money that comes
// for a card already sold is recorded as a refund owed, and activates nothing. Every bill the
// sale makes pointless is withdrawn: cancelled here, deleted at the provider after the commit.

/** Bills withdrawn in a transaction, to delete at the provider once it commits. */
export type Withdrawn = PaymentRow[];

/** Gives back the promo use a payment's bill held, once. */
export async function releasePromoUse(trx: Kysely<Database>, payment: PaymentRow) {
  if (!payment.promo_code) return;
  if (await paymentsRepository(trx).releasePromoUse(payment.id)) {
    await promoCodesRepository(trx).unclaim(payment.promo_code);
  }
}

/**
 * Withdraws the card's bills that can still be paid (but `keep`): each is cancelled and gives
 * back the promo use it held. Returns those that have a bill at the provider to delete.
 */
export async function withdrawOpenBills(
  trx: Kysely<Database>,
  cardId: string,
  now: Date,
  keep?: string,
): Promise<Withdrawn> {
  const payments = paymentsRepository(trx);
  const withdrawn: Withdrawn = [];
  for (const attempt of await payments.openAttempts(cardId)) {
    if (attempt.id === keep) continue;
    if (!(await payments.cancel(attempt.id, now))) continue;
    await releasePromoUse(trx, attempt);
    if (attempt.provider_ref) withdrawn.push(attempt);
  }
  return withdrawn;
}

/**
 * Takes the card's row for the rest of the transaction, so two sales of one card take turns;
 * a card sold already (active, or with a sale recorded) answers 409.
 */
export async function lockUnsoldCard(trx: Kysely<Database>, cardId: string): Promise<void> {
  const status = await cardsRepository(trx).lockForSale(cardId);
  if (status === 'active' || (await paymentsRepository(trx).hasSale(cardId))) {
    throw conflict(said('checkout.alreadyActive'));
  }
}

/**
 * The one place a card is activated, by its sale (free at publish or checkout, or a paid bill's
 * notice), in the sale's transaction: the card becomes active and every bill it still had is
 * withdrawn. Returns those to delete at the provider once the transaction commits.
 */
async function activateSoldCard(
  trx: Kysely<Database>,
  cardId: string,
  now: Date,
): Promise<Withdrawn> {
  await cardsRepository(trx).activate(cardId, now);
  return withdrawOpenBills(trx, cardId, now);
}

export interface FreeSale {
  cardId: string;
  userId: string | null;
  promoCode: string | null;
  priceSen: number;
  discountSen: number;
  payer?: NewPayment['payer'];
}

/**
 * Nothing left to pay (a promo took the total to zero, or the price is zero): the code's use is
 * claimed, the card activated and the sale recorded, in the caller's transaction. A card sold
 * already answers 409. Returns the sale's id and the bills it withdrew.
 */
export async function recordFreeSale(
  trx: Kysely<Database>,
  sale: FreeSale,
  now: Date,
): Promise<{ paymentId: string; withdrawn: Withdrawn }> {
  await lockUnsoldCard(trx, sale.cardId);
  if (sale.promoCode) await claimPromo(trx, sale.promoCode, malaysiaToday(now));
  const withdrawn = await activateSoldCard(trx, sale.cardId, now);
  const paymentId = await paymentsRepository(trx).insert(
    {
      cardId: sale.cardId,
      userId: sale.userId,
      provider: sale.promoCode ? 'promo' : 'free',
      amountSen: 0,
      priceSen: sale.priceSen,
      discountSen: sale.discountSen,
      promoCode: sale.promoCode,
      promoUse: 'counted',
      status: 'paid',
      ...(sale.payer ? { payer: sale.payer } : {}),
    },
    now,
  );
  return { paymentId, withdrawn };
}

export type Settlement =
  | { kind: 'sale'; withdrawn: Withdrawn }
  | { kind: 'refund'; withdrawn: Withdrawn }
  | { kind: 'already_paid' };

/**
 * A payment the provider confirmed, in the caller's transaction. The card's first is its sale:
 * the card becomes active, the promo use counts for good, and the card's other bills are
 * withdrawn. Any later one is money owed back: recorded as paid with its refund due, its promo
 * use given back, the card untouched. A payment settled before changes nothing.
 */
export async function settlePayment(
  trx: Kysely<Database>,
  payment: PaymentRow,
  notice: ProviderNotice,
  now: Date,
): Promise<Settlement> {
  await cardsRepository(trx).lockForSale(payment.card_id);
  const payments = paymentsRepository(trx);
  const refund = await payments.hasSale(payment.card_id);
  if (!(await payments.markPaid(payment.id, notice, now, { refund }))) {
    return { kind: 'already_paid' };
  }
  if (refund) {
    await releasePromoUse(trx, payment);
    return { kind: 'refund', withdrawn: [] };
  }
  if (payment.promo_code && (await payments.countPromoUse(payment.id)) === 'was_not') {
    await promoCodesRepository(trx).countClaim(payment.promo_code);
  }
  return { kind: 'sale', withdrawn: await activateSoldCard(trx, payment.card_id, now) };
}
