import { totalAfterDiscount } from '@shared/promo/promo-code';
import type { CheckoutReply, CheckoutSummary } from '@shared/schemas/checkout';
import { CHECKOUT_MESSAGES } from '@shared/schemas/checkout';
import { cardState } from '@shared/card/trial';
import { HttpError, badGateway, conflict, settingsMissing } from '../../http/errors';
import { malaysiaToday } from '../../lib/clock';
import type { AuthUser } from '../auth/sessions.service';
import type { CardRow } from '../cards/cards.repository';
import { cardsRepository } from '../cards/cards.repository';
import { claimPromo, findUsablePromo } from '../promo-codes/promo-codes.service';
import type { UsablePromo } from '../promo-codes/promo-codes.service';
import { settingsRepository } from '../settings/settings.repository';
import type { PaymentsDeps } from './payments-deps';
import { callbackPath, returnPath } from './payments-deps';
import type { PaymentRow } from './payments.repository';
import { isUniqueViolation } from '../../db/unique-violation';
import { paymentsRepository } from './payments.repository';

export interface CheckoutRequest {
  owner: AuthUser;
  card: CardRow;
  billing: { name: string; mobile: string };
  /** Normalised; undefined when none was typed. */
  promo?: string | undefined;
}

/** A waiting bill of the same amount is handed out again for this long. */
const REUSE_BILL_MS = 24 * 3600_000;
/** How long a second checkout waits for the first one's bill to be made. */
const WAIT_FOR_BILL_MS = 20_000;

const couple = (card: CardRow) => `${card.groom_name} & ${card.bride_name}`;

/** owner-side §2 "Checkout": what the page shows; the amounts are worked out again on Beli. */
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
 * owner-side §2 "Checkout", §4 (idle → processing → payment or dashboard), DESIGN.md item 9:
 * the server works out the total from the settings price and the promo. Nothing to pay: the
 * card is active now (the promo claimed in the same transaction). Otherwise the provider makes a
 * bill and the owner is sent to pay it; the card becomes active when the provider confirms.
 * A card has one waiting bill at a time: a second checkout of the same amount (two tabs, a
 * double tap) gets the same bill, so the card can be paid for only once.
 */
export async function startCheckout(
  deps: PaymentsDeps,
  request: CheckoutRequest,
  now: Date,
): Promise<CheckoutReply> {
  const { card } = request;
  if (card.status === 'active') throw conflict(CHECKOUT_MESSAGES.alreadyActive);
  const settings = await settingsRepository(deps.db).find();
  if (!settings) throw settingsMissing();
  const today = malaysiaToday(now);
  const promo = request.promo ? await promoFor(deps, request.promo, today) : null;
  const discountSen = Math.min(promo?.discountSen ?? 0, settings.price);
  const totalSen = totalAfterDiscount(settings.price, discountSen);
  const amounts = { priceSen: settings.price, discountSen, totalSen };
  // The billing details become the card's client record (next checkout starts from them).
  await cardsRepository(deps.db).setClient(card.id, request.billing);

  if (totalSen === 0) {
    const paymentId = await activateFree(deps, request, promo, amounts, now);
    return { paymentId, ...amounts, next: 'active' };
  }
  const payment = await billFor(deps, request, promo, amounts, now);
  if (!payment.pay_url) throw orderFailed();
  return { paymentId: payment.id, ...amounts, next: 'pay', payUrl: payment.pay_url };
}

/** The spec's promo refusals (§8), pointed at the promo field. */
async function promoFor(deps: PaymentsDeps, typed: string, today: string) {
  try {
    return await findUsablePromo(deps.db, typed, today);
  } catch (error) {
    if (error instanceof HttpError) {
      throw new HttpError(error.statusCode, error.code, error.message, undefined, 'promo');
    }
    throw error;
  }
}

const orderFailed = () => badGateway(CHECKOUT_MESSAGES.orderFailed);

type Amounts = { priceSen: number; discountSen: number; totalSen: number };

