import { describe, expect, it } from 'vitest';
import { ruleTextIn } from '../i18n/rule-words-in';
import { CARD_HOST_MESSAGES } from './card-hosts';
import { CARD_PHOTOS_MESSAGES } from './card-photos';
import { CHECKOUT_MESSAGES } from './checkout';
import { FEEDBACK_MESSAGES } from './feedback';
import { promoWaitMessage } from './promo';
import { PUBLISH_MESSAGES } from './publish';
import { SALAM_KAUT_MESSAGES } from './salam-kaut';
import { WISHES_BOOK_MESSAGES } from './wishes-book';

// A route's "too many, try again in …" is a rule's words with the wait among them: the visitor
// reads the sentence and the wait in their language, the Malay word for word as it always was.

const WAITS: [string, (seconds: number) => string, string, string][] = [
  [
    'publish',
    PUBLISH_MESSAGES.rateLimited,
    'Terlalu banyak kad dicipta dalam masa yang singkat. Sila cuba semula dalam 2 minit.',
    'Too many cards created in a short time. Please try again in 2 minutes.',
  ],
  [
    'promo',
    promoWaitMessage,
    'Terlalu banyak cubaan kod promo. Sila cuba semula dalam 2 minit.',
    'Too many promo code attempts. Please try again in 2 minutes.',
  ],
  [
    'co-hosts',
    CARD_HOST_MESSAGES.rateLimited,
    'Terlalu banyak jemputan dihantar. Sila cuba semula dalam 2 minit.',
    'Too many invitations sent. Please try again in 2 minutes.',
  ],
  [
    'checkout',
    CHECKOUT_MESSAGES.rateLimited,
    'Terlalu banyak cubaan pembayaran. Sila cuba semula dalam 2 minit.',
    'Too many payment attempts. Please try again in 2 minutes.',
  ],
  [
    'wishes book',
    WISHES_BOOK_MESSAGES.rateLimited,
    'Terlalu banyak muat turun PDF. Sila cuba semula dalam 2 minit.',
    'Too many PDF downloads. Please try again in 2 minutes.',
  ],
  [
    'feedback',
    FEEDBACK_MESSAGES.rateLimited,
    'Terlalu banyak cubaan menghantar maklum balas. Sila cuba semula dalam 2 minit.',
    'Too many attempts to send feedback. Please try again in 2 minutes.',
  ],
  [
    'photos',
    CARD_PHOTOS_MESSAGES.rateLimited,
    'Terlalu banyak gambar dimuat naik. Sila cuba semula dalam 2 minit.',
    'Too many pictures uploaded. Please try again in 2 minutes.',
  ],
  [
    'salam kaut',
    SALAM_KAUT_MESSAGES.rateLimited,
    'Terlalu banyak gambar dimuat naik. Sila cuba semula dalam 2 minit.',
    'Too many pictures uploaded. Please try again in 2 minutes.',
  ],
];

describe('a rate limit’s refusal in the visitor’s language', () => {
  it.each(WAITS)('%s: the Malay as before, the English with its wait', (_, message, ms, en) => {
    expect(ruleTextIn('ms', message(61))).toBe(ms);
    expect(ruleTextIn('en', message(61))).toBe(en);
  });

  it('says a wait under a minute in seconds, one of them in the singular', () => {
    expect(ruleTextIn('ms', PUBLISH_MESSAGES.rateLimited(30))).toMatch(/dalam 30 saat\.$/);
    expect(ruleTextIn('en', PUBLISH_MESSAGES.rateLimited(30))).toMatch(/in 30 seconds\.$/);
    expect(ruleTextIn('en', promoWaitMessage(0.2))).toMatch(/in 1 second\.$/);
    expect(ruleTextIn('en', CHECKOUT_MESSAGES.rateLimited(60))).toMatch(/in 1 minute\.$/);
  });
});
