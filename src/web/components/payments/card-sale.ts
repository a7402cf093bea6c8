import type { Locale } from '@shared/i18n/locales';
import type { SiteMessageId } from '@shared/i18n/site-messages';
import type { MessageValues } from '@shared/i18n/translator';
import type { PaymentSummary } from '@shared/schemas/checkout';
import { malaysiaDateWords, ringgitWords } from './payment-words';

// A card is sold once. Its sale is the paid payment that is not money owed back; any other paid
// payment came for a card already paid (or made free) and is given back to the owner. The owner
// pages read the card's payments through these, so the sale is never mistaken for an extra one.

/** The payment that activated the card (paid, not a refund), if any. */
export function cardSale(payments: readonly PaymentSummary[]): PaymentSummary | undefined {
  return payments.find((payment) => payment.status === 'paid' && payment.refund === null);
}

/** Money received for the card after its sale, owed back or given back, in the list's order. */
export function extraPayments(payments: readonly PaymentSummary[]): PaymentSummary[] {
  return payments.filter((payment) => payment.status === 'paid' && payment.refund !== null);
}

const paidMoment = (payment: PaymentSummary) => payment.paidAt ?? payment.createdAt;

/**
 * The payment confirmed last (the one the owner has most likely just made). Not simply the
 * newest in the list: that is ordered by when checkout began, and an old bill paid late is
 * confirmed after a newer one.
 */
export function lastPaid(payments: readonly PaymentSummary[]): PaymentSummary | undefined {
  let last: PaymentSummary | undefined;
  for (const payment of payments) {
    if (payment.status !== 'paid') continue;
    if (!last || Date.parse(paidMoment(payment)) > Date.parse(paidMoment(last))) last = payment;
  }
  return last;
}

/** A message in the owner's language (`useT()`'s or a translator's `t`), and that language. */
export interface OwnerWords {
  t: (id: SiteMessageId, values?: MessageValues) => string;
  locale: Locale;
}

/**
 * What the owner is told of an extra payment, plainly: it came, for a card already paid (or
 * activated with a promo), and it will be given back with nothing for them to do; once staff
 * gave it back, when. The reference is what the owner's bank statement and our support know it by.
 * `sale` is the card's sale, to say "dibayar" or "diaktifkan" as it was.
 */
export function extraPaymentSentence(
  payment: PaymentSummary,
  sale: PaymentSummary | undefined,
  { t, locale }: OwnerWords,
): string {
  const what = { amount: ringgitWords(payment.amountSen, locale), reference: payment.reference };
  if (payment.refund === 'refunded') {
    return payment.refundedAt
      ? t('checkout.extraPayment.refundedOn', {
          ...what,
          date: malaysiaDateWords(payment.refundedAt, locale),
        })
      : t('checkout.extraPayment.refunded', what);
  }
  return t('checkout.extraPayment.due', {
    ...what,
    date: malaysiaDateWords(paidMoment(payment), locale),
    sale: sale && sale.amountSen === 0 ? 'free' : 'paid',
  });
}
