import { malay, ruleTextIn } from '../i18n/rule-words-in';
import { describe, expect, it } from 'vitest';
import {
  PROMO_MESSAGES,
  checkPromoCode,
  normalisePromoCode,
  totalAfterDiscount,
} from './promo-code';

describe('promo codes', () => {
  it('strips spaces and lowercases before lookup', () => {
    expect(normalisePromoCode('  Raya 50 ')).toBe('raya50');
    expect(normalisePromoCode('KAHWIN\t2026')).toBe('kahwin2026');
  });

  const promo = { discountSen: 1000, expirationDate: '2026-12-31', claimed: 3, valid: 10 };

  it('accepts a code on its last day and gives its discount', () => {
    expect(checkPromoCode(promo, '2026-12-31')).toEqual({ ok: true, discountSen: 1000 });
  });

  it('refuses a code after its last day', () => {
    expect(checkPromoCode(promo, '2027-01-01')).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuses a code whose claims reached its limit', () => {
    expect(checkPromoCode({ ...promo, claimed: 10 }, '2026-12-01')).toEqual({
      ok: false,
      reason: 'fullyClaimed',
    });
  });

  it('accepts a code with no expiry', () => {
    expect(checkPromoCode({ ...promo, expirationDate: null }, '2099-01-01').ok).toBe(true);
  });

  it('never takes the total below zero', () => {
    expect(totalAfterDiscount(5000, 1000)).toBe(4000);
    expect(totalAfterDiscount(5000, 9000)).toBe(0);
  });

  it('keeps the messages word for word in the Malay catalogue, and says them in English', () => {
    expect(malay(PROMO_MESSAGES.fullyClaimed)).toBe(
      'This promo code has fully claimed. Please try a different one.',
    );
    expect(ruleTextIn('en', PROMO_MESSAGES.fullyClaimed)).toBe(
      'This promo code has been fully claimed. Please try a different one.',
    );
  });
});
