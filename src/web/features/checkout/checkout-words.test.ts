import { describe, expect, it } from 'vitest';
import siteEn from '@shared/i18n/site/en/index';
import siteMs from '@shared/i18n/site/ms/index';
import { createTranslator } from '@shared/i18n/translator';
import { CHECKOUT_MESSAGES } from '@shared/schemas/checkout';

// The checkout's words that the server also says (its replies, its pages' wording): the Malay
// catalogue keeps them exactly as the product has them, English words included.

const ms = createTranslator('ms', siteMs);
const en = createTranslator('en', siteEn);

describe('the checkout’s Malay words', () => {
  it('are the shared ones, word for word', () => {
    expect(ms.t('checkout.product')).toBe(CHECKOUT_MESSAGES.product);
    expect(ms.t('checkout.orderFailed')).toBe('Failed to create order. Please try again.');
    expect(ms.t('checkout.alreadyActive')).toBe('Kad ini sudah aktif. Tiada bayaran diperlukan.');
    expect(ms.t('checkout.failed.title')).toBe(CHECKOUT_MESSAGES.failedHeading);
    // A plain apostrophe, which ICU would take as an escape before `{`, comes through as typed.
    expect(ms.t('checkout.failed.text')).toBe(CHECKOUT_MESSAGES.failedText);
  });
});

describe('the checkout in English', () => {
  it('keeps the product’s English wording of a failed payment', () => {
    expect(en.t('checkout.failed.title')).toBe('Payment Failed');
    expect(en.t('checkout.failed.text')).toBe(CHECKOUT_MESSAGES.failedText.replace("'", '’'));
  });

  it('puts the card in the support message when it knows it', () => {
    expect(en.t('checkout.failed.supportTextCard', { card: 'abc123' })).toBe(
      'Hello, the payment for my digital wedding card did not go through (abc123).',
    );
    expect(ms.t('checkout.failed.supportTextCard', { card: 'abc123' })).toBe(
      'Salam, pembayaran kad kahwin digital saya tidak berjaya (abc123).',
    );
  });
});
