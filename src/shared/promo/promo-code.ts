import { ruleMessage } from '../i18n/rule-words';

// Promo codes are looked up with spaces stripped and lowercased; a code
// is refused when it has expired or when its claims have reached its limit.

/**
 * What a code's check says, as words of the site's catalogue (the product's own texts are in
 * English, in Malay's catalogue too): the server says them in the visitor's language.
 */
export const PROMO_MESSAGES = {
  applied: ruleMessage('checkout.promo.applied'),
  expired: ruleMessage('checkout.promo.error.expired'),
  fullyClaimed: ruleMessage('checkout.promo.error.fullyClaimed'),
  invalid: ruleMessage('checkout.promo.error.invalid'),
} as const;

export function normalisePromoCode(input: string): string {
  return input.replace(/\s+/g, '').toLowerCase();
}

export interface PromoCode {
  discountSen: number;
  /** Last day the code works, `YYYY-MM-DD`, inclusive; null when it never expires. */
  expirationDate: string | null;
  claimed: number;
  /** How many claims the code allows. */
  valid: number;
}

export type PromoCheck =
  { ok: true; discountSen: number } | { ok: false; reason: 'expired' | 'fullyClaimed' };

/** Whether a code can be used today (`today` is `YYYY-MM-DD` in Malaysia). */
export function checkPromoCode(promo: PromoCode, today: string): PromoCheck {
  if (promo.expirationDate !== null && today > promo.expirationDate) {
    return { ok: false, reason: 'expired' };
  }
  if (promo.claimed >= promo.valid) return { ok: false, reason: 'fullyClaimed' };
  return { ok: true, discountSen: promo.discountSen };
}

/** The total after a discount, never below zero (a zero total activates the card for free). */
export function totalAfterDiscount(priceSen: number, discountSen: number): number {
  return Math.max(0, priceSen - discountSen);
}
