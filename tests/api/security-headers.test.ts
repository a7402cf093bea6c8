import { CARD_SCRIPT_STARTER_HASH } from '@server/render/card-script';
import fs from 'node:fs';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../support/test-app';
import { createTestApp } from '../support/test-app';
import { makeWebDir } from '../support/web-dir';
import { testDialects } from '../support/test-database';
import { BILLPLZ_TEST_ENV } from '../support/payments';

// Helmet on every response, a strict content security policy that
// still lets the card embed YouTube's player, and HTTPS-only headers in production only.

/** The CSP header as directive name → sources. */
function parseCsp(res: LightMyRequestResponse): Map<string, string[]> {
  const header = res.headers['content-security-policy'];
  expect(typeof header).toBe('string');
  const directives = new Map<string, string[]>();
  for (const part of String(header).split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) directives.set(name.toLowerCase(), sources);
  }
  return directives;
}

function expectBaselineHeaders(res: LightMyRequestResponse) {
  const csp = parseCsp(res);
  expect(csp.get('default-src')).toEqual(["'self'"]);
  expect(csp.get('object-src')).toEqual(["'none'"]);
  expect(csp.get('frame-src')).toContain('https://www.youtube.com');
  expect(csp.get('base-uri')).toEqual(["'self'"]);
  expect(csp.get('frame-ancestors')).toEqual(["'self'"]);
  // Scripts only from the app itself (YouTube's player runs in its own frame): never eval,
  // nothing from elsewhere, and no inline script but the card's constant starter, by its hash.
  // WebAssembly (the usher screen's QR decoder) but never eval of JavaScript.
  expect(csp.get('script-src')).toEqual(["'self'", "'wasm-unsafe-eval'", CARD_SCRIPT_STARTER_HASH]);
  expect(csp.get('script-src-attr')).toEqual(["'none'"]);

  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(res.headers['x-powered-by']).toBeUndefined();
  expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  expect(res.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
  // YouTube's player must stay embeddable: no cross-origin embedder policy.
  expect(res.headers['cross-origin-embedder-policy']).toBeUndefined();
  return csp;
}

function expectNoHttpsOnlyHeaders(res: LightMyRequestResponse) {
  const csp = parseCsp(res);
  expect(csp.has('upgrade-insecure-requests')).toBe(false);
  expect(res.headers['strict-transport-security']).toBeUndefined();
}

const REQUESTS = [
  ['the health API', '/api/health', 200],
  ['the settings API', '/api/settings', 200],
  ['the OpenAPI document', '/api/openapi.json', 200],
  ['an unknown API path (JSON 404)', '/api/xyz', 404],
  ['the home page', '/', 200],
  ['the public card page', '/kad/demoplus', 200],
  ['an unknown page (HTML 404)', '/no-such-page', 404],
  ['a hashed asset', '/assets/app-abc123.js', 200],
] as const;

describe.each(testDialects)('security headers on %s (development)', (dialect) => {
  let t: TestApp;
  let webDir: string;
  beforeAll(async () => {
    webDir = makeWebDir();
    t = await createTestApp(dialect, { webDir });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(webDir, { recursive: true, force: true });
  });

  it.each(REQUESTS)('%s carries the helmet baseline', async (_what, url, status) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(status);
    expectBaselineHeaders(res);
  });

  it.each(REQUESTS)('%s has no HSTS and no upgrade-insecure-requests', async (_what, url) => {
    const res = await t.app.inject({ method: 'GET', url });
    expectNoHttpsOnlyHeaders(res);
  });

  it('lets the card embed the YouTube player and thumbnails, and nothing else outside', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/kad/demoplus' });
    const csp = parseCsp(res);
    for (const [directive, sources] of csp) {
      for (const source of sources) {
        if (!/^https?:/.test(source)) continue;
        expect(
          /^https:\/\/(www\.youtube\.com|www\.youtube-nocookie\.com|s\.ytimg\.com|i\.ytimg\.com)$/.test(
            source,
          ),
          `${directive} allows ${source}`,
        ).toBe(true);
      }
    }
    expect(csp.get('img-src')).toContain('https://i.ytimg.com');
  });

  it('carries the headers on an error reply too (400 from a bad JSON body)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/settings',
      headers: { 'content-type': 'application/json' },
      payload: '{bad',
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expectBaselineHeaders(res);
  });

  it('carries nosniff and no x-powered-by on the API docs page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-powered-by']).toBeUndefined();
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('the API docs page has no upgrade-insecure-requests outside production', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toBeDefined();
    expect(res.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
  });
});

describe('security headers in production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite', {
      env: {
        NODE_ENV: 'production',
        APP_SECRET: 'a-test-secret-of-more-than-thirty-two-characters',
        PUBLIC_URL: 'https://jemput.example',
        SMTP_URL: 'smtp://mail.example:25',
        ...BILLPLZ_TEST_ENV,
      },
    });
  });
  afterAll(() => t.close());

  it('adds HSTS and upgrade-insecure-requests on top of the baseline', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/settings' });
    expect(res.statusCode).toBe(200);
    const csp = expectBaselineHeaders(res);
    expect(csp.has('upgrade-insecure-requests')).toBe(true);
    expect(res.headers['strict-transport-security']).toMatch(/max-age=\d{7,}/);
  });

  it('does so on the JSON 404 too', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/xyz' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
  });
});
