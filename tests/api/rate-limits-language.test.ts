import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROMO_CHECK_RATE_LIMIT } from '@shared/schemas/promo';
import { PUBLISH_RATE_LIMIT } from '@shared/schemas/publish';
import type { TestApp } from '../support/test-app';
import { createTestApp } from '../support/test-app';
import { testDialects } from '../support/test-database';
import { freshAddress, logIn } from '../support/auth';
import { newOwnersCard } from '../support/cards';
import { publishDraft } from '../support/promo';
import { VISITORS, withSession } from '../support/visitors';

// A visitor held back by a rate limit reads why and how long to wait in their own language: the
// English visitor "in 2 minutes", the Malay one the words the Malay pages have always shown.

const PROFILE = { name: 'Amir Kamal', mobile: '012-345 6789' };

interface Refusal {
  error: { code: string; message: string; retryAfter: number };
}

describe.each(testDialects)('rate limits in the visitor’s language on %s', (dialect) => {
  let t: TestApp;
  let owners = 0;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  describe.each(VISITORS)('to $who', ({ headers, english }) => {
    const call = (
      method: 'POST',
      url: string,
      payload: object,
      { cookie, address = freshAddress() }: { cookie?: string; address?: string } = {},
    ) =>
      t.app.inject({
        method,
        url,
        payload,
        headers: withSession(headers, cookie),
        remoteAddress: address,
      });

    /** Calls `next` until the limit refuses (at most `max` + 1 times): the refusal's words. */
    async function untilRefused(max: number, next: () => ReturnType<typeof call>) {
      for (let i = 0; i <= max; i++) {
        const res = await next();
        if (res.statusCode === 429) {
          const { error } = res.json<Refusal>();
          expect(error.code).toBe('rate_limited');
          expect(Number(res.headers['retry-after'])).toBe(error.retryAfter);
          return error.message;
        }
      }
      throw new Error(`no 429 after ${max + 1} calls`);
    }

    it('says the promo code limit and its wait', async () => {
      const address = freshAddress();
      const message = await untilRefused(PROMO_CHECK_RATE_LIMIT.max, () =>
        call('POST', '/api/promo-codes/check', { code: 'teka' }, { address }),
      );
      expect(message).toMatch(
        english
          ? /^Too many promo code attempts\. Please try again in \d+ minutes?\.$/
          : /^Terlalu banyak cubaan kod promo\. Sila cuba semula dalam \d+ minit\.$/,
      );
    });

    it('says the co-host invitations’ limit and its wait', async () => {
      const own = await newOwnersCard(t);
      const mine = { email: own.email, name: 'Saya', role: 'pengurus' };
      const message = await untilRefused(20, () =>
        call('POST', `/api/cards/${own.id}/hosts`, mine, { cookie: own.cookie }),
      );
      expect(message).toMatch(
        english
          ? /^Too many invitations sent\. Please try again in \d+ minutes?\.$/
          : /^Terlalu banyak jemputan dihantar\. Sila cuba semula dalam \d+ minit\.$/,
      );
    });

    it('says the limit on new cards and its wait', async () => {
      const cookie = await logIn(t, `had.kad.${++owners}@example.com`);
      const body = { draft: publishDraft(), profile: PROFILE };
      const message = await untilRefused(PUBLISH_RATE_LIMIT.max, () =>
        call('POST', '/api/cards', body, { cookie }),
      );
      expect(message).toMatch(
        english
          ? /^Too many cards created in a short time\. Please try again in \d+ minutes?\.$/
          : /^Terlalu banyak kad dicipta dalam masa yang singkat\. Sila cuba semula dalam \d+ minit\.$/,
      );
    });

    it('says the limit on guessing a pass and its wait, in seconds', async () => {
      const address = freshAddress();
      const message = await untilRefused(60, () =>
        call('POST', '/api/passes/lookup', { token: 'A'.repeat(22) }, { address }),
      );
      expect(message).toMatch(
        english
          ? /^Too many attempts\. Please try again in \d+ seconds?\.$/
          : /^Terlalu banyak cubaan\. Sila cuba semula dalam \d+ saat\.$/,
      );
    });
  });
});
