import type { CheckoutReply, CheckoutSummary } from '@shared/schemas/checkout';
import { CHECKOUT_MESSAGES } from '@shared/schemas/checkout';
import { cardState } from '@shared/card/trial';
import type { Locale } from '@shared/i18n/locales';
import { HttpError, badGateway, conflict, said, settingsMissing } from '../../http/errors';
import { siteTranslator } from '../../http/site-words';
import { malaysiaToday } from '../../lib/clock';
import type { AuthUser } from '../auth/sessions.service';
import type { CardRow } from '../cards/cards.repository';
import { cardsRepository } from '../cards/cards.repository';
import { priceFor } from '../promo-codes/card-price';
import { claimPromo } from '../promo-codes/promo-codes.service';
import type { UsablePromo } from '../promo-codes/promo-codes.service';
import { settingsRepository } from '../settings/settings.repository';
import type { Withdrawn } from './card-sale';
import { lockUnsoldCard, recordFreeSale, releasePromoUse, withdrawOpenBills } from './card-sale';
import { deleteWithdrawnBills } from './payment-notices.service';
import type { PaymentsDeps } from './payments-deps';
import { callbackPath, returnPath } from './payments-deps';
import type { PaymentRow } from './payments.repository';
import type { NewBill } from './providers/payment-provider';
import { isUniqueViolation } from '../../db/unique-violation';
import { paymentsRepository } from './payments.repository';
import { BILL_GRACE_MS, BILL_LIFETIME_MS } from './reconcile.service';

export interface CheckoutRequest {
  owner: AuthUser;
  card: CardRow;
  billing: { name: string; mobile: string };
  /** Normalised; undefined when none was typed. */
  promo?: string | undefined;
  /** The owner's language: the bill, which they read and keep as a receipt, is worded in it. */
  locale: Locale;
}

/** A second checkout looks again for the first one's bill this often, at most this many times. */
const WAIT_POLL_MS = 100;
const WAIT_POLLS = BILL_GRACE_MS / WAIT_POLL_MS;

const couple = (card: CardRow) => `${card.groom_name} & ${card.bride_name}`;

/** The bill's words, in the owner's language: they read the provider's page and keep the bill. */
function billWords(request: CheckoutRequest): Pick<NewBill, 'description' | 'cardIdLabel'> {
  const { t } = siteTranslator(request.locale);
  return {
    description: `${t('checkout.product')}: ${couple(request.card)}`,
    cardIdLabel: t('checkout.bill.cardIdLabel'),
  };
}

/** What the checkout page shows; the amounts are worked out again on Beli. */
export async function checkoutSummary(
  deps: PaymentsDeps,
  owner: AuthUser,
  card: CardRow,
  now: Date,
): Promise<CheckoutSummary> {
  const settings = await settingsRepository(deps.db).find();
  if (!settings) throw settingsMissing();
  return {
    cardId: card.id,
    couple: couple(card),
    state: cardState(card.status, card.created_at, now, card.trial_ends_at),
    product: CHECKOUT_MESSAGES.product,
    priceSen: settings.price,
    billing: { name: card.client_name, mobile: card.client_mobile, email: owner.email },
  };
}

/**
 * The server works out the total from the settings price and the promo. Nothing to pay: the
 * card is sold now (recordFreeSale). Otherwise the provider makes a bill and the owner is sent
 * to pay it; the card becomes active when the provider confirms. A card has one payable bill at
 * a time: a second checkout of the same amount (two tabs, a double tap) gets the same bill; a
 * checkout that asks another amount withdraws the old bill (deleted at the provider) first. A
 * discounted bill holds one use of its promo code while it can be paid.
 */
export async function startCheckout(
  deps: PaymentsDeps,
  request: CheckoutRequest,
  now: Date,
): Promise<CheckoutReply> {
  const { card } = request;
  if (card.status === 'active') throw conflict(said('checkout.alreadyActive'));
  const { promo, ...amounts } = await priceFor(deps.db, request.promo, malaysiaToday(now), {
    promoField: 'promo',
  });
  // The billing details become the card's client record (next checkout starts from them).
  await cardsRepository(deps.db).setClient(card.id, request.billing);

  if (amounts.totalSen === 0) {
    const paymentId = await sellFree(deps, request, promo, amounts, now);
    return { paymentId, ...amounts, next: 'active' };
  }
  const payment = await billFor(deps, request, promo, amounts, now);
  if (!payment.pay_url) throw orderFailed();
  return { paymentId: payment.id, ...amounts, next: 'pay', payUrl: payment.pay_url };
}

/** The spec's promo refusals, pointed at the promo field. */
async function onPromoField<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof HttpError) {
      throw new HttpError(error.statusCode, error.code, error.message, undefined, 'promo');
    }
    throw error;
  }
}

const orderFailed = () => badGateway(said('checkout.orderFailed'));

type Amounts = { priceSen: number; discountSen: number; totalSen: number };

/** Total zero: the card is sold now; the bills it had are withdrawn. */
async function sellFree(
  deps: PaymentsDeps,
  request: CheckoutRequest,
  promo: UsablePromo | null,
  amounts: Amounts,
  now: Date,
): Promise<string> {
  const { paymentId, withdrawn } = await onPromoField(() =>
    deps.db.transaction().execute((trx) =>
      recordFreeSale(
        trx,
        {
          cardId: request.card.id,
          userId: request.owner.id,
          promoCode: promo?.code ?? null,
          priceSen: amounts.priceSen,
          discountSen: amounts.discountSen,
          payer: { ...request.billing, email: request.owner.email },
        },
        now,
      ),
    ),
  );
  await deleteWithdrawnBills(deps, withdrawn, now);
  return paymentId;
}

