import { z } from 'zod';
import { PROMO_MESSAGES, normalisePromoCode } from '../promo/promo-code';
import { userText } from '../text/user-text';
import { waitWords } from '../dates/wait-words';
import { ruleMessage } from '../i18n/rule-words';

// Apply on the profile and checkout pages: the server looks the code up and answers with the
// discount, never with the code's claim counts.

export { PROMO_MESSAGES };

/** Longer than any code staff would make: such a code is refused as invalid without a lookup. */
export const MAX_PROMO_CODE_LENGTH = 40;
/** What the field takes at all, spaces included (a pasted paragraph is not a code). */
const MAX_TYPED_PROMO_LENGTH = 200;

/**
 * A typed promo code, spaces stripped and lowercased; blank is `''`. Whether it
 * exists, has expired or is used up is the server's answer, in the spec's words.
 */
export const promoCodeInputSchema = userText({
  maxLength: MAX_TYPED_PROMO_LENGTH,
  // Every white space goes (normalisePromoCode), line breaks too, as they always did.
  maxLines: MAX_TYPED_PROMO_LENGTH,
  messages: { invalid: PROMO_MESSAGES.invalid },
}).transform(normalisePromoCode);

/** `POST /api/promo-codes/check`. */
export const promoCheckBodySchema = z.object({ code: promoCodeInputSchema });
export type PromoCheckBody = z.input<typeof promoCheckBodySchema>;

/** A usable code: what it takes off the price and what is left to pay, all in sen. */
export const promoCheckReplySchema = z.object({
  valid: z.literal(true),
  /** The settings price the discount is taken from. */
  priceSen: z.number().int().nonnegative(),
  discountSen: z.number().int().nonnegative(),
  /** max(0, price − discount); zero activates the card without payment. */
  totalSen: z.number().int().nonnegative(),
  /** "Promo code applied successfully!", in the visitor's language. */
  message: z.string(),
});
export type PromoCheckReply = z.infer<typeof promoCheckReplySchema>;

/** Per client address: a few tries for a couple, too few to guess codes. */
export const PROMO_CHECK_RATE_LIMIT = { max: 30, timeWindow: '10 minutes' } as const;

/** The 429 text, with the wait ("30 saat", "5 minit"). */
export const promoWaitMessage = (seconds: number) =>
  ruleMessage('checkout.promo.error.rateLimited', { wait: waitWords(seconds) });
