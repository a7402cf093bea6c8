import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@server/http/errors';
import type { TestApp } from '../support/test-app';
import { createTestApp } from '../support/test-app';
import { testDialects } from '../support/test-database';

// Rate limits are opt-in per route (`config.rateLimit`), keyed by the client address as Fastify
// sees it. Each test below uses its own client address, so no test spends another's allowance.

const LIMITED = '/api/__probe/limited';
const LIMITED_OTHER = '/api/__probe/limited-other';
const UNLIMITED = '/api/__probe/unlimited';

const RATE_LIMITED_BODY = {
  error: {
    code: 'rate_limited',
    message: 'Terlalu banyak cubaan. Sila cuba sebentar lagi.',
    retryAfter: expect.any(Number) as number,
  },
};

function registerProbes(app: FastifyInstance) {
  const limit = { rateLimit: { max: 2, timeWindow: '1 minute' } };
  app.get(LIMITED, { config: limit }, () => ({ ok: true }));
  app.post(LIMITED, { config: limit }, () => ({ ok: true }));
  app.get(LIMITED_OTHER, { config: limit }, () => ({ ok: true }));
  app.get(UNLIMITED, () => ({ ok: true }));
}

let addressCounter = 0;
/** A client address no other test in this file uses. */
const freshAddress = () => `192.0.2.${++addressCounter}`;

describe.each(testDialects)('rate limits on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { extend: registerProbes });
  });
  afterAll(() => t.close());

  const get = (url: string, remoteAddress: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, remoteAddress, headers });

  it('answers the third call within the window with 429 in the one error shape', async () => {
    const ip = freshAddress();
    const first = await get(LIMITED, ip);
    const second = await get(LIMITED, ip);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual({ ok: true });

    const third = await get(LIMITED, ip);
    expect(third.statusCode).toBe(429);
    expect(third.headers['content-type']).toMatch(/^application\/json/);
    expect(third.json()).toEqual(RATE_LIMITED_BODY);
    expect(MESSAGES.rateLimited).toBe(RATE_LIMITED_BODY.error.message);
  });

  it('keeps refusing while the window lasts', async () => {
    const ip = freshAddress();
    await get(LIMITED, ip);
    await get(LIMITED, ip);
    for (let i = 0; i < 3; i++) {
      const res = await get(LIMITED, ip);
      expect(res.statusCode).toBe(429);
      expect(res.json()).toEqual(RATE_LIMITED_BODY);
    }
  });

  it('tells the client how long to wait and how much is left', async () => {
    const ip = freshAddress();
    const first = await get(LIMITED, ip);
    expect(first.headers['x-ratelimit-limit']).toBe('2');
    expect(first.headers['x-ratelimit-remaining']).toBe('1');
    await get(LIMITED, ip);
    const refused = await get(LIMITED, ip);
    expect(refused.statusCode).toBe(429);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
  });

  it('carries the security headers on a 429', async () => {
    const ip = freshAddress();
    await get(LIMITED, ip);
    await get(LIMITED, ip);
    const refused = await get(LIMITED, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['x-content-type-options']).toBe('nosniff');
    expect(refused.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('limits POST to the route in the same way', async () => {
    const ip = freshAddress();
    const post = () =>
      t.app.inject({ method: 'POST', url: LIMITED, remoteAddress: ip, payload: { a: 1 } });
    expect((await post()).statusCode).toBe(200);
    expect((await post()).statusCode).toBe(200);
    const refused = await post();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(RATE_LIMITED_BODY);
  });

  it('counts each client address on its own', async () => {
    const spender = freshAddress();
    const bystander = freshAddress();
    await get(LIMITED, spender);
    await get(LIMITED, spender);
    expect((await get(LIMITED, spender)).statusCode).toBe(429);
    expect((await get(LIMITED, bystander)).statusCode).toBe(200);
  });

  it('counts each limited route on its own', async () => {
    const ip = freshAddress();
    await get(LIMITED_OTHER, ip);
    await get(LIMITED_OTHER, ip);
    expect((await get(LIMITED_OTHER, ip)).statusCode).toBe(429);
    expect((await get(UNLIMITED, ip)).statusCode).toBe(200);
  });

  it('does not let a client dodge the limit with X-Forwarded-For (no TRUST_PROXY)', async () => {
    const ip = freshAddress();
    const results: number[] = [];
    for (let i = 1; i <= 4; i++) {
      const res = await get(LIMITED, ip, { 'x-forwarded-for': `198.51.100.${i}` });
      results.push(res.statusCode);
    }
    expect(results).toEqual([200, 200, 429, 429]);
  });

  it('never limits a route without rateLimit config', async () => {
    const ip = freshAddress();
    for (let i = 0; i < 30; i++) {
      const res = await get(UNLIMITED, ip);
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-ratelimit-limit']).toBeUndefined();
    }
  });

  it('never limits the public settings and health calls', async () => {
    const ip = freshAddress();
    for (let i = 0; i < 20; i++) {
      expect((await get('/api/settings', ip)).statusCode).toBe(200);
      expect((await get('/api/health', ip)).statusCode).toBe(200);
    }
  });

  it('does not limit unknown paths (they stay plain 404s)', async () => {
    const ip = freshAddress();
    for (let i = 0; i < 10; i++) {
      expect((await get('/api/xyz', ip)).statusCode).toBe(404);
    }
  });
});

describe('rate limits behind a trusted proxy (TRUST_PROXY=true)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite', { env: { TRUST_PROXY: 'true' }, extend: registerProbes });
  });
  afterAll(() => t.close());

  const viaProxy = (client: string) =>
    t.app.inject({
      method: 'GET',
      url: LIMITED,
      remoteAddress: '10.0.0.1',
      headers: { 'x-forwarded-for': client },
    });

  it('keys the limit by the forwarded client address, not the proxy’s', async () => {
    expect((await viaProxy('203.0.113.10')).statusCode).toBe(200);
    expect((await viaProxy('203.0.113.10')).statusCode).toBe(200);
    expect((await viaProxy('203.0.113.10')).statusCode).toBe(429);
    // Another guest behind the same proxy is not punished for the first one.
    expect((await viaProxy('203.0.113.11')).statusCode).toBe(200);
  });

  it('cannot be dodged by a client-written first X-Forwarded-For entry behind the proxy', async () => {
    // The proxy appends the real client (203.0.113.20) to whatever the client wrote itself.
    const forged = (n: number) => viaProxy(`198.51.100.${n}, 203.0.113.20`);
    expect((await forged(1)).statusCode).toBe(200);
    expect((await forged(2)).statusCode).toBe(200);
    expect((await forged(3)).statusCode).toBe(429);
    expect((await forged(4)).statusCode).toBe(429);
  });
});