/**
 * The card's payable bill for this amount, or a new one from the provider. A second checkout
 * may find the first one's attempt still waiting for its bill: it waits, and takes the attempt
 * over once the grace is past (the first one's server stopped).
 */
async function billFor(
  deps: PaymentsDeps,
  request: CheckoutRequest,
  promo: UsablePromo | null,
  amounts: Amounts,
  now: Date,
): Promise<PaymentRow> {
  for (let round = 0; round < 2; round += 1) {
    // The second look is later: the attempt it waited on is judged by the time now.
    const at = round === 0 ? now : deps.clock.now();
    const reserved = await reserveAttempt(deps, request, promo, amounts, at);
    if (reserved.fresh) return makeBill(deps, request, reserved, amounts, at);
    const waited = await waitForBill(deps, reserved.payment);
    if (waited) return waited;
  }
  throw orderFailed();
}

/** Asks the provider for the new attempt's bill (after deleting the bills it replaced). */
async function makeBill(
  deps: PaymentsDeps,
  request: CheckoutRequest,
  { payment, withdrawn }: { payment: PaymentRow; withdrawn: Withdrawn },
  amounts: Amounts,
  now: Date,
): Promise<PaymentRow> {
  await deleteWithdrawnBills(deps, withdrawn, now);
  try {
    const bill = await deps.provider.createBill({
      paymentId: payment.id,
      cardId: request.card.id,
      amountSen: amounts.totalSen,
      ...billWords(request),
      name: request.billing.name,
      email: request.owner.email,
      mobile: request.billing.mobile,
      callbackUrl: `${deps.publicUrl}${callbackPath(deps.provider.name)}`,
      redirectUrl: `${deps.publicUrl}${returnPath(deps.provider.name)}`,
    });
    await paymentsRepository(deps.db).setBill(payment.id, bill, now);
    return { ...payment, provider_ref: bill.ref, pay_url: bill.url };
  } catch (error) {
    const reason = error instanceof Error ? error.message : 'unknown';
    deps.log.error({ payment: payment.id, reason }, 'the provider made no bill');
    await deps.db.transaction().execute(async (trx) => {
      if (await paymentsRepository(trx).markFailed(payment.id, { error: reason }, now)) {
        await releasePromoUse(trx, payment);
      }
    });
    throw orderFailed();
  }
}

type Reservation = { payment: PaymentRow; fresh: boolean; withdrawn: Withdrawn };

/**
 * In one transaction on the card's row: the card's waiting attempt if it asks the same amount
 * (and is neither old nor stuck without a bill), else a new attempt that holds a use of its
 * promo code, the card's other payable bills withdrawn. A card sold meanwhile answers 409.
 */
async function reserveAttempt(
  deps: PaymentsDeps,
  request: CheckoutRequest,
  promo: UsablePromo | null,
  amounts: Amounts,
  now: Date,
): Promise<Reservation> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await onPromoField(() =>
        deps.db.transaction().execute(async (trx): Promise<Reservation> => {
          const cardId = request.card.id;
          const payments = paymentsRepository(trx);
          await lockUnsoldCard(trx, cardId);
          const waiting = await payments.findPending(cardId);
          if (waiting && reusable(waiting, deps.provider.name, promo, amounts, now)) {
            return { payment: waiting, fresh: false, withdrawn: [] };
          }
          const withdrawn = await withdrawOpenBills(trx, cardId, now);
          if (promo) await claimPromo(trx, promo.code, malaysiaToday(now));
          const id = await payments.insert(
            {
              cardId,
              userId: request.owner.id,
              provider: deps.provider.name,
              amountSen: amounts.totalSen,
              priceSen: amounts.priceSen,
              discountSen: amounts.discountSen,
              promoCode: promo?.code ?? null,
              promoUse: 'reserved',
              status: 'pending',
              payer: { ...request.billing, email: request.owner.email },
            },
            now,
          );
          const made = await payments.findById(id);
          if (!made) throw new Error('the new payment is missing');
          return { payment: made, fresh: true, withdrawn };
        }),
      );
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= 3) throw error;
    }
  }
}

function reusable(
  waiting: PaymentRow,
  provider: string,
  promo: UsablePromo | null,
  amounts: Amounts,
  now: Date,
): boolean {
  const age = now.getTime() - Date.parse(waiting.created_at);
  return (
    waiting.provider === provider &&
    waiting.amount_sen === amounts.totalSen &&
    waiting.promo_code === (promo?.code ?? null) &&
    age < BILL_LIFETIME_MS &&
    (waiting.pay_url !== null || age < BILL_GRACE_MS)
  );
}

/**
 * Another checkout is making this attempt's bill: its page once made, a 502 if making it
 * failed, or undefined once the attempt is older than the grace by the app's clock (or after
 * as many looks as the grace has polls) and may be taken over.
 */
async function waitForBill(
  deps: PaymentsDeps,
  payment: PaymentRow,
): Promise<PaymentRow | undefined> {
  const payments = paymentsRepository(deps.db);
  const madeAt = Date.parse(payment.created_at);
  let current: PaymentRow | undefined = payment;
  for (let poll = 0; poll < WAIT_POLLS; poll += 1) {
    if (!current || current.status !== 'pending') throw orderFailed();
    if (current.pay_url) return current;
    if (deps.clock.now().getTime() - madeAt >= BILL_GRACE_MS) return undefined;
    await new Promise((resolve) => setTimeout(resolve, WAIT_POLL_MS));
    current = await payments.findById(payment.id);
  }
  return undefined;
}
