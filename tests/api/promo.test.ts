import { malay } from '@shared/i18n/rule-words-in';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROMO_MESSAGES } from '@shared/promo/promo-code';
import type { PromoCheckReply } from '@shared/schemas/promo';
import { PROMO_CHECK_RATE_LIMIT } from '@shared/schemas/promo';
import type { TestApp } from '../support/test-app';
import { createTestApp } from '../support/test-app';
import { testDialects } from '../support/test-database';
import { freshAddress } from '../support/auth';
import { asVisitor, refusal as refusalOf } from '../support/visitors';
import { claimedOf, malaysiaDay, seedPromo } from '../support/promo';

// Apply on the profile and checkout pages: codes are typed with spaces stripped and lowercased,
// refusals keep the product's messages word for word, a code is a fixed discount off the price.

const PRICE_SEN = 5000; // the seed's default price

describe.each(testDialects)('POST /api/promo-codes/check on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    const db = t.database.handle.db;
    await seedPromo(db, 'raya10', { discountSen: 1000, valid: 5, claimed: 2 });
    await seedPromo(db, 'percuma', { discountSen: 9000, valid: 1 });
    await seedPromo(db, 'hariakhir', {
      discountSen: 500,
      valid: 1,
      expirationDate: malaysiaDay(0),
    });
    await seedPromo(db, 'luput', { discountSen: 500, valid: 9, expirationDate: malaysiaDay(-1) });
    await seedPromo(db, 'habis', { discountSen: 500, valid: 3, claimed: 3 });
  });
  afterAll(() => t.close());

  const check = (payload: unknown, remoteAddress = freshAddress()) =>
    t.app.inject({
      method: 'POST',
      url: '/api/promo-codes/check',
      payload: payload as Record<string, unknown>,
      remoteAddress,
    });
  const refusal = (message: string) => ({ error: { code: 'bad_request', message } });

  it('gives the discount and the total left to pay, with the spec’s message', async () => {
    const res = await check({ code: 'raya10' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({
      valid: true,
      priceSen: PRICE_SEN,
      discountSen: 1000,
      totalSen: 4000,
      message: 'Promo code applied successfully!',
    });
  });

  it('strips spaces and lowercases what was typed', async () => {
    const res = await check({ code: '  RaYa 1 0 ' });
    expect(res.statusCode).toBe(200);
    expect(res.json<PromoCheckReply>().discountSen).toBe(1000);
  });

  it('never takes the total below zero', async () => {
    const res = await check({ code: 'percuma' });
    expect(res.json<PromoCheckReply>()).toMatchObject({ discountSen: 9000, totalSen: 0 });
  });

  it('accepts a code on its last day', async () => {
    expect((await check({ code: 'hariakhir' })).statusCode).toBe(200);
  });

  it('never shows how often a code was used, and claims nothing', async () => {
    const res = await check({ code: 'raya10' });
    expect(res.body).not.toMatch(/claimed|"valid":\s*\d/);
    expect(await claimedOf(t.database.handle.db, 'raya10')).toBe(2);
  });

  it.each([
    ['an expired code', { code: 'luput' }, malay(PROMO_MESSAGES.expired)],
    ['a fully claimed code', { code: 'habis' }, malay(PROMO_MESSAGES.fullyClaimed)],
    ['an unknown code', { code: 'tiadasiapa' }, malay(PROMO_MESSAGES.invalid)],
    ['a blank code', { code: '   ' }, malay(PROMO_MESSAGES.invalid)],
    ['an overlong code', { code: 'x'.repeat(41) }, malay(PROMO_MESSAGES.invalid)],
  ])('refuses %s with 400 and the spec’s message', async (_kind, body, message) => {
    const res = await check(body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(refusal(message));
  });

  it.each([
    ['no code', {}],
    ['a code that is not text', { code: 42 }],
  ])('refuses %s with 400 in the one error shape', async (_kind, body) => {
    const res = await check(body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: { ...refusal(malay(PROMO_MESSAGES.invalid)).error, field: 'code' },
    });
  });

  it('keeps the spec’s messages word for word in Malay, and says them in English', async () => {
    const malayWords = Object.fromEntries(
      Object.entries(PROMO_MESSAGES).map(([name, message]) => [name, malay(message)]),
    );
    expect(malayWords).toEqual({
      applied: 'Promo code applied successfully!',
      expired: 'This promo code has expired. Please try a different one.',
      fullyClaimed: 'This promo code has fully claimed. Please try a different one.',
      invalid: 'Invalid promo code. Please try again.',
    });
    const inEnglish = (code: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/promo-codes/check',
        payload: { code },
        headers: asVisitor('en'),
        remoteAddress: freshAddress(),
      });
    expect((await inEnglish('raya10')).json<PromoCheckReply>().message).toBe(
      'Promo code applied successfully!',
    );
    expect(refusalOf(await inEnglish('habis'), 400)).toBe(
      'This promo code has been fully claimed. Please try a different one.',
    );
  });

  it('needs no login', async () => {
    const res = await check({ code: 'raya10' });
    expect(res.statusCode).toBe(200);
  });

  it(`limits each address to ${PROMO_CHECK_RATE_LIMIT.max} checks, then 429 in Malay`, async () => {
    const address = freshAddress();
    for (let i = 0; i < PROMO_CHECK_RATE_LIMIT.max; i++) {
      // Refused codes count too: guessing codes is what the limit is for.
      const res = await check({ code: i % 2 === 0 ? 'raya10' : `teka${i}` }, address);
      expect(res.statusCode).not.toBe(429);
    }
    const refused = await check({ code: 'raya10' }, address);
    expect(refused.statusCode).toBe(429);
    const error = refused.json<{ error: { code: string; message: string; retryAfter: number } }>()
      .error;
    expect(error.code).toBe('rate_limited');
    expect(error.message).toMatch(
      /^Terlalu banyak cubaan kod promo\. Sila cuba semula dalam \d+ (minit|saat)\.$/,
    );
    expect(error.retryAfter).toBeGreaterThan(0);
    expect((await check({ code: 'raya10' })).statusCode).toBe(200);
  });
});
