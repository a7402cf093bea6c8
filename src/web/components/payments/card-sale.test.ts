import { describe, expect, it } from 'vitest';
import siteEn from '@shared/i18n/site/en/index';
import siteMs from '@shared/i18n/site/ms/index';
import { createTranslator } from '@shared/i18n/translator';
import type { PaymentSummary } from '@shared/schemas/checkout';
import { cardSale, extraPaymentSentence, extraPayments, lastPaid } from './card-sale';

const malay = createTranslator('ms', siteMs);
const english = createTranslator('en', siteEn);

function payment(changes: Partial<PaymentSummary>): PaymentSummary {
  return {
    id: 'p0000000000000000',
    provider: 'billplz',
    reference: 'abc123',
    amountSen: 5000,
    discountSen: 0,
    promoCode: null,
    status: 'paid',
    createdAt: '2026-11-27T02:00:00.000Z',
    paidAt: '2026-11-27T02:01:00.000Z',
    refund: null,
    refundedAt: null,
    ...changes,
  };
}

// Newest first, as `GET /api/cards/:id/payments` lists them: a free activation with a promo,
// after which the RM50 bill that was waiting got paid anyway.
const free = payment({
  id: 'free',
  provider: 'promo',
  reference: 'free',
  amountSen: 0,
  discountSen: 5000,
  promoCode: 'PERCUMA',
  createdAt: '2026-11-27T03:00:00.000Z',
  paidAt: '2026-11-27T03:00:00.000Z',
});
const late = payment({
  id: 'late',
  reference: 'abc123',
  createdAt: '2026-11-27T02:00:00.000Z',
  paidAt: '2026-11-27T03:30:00.000Z',
  refund: 'due',
});
const failed = payment({ id: 'failed', status: 'failed', paidAt: null });

describe('the card’s sale and its extra payments', () => {
  it('takes the paid payment that is not a refund as the sale, whatever its place', () => {
    expect(cardSale([late, free, failed])?.id).toBe('free');
    expect(cardSale([free, late])?.id).toBe('free');
    expect(cardSale([late, failed])).toBeUndefined();
    expect(cardSale([])).toBeUndefined();
  });

  it('lists the paid refunds (owed or given back) and nothing else', () => {
    const given = payment({ id: 'given', refund: 'refunded' });
    expect(extraPayments([free, late, failed, given]).map((p) => p.id)).toEqual(['late', 'given']);
    expect(extraPayments([free, failed])).toEqual([]);
  });

  it('finds the payment confirmed last, not the newest attempt', () => {
    expect(lastPaid([free, late, failed])?.id).toBe('late');
    expect(lastPaid([free, failed])?.id).toBe('free');
    expect(lastPaid([failed])).toBeUndefined();
    // A paid row without its paid time counts from when it was made.
    expect(lastPaid([payment({ id: 'old', paidAt: null }), free])?.id).toBe('free');
  });
});

describe('what the owner reads of an extra payment', () => {
  it('says it came for a card already paid, and that it will be given back', () => {
    const sale = payment({ id: 'sale', reference: 'xyz789' });
    expect(extraPaymentSentence(late, sale, malay)).toBe(
      'Kami menerima bayaran tambahan RM50 (rujukan abc123) pada 27 November 2026 untuk kad yang sudah dibayar. Bayaran ini akan dipulangkan kepada anda; tiada apa-apa yang perlu anda lakukan.',
    );
  });

  it('says "diaktifkan" when a promo made the card free', () => {
    expect(extraPaymentSentence(late, free, malay)).toContain('untuk kad yang sudah diaktifkan.');
  });

  it('dates the payment in Malaysia: paid at 5 pm UTC is the next day in Kuala Lumpur', () => {
    const evening = payment({ paidAt: '2026-11-27T17:00:00.000Z', refund: 'due' });
    expect(extraPaymentSentence(evening, undefined, malay)).toContain(
      'pada 28 November 2026 untuk',
    );
  });

  it('says when it was given back', () => {
    const given = payment({
      amountSen: 4950,
      refund: 'refunded',
      refundedAt: '2026-11-30T01:00:00.000Z',
    });
    expect(extraPaymentSentence(given, free, malay)).toBe(
      'Bayaran tambahan RM49.50 (rujukan abc123) telah dipulangkan kepada anda pada 30 November 2026.',
    );
    expect(extraPaymentSentence({ ...given, refundedAt: null }, free, malay)).toBe(
      'Bayaran tambahan RM49.50 (rujukan abc123) telah dipulangkan kepada anda.',
    );
  });

  it('says the same in English, money and dates in English words', () => {
    const sale = payment({ id: 'sale', reference: 'xyz789' });
    expect(extraPaymentSentence(late, sale, english)).toBe(
      'We received an extra payment of RM50 (reference abc123) on 27 November 2026 for a card that was already paid for. It will be refunded to you; there is nothing you need to do.',
    );
    expect(extraPaymentSentence(late, free, english)).toContain('already activated.');
    const given = payment({
      amountSen: 4950,
      refund: 'refunded',
      refundedAt: '2026-11-30T01:00:00.000Z',
    });
    expect(extraPaymentSentence(given, free, english)).toBe(
      'The extra payment of RM49.50 (reference abc123) was refunded to you on 30 November 2026.',
    );
  });
});
