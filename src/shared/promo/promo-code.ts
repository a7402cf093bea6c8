// Promo codes are looked up with spaces stripped and lowercased; a code
// is refused when it has expired or when its claims have reached its limit.

export const PROMO_MESSAGES = {
  applied: 'Promo code applied successfully!',
  expired: 'This promo code has expired. Please try a different one.',
  fullyClaimed: 'This promo code has fully claimed. Please try a different one.',
  invalid: 'Invalid promo code. Please try again.',
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
