import { z } from 'zod';
import { CARD_STATES } from '../card/trial';
import { waitWords } from '../dates/wait-words';
import { ruleMessage } from '../i18n/rule-words';
import { promoCodeInputSchema } from './promo';
import { profileInputSchema } from './publish';

// Checkout and the payment-failed page; prices are in sen. The card becomes active when the payment
// provider's signed callback confirms the payment, or at once when a promo takes the total to
// zero. The server computes every amount; the browser only shows them.

export const CHECKOUT_MESSAGES = {
  product: 'Kad Kahwin Digital',
  // The payment-failed page, in the product's wording, word for word.
  failedHeading: 'Payment Failed',
  failedText:
    "We're sorry, but there was an issue processing your payment. Please try again later.",
  rateLimited: (seconds: number) =>
    ruleMessage('checkout.error.rateLimited', { wait: waitWords(seconds) }),
} as const;

/** `GET /api/cards/:id/checkout`: what the checkout page shows before the owner pays. */
export const checkoutSummarySchema = z.object({
  cardId: z.string(),
  /** "Ali & Aminah". */
  couple: z.string(),
  state: z.enum(CARD_STATES),
  product: z.literal(CHECKOUT_MESSAGES.product),
  /** The price from settings, in sen. */
  priceSen: z.number().int().nonnegative(),
  /** Billing details as last given (the card's client record), the e-mail the session's. */
  billing: z.object({ name: z.string(), mobile: z.string(), email: z.string() }),
});
export type CheckoutSummary = z.infer<typeof checkoutSummarySchema>;

/** `POST /api/cards/:id/checkout`: billing name and phone (as the profile) and an optional promo. */
export const checkoutBodySchema = profileInputSchema.extend({
  /** Blank, null or left out: no promo. Spaces stripped and lowercased, as every code is. */
  promo: promoCodeInputSchema.nullish().transform((code) => (code ? code : undefined)),
});
export type CheckoutBody = z.input<typeof checkoutBodySchema>;

/**
 * `pay`: go to `payUrl` (the provider's page) to pay `totalSen`; `active`: nothing was left to
 * pay (a promo took the total to zero) and the card is active now.
 */
export const CHECKOUT_NEXT = ['pay', 'active'] as const;

export const checkoutReplySchema = z.object({
  paymentId: z.string(),
  priceSen: z.number().int().nonnegative(),
  discountSen: z.number().int().nonnegative(),
  totalSen: z.number().int().nonnegative(),
  next: z.enum(CHECKOUT_NEXT),
  /** The provider's payment page (only with `next: 'pay'`). */
  payUrl: z.string().optional(),
});
export type CheckoutReply = z.infer<typeof checkoutReplySchema>;

export const PAYMENT_STATUSES = ['pending', 'paid', 'failed', 'cancelled'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** One payment attempt as its owner (and staff) see it. */
export const paymentSummarySchema = z.object({
  id: z.string(),
  /** `sandbox`, `billplz`, or `promo` / `free` when nothing was paid. */
  provider: z.string(),
  /** The provider's bill id (what support asks for), or our own id when there is none. */
  reference: z.string(),
  amountSen: z.number().int().nonnegative(),
  discountSen: z.number().int().nonnegative(),
  promoCode: z.string().nullable(),
  status: z.enum(PAYMENT_STATUSES),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  /**
   * Paid for a card already paid for (or made free): `due` while it waits to be given back,
   * `refunded` once staff gave it back; null for every other payment.
   */
  refund: z.enum(['due', 'refunded']).nullable(),
  refundedAt: z.string().nullable(),
});
export type PaymentSummary = z.infer<typeof paymentSummarySchema>;

/** `GET /api/cards/:id/payments`: the card's state and its payments, newest first. */
export const cardPaymentsSchema = z.object({
  cardId: z.string(),
  couple: z.string(),
  state: z.enum(CARD_STATES),
  payments: z.array(paymentSummarySchema),
});
export type CardPayments = z.infer<typeof cardPaymentsSchema>;

/** Per owner: a couple retries a few times; a script does not get to spam the provider. */
export const CHECKOUT_RATE_LIMIT = { max: 20, timeWindow: '1 hour' } as const;

/** Where `/pay/failed` finds the card the owner was paying for. */
export const CHECKOUT_CARD_STORAGE_KEY = 'cardId';