/** Total zero: claim the promo, activate, record it; any waiting bill is cancelled. */
async function activateFree(
  deps: PaymentsDeps,
  request: CheckoutRequest,
  promo: UsablePromo | null,
  amounts: Amounts,
  now: Date,
): Promise<string> {
  return deps.db.transaction().execute(async (trx) => {
    if (promo) await claimPromo(trx, promo.code, malaysiaToday(now));
    if (!(await cardsRepository(trx).activate(request.card.id, now))) {
      throw conflict(CHECKOUT_MESSAGES.alreadyActive);
    }
    const payments = paymentsRepository(trx);
    await payments.cancelPending(request.card.id, now);
    return payments.insert(
      {
        cardId: request.card.id,
        userId: request.owner.id,
        provider: promo ? 'promo' : 'free',
        amountSen: 0,
        priceSen: amounts.priceSen,
        discountSen: amounts.discountSen,
        promoCode: promo?.code ?? null,
        status: 'paid',
        payer: { ...request.billing, email: request.owner.email },
      },
      now,
    );
  });
}

/** The card's waiting bill for this amount, or a new one from the provider. */
async function billFor(
  deps: PaymentsDeps,
  request: CheckoutRequest,
  promo: UsablePromo | null,
  amounts: Amounts,
  now: Date,
): Promise<PaymentRow> {
  const reserved = await reserveAttempt(deps, request, promo, amounts, now);
  if (!reserved.fresh) return waitForBill(deps, reserved.payment);
  const { payment } = reserved;
  try {
    const bill = await deps.provider.createBill({
      paymentId: payment.id,
      cardId: request.card.id,
      amountSen: amounts.totalSen,
      description: `${CHECKOUT_MESSAGES.product}: ${couple(request.card)}`,
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
    await paymentsRepository(deps.db).markFailed(payment.id, { error: reason }, now);
    throw orderFailed();
  }
}

/**
 * In one transaction: the card's waiting attempt if it asks the same amount (and is not stale),
 * else a new attempt (a different waiting one is cancelled). The unique index on a card's waiting
 * attempt settles two checkouts racing: the loser takes the winner's attempt.
 */
async function reserveAttempt(
  deps: PaymentsDeps,
  request: CheckoutRequest,
  promo: UsablePromo | null,
  amounts: Amounts,
  now: Date,
): Promise<{ payment: PaymentRow; fresh: boolean }> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await deps.db.transaction().execute(async (trx) => {
        const payments = paymentsRepository(trx);
        const waiting = await payments.findPending(request.card.id);
        if (waiting && reusable(waiting, deps.provider.name, promo, amounts, now)) {
          return { payment: waiting, fresh: false };
        }
        if (waiting) await payments.cancelPending(request.card.id, now);
        const id = await payments.insert(
          {
            cardId: request.card.id,
            userId: request.owner.id,
            provider: deps.provider.name,
            amountSen: amounts.totalSen,
            priceSen: amounts.priceSen,
            discountSen: amounts.discountSen,
            promoCode: promo?.code ?? null,
            status: 'pending',
            payer: { ...request.billing, email: request.owner.email },
          },
          now,
        );
        const made = await payments.findById(id);
        if (!made) throw new Error('the new payment is missing');
        return { payment: made, fresh: true };
      });
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
  return (
    waiting.provider === provider &&
    waiting.amount_sen === amounts.totalSen &&
    waiting.promo_code === (promo?.code ?? null) &&
    now.getTime() - Date.parse(waiting.created_at) < REUSE_BILL_MS
  );
}

/** Another checkout is making this attempt's bill: wait for its page (or its failure). */
async function waitForBill(deps: PaymentsDeps, payment: PaymentRow): Promise<PaymentRow> {
  const payments = paymentsRepository(deps.db);
  const deadline = Date.now() + WAIT_FOR_BILL_MS;
  let current: PaymentRow | undefined = payment;
  while (current && !current.pay_url && current.status === 'pending') {
    if (Date.now() > deadline) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
    current = await payments.findById(payment.id);
  }
  if (!current?.pay_url || current.status !== 'pending') throw orderFailed();
  return current;
}
