import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@server/http/errors';
import type { TestApp } from '../support/test-app';
import { createTestApp } from '../support/test-app';
import { INDEX_HTML, APP_JS, makeWebDir } from '../support/web-dir';
import { testDialects } from '../support/test-database';

// The built web app is served beside the API: product pages get the app's HTML (200), other paths
// the same HTML with 404 (the app shows its not-found page), hashed assets are cached for good,
// and /api keeps its JSON 404.

const NOT_FOUND_JSON = { error: { code: 'not_found', message: MESSAGES.notFound } };

describe.each(testDialects)('web pages on %s', (dialect) => {
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

  it.each([
    '/',
    '/preview/theme3',
    '/create/theme12',
    '/dashboard',
    '/dashboard/abc123',
    '/edit/abc123',
    '/rsvp/abc123',
    '/success/abc123',
    '/pay/failed',
    '/admin/rsvp',
  ])('%s answers 200 with the app’s HTML, not cached', async (url) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toBe(INDEX_HTML);
  });

  it.each([
    '/no-such-page',
    '/fallback',
    '/foo/theme3',
    '/kad',
    '/kad/a/b/c',
    '/dashboard/abc123/extra',
    '/assets/missing-999.js',
    '/..%2F..%2Fetc%2Fpasswd',
    // Addresses no card can have: a 3,000-character id, a broken escape, capitals.
    `/kad/${'a'.repeat(3000)}`,
    `/dashboard/${'a'.repeat(3000)}`,
    '/kad/%ff',
    '/edit/%',
    '/edit/ABCDEF',
    '/dashboard/abc',
  ])('%s answers 404 with the same HTML', async (url) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toBe(INDEX_HTML);
  });

  it('answers HEAD on a page like GET, without a body', async () => {
    const page = await t.app.inject({ method: 'HEAD', url: '/kad/demoplus' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toBe('');
    const unknown = await t.app.inject({ method: 'HEAD', url: '/no-such-page' });
    expect(unknown.statusCode).toBe(404);
  });

  it('serves a hashed asset with a year-long immutable cache', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(APP_JS);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toContain('immutable');
    expect(res.headers['cache-control']).toMatch(/max-age=31536000/);
  });

  it.each(['/api/xyz', '/api/cards/abc/nothing', '/api/xyz?kepada=Ali', '/api'])(
    'still answers the unknown API path %s with the JSON 404',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json()).toEqual(NOT_FOUND_JSON);
    },
  );

  it.each([
    ['POST', '/kad/demoplus'],
    ['DELETE', '/dashboard'],
    ['PUT', '/no-such-page'],
  ] as const)('answers %s %s (not a page request) with the JSON 404', async (method, url) => {
    const res = await t.app.inject({ method, url });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual(NOT_FOUND_JSON);
  });

  it('keeps the API working beside the pages', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/settings' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toMatchObject({ price: expect.any(Number) });
  });

  it('answers /api?x=1 with the JSON 404, like /api', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api?x=1' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual(NOT_FOUND_JSON);
  });

  it('answers /assets/ (a folder) with the 404 page, not 403 forbidden', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toBe(INDEX_HTML);
  });

  it('serves /index.html with Cache-Control no-cache', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/index.html' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });
});

describe.each(testDialects)('without a built web app on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  it.each(['/', '/kad/demoplus', '/no-such-page', '/assets/app-abc123.js'])(
    '%s answers the JSON 404',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json()).toEqual(NOT_FOUND_JSON);
    },
  );

  it('still serves the API', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
  });
});

describe('with a web folder that has no index.html', () => {
  let t: TestApp;
  let emptyDir: string;
  beforeAll(async () => {
    emptyDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jemput-web-empty-'));
    fs.mkdirSync(path.join(emptyDir, 'assets'));
    fs.writeFileSync(path.join(emptyDir, 'assets', 'app-abc123.js'), APP_JS);
    t = await createTestApp('sqlite', { webDir: emptyDir });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(emptyDir, { recursive: true, force: true });
  });

  it('serves the API only: pages and files answer the JSON 404', async () => {
    for (const url of ['/', '/kad/demoplus', '/assets/app-abc123.js']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual(NOT_FOUND_JSON);
    }
  });
});
