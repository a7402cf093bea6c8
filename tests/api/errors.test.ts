import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { API_ERROR_CODES } from '@shared/schemas/api-error';
import { HttpError, MESSAGES, conflict } from '@server/http/errors';
import type { TestApp } from '../support/test-app';
import { createTestApp } from '../support/test-app';
import { testDialects } from '../support/test-database';

// Every error leaves the API as `{ error: { code, message } }`, with the
// right status, a Malay message, and nothing of the server's internals.

const SECRET = 'password=hunter2 at /srv/jemput/secret-path.ts:42';

const echoBody = z.object({
  name: z.string().min(1),
  guests: z.number().int().min(1).max(20),
});

const malayBody = z.object({
  name: z.string().min(1, 'Sila isi nama anda.'),
});

function registerProbes(app: FastifyInstance) {
  const zapp = app.withTypeProvider<ZodTypeProvider>();
  app.get('/api/__probe/throw', () => {
    throw new Error(SECRET);
  });
  app.get('/api/__probe/throw-async', async () => {
    await Promise.resolve();
    throw new TypeError(`Cannot read properties of undefined (reading '${SECRET}')`);
  });
  app.get('/api/__probe/reject-string', () => Promise.reject(SECRET));
  app.get('/api/__probe/library-409', () => {
    // A library error carrying its own status and an English, internal message.
    throw Object.assign(new Error(SECRET), { statusCode: 409 });
  });
  app.get('/api/__probe/library-503', () => {
    throw Object.assign(new Error(SECRET), { statusCode: 503 });
  });
  app.get('/api/__probe/http-error', () => {
    throw conflict('Kod promosi ini sudah habis digunakan.');
  });
  app.get('/api/__probe/http-error-default', () => {
    throw new HttpError(403, 'forbidden', MESSAGES.forbidden);
  });
  zapp.post('/api/__probe/echo', { schema: { body: echoBody } }, (request) => ({
    ok: true,
    name: request.body.name,
  }));
  zapp.post('/api/__probe/strict', { schema: { body: z.strictObject({ a: z.string() }) } }, () => ({
    ok: true,
  }));
  zapp.post('/api/__probe/malay', { schema: { body: malayBody } }, (request) => ({
    name: request.body.name,
  }));
  zapp.get(
    '/api/__probe/query',
    { schema: { querystring: z.object({ page: z.coerce.number().int().min(1) }) } },
    (request) => ({ page: request.query.page }),
  );
  zapp.get(
    '/api/__probe/bad-reply',
    { schema: { response: { 200: z.object({ price: z.number() }) } } },
    // The handler breaks its own reply schema: a server fault, not the client's.
    () => ({ price: SECRET }) as unknown as { price: number },
  );
}

/** The one error shape, exactly: no extra keys, a known code, a non-empty message. */
const ERROR_KEYS = ['code', 'field', 'message', 'retryAfter'];
function expectErrorShape(res: LightMyRequestResponse, status: number, code: string) {
  expect(res.statusCode).toBe(status);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  const body = res.json<{ error: { code: string; message: string } }>();
  expect(Object.keys(body)).toEqual(['error']);
  expect(Object.keys(body.error)).toEqual(expect.arrayContaining(['code', 'message']));
  for (const key of Object.keys(body.error)) expect(ERROR_KEYS).toContain(key);
  expect(body.error.code).toBe(code);
  expect(API_ERROR_CODES).toContain(body.error.code);
  expect(typeof body.error.message).toBe('string');
  expect(body.error.message.length).toBeGreaterThan(0);
  return body.error.message;
}

function expectNoLeak(res: LightMyRequestResponse) {
  expect(res.body).not.toContain('hunter2');
  expect(res.body).not.toContain('secret-path');
  expect(res.body).not.toContain('Cannot read properties');
  expect(res.body).not.toMatch(/\bat .*:\d+/);
  expect(res.body).not.toMatch(/stack/i);
}

describe.each(testDialects)('API errors on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { extend: registerProbes });
  });
  afterAll(() => t.close());

  describe('unknown /api paths', () => {
    it.each([
      ['GET', '/api/xyz'],
      ['GET', '/api/cards/nope/nothing/here'],
      ['GET', '/api/xyz?kepada=Encik%20Ali'],
      ['GET', '/api'],
      ['GET', '/api/'],
      ['POST', '/api/xyz'],
      ['PUT', '/api/settings'],
      ['DELETE', '/api/health'],
      ['PATCH', '/api/xyz'],
    ] as const)('%s %s answers 404 not_found in the one shape', async (method, url) => {
      const res = await t.app.inject({ method, url });
      expectErrorShape(res, 404, 'not_found');
      expect(res.json()).toEqual({ error: { code: 'not_found', message: MESSAGES.notFound } });
    });

    it('answers HEAD on an unknown path with 404 and no body', async () => {
      const res = await t.app.inject({ method: 'HEAD', url: '/api/xyz' });
      expect(res.statusCode).toBe(404);
      expect(res.body).toBe('');
    });
  });

  describe('unexpected errors', () => {
    it.each(['/api/__probe/throw', '/api/__probe/throw-async', '/api/__probe/reject-string'])(
      '%s answers 500 internal with the Malay message and nothing leaked',
      async (url) => {
        const res = await t.app.inject({ method: 'GET', url });
        expectErrorShape(res, 500, 'internal');
        expect(res.json()).toEqual({ error: { code: 'internal', message: MESSAGES.internal } });
        expect(MESSAGES.internal).toMatch(/^Maaf\./);
        expectNoLeak(res);
      },
    );

    it('answers a reply that breaks its own schema with 500 internal, not the data', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/__probe/bad-reply' });
      expectErrorShape(res, 500, 'internal');
      expect(res.json()).toEqual({ error: { code: 'internal', message: MESSAGES.internal } });
      expectNoLeak(res);
    });

    it('keeps a library error’s status but replaces its text with the Malay default', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/__probe/library-409' });
      expectErrorShape(res, 409, 'conflict');
      expect(res.json()).toEqual({ error: { code: 'conflict', message: MESSAGES.conflict } });
      expectNoLeak(res);
    });

    it('answers a 5xx library error as internal with its status', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/__probe/library-503' });
      expectErrorShape(res, 503, 'internal');
      expect(res.json()).toEqual({ error: { code: 'internal', message: MESSAGES.internal } });
      expectNoLeak(res);
    });
  });

  describe('deliberate errors (HttpError)', () => {
    it('answers with the error’s own status, code and message', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/__probe/http-error' });
      expectErrorShape(res, 409, 'conflict');
      expect(res.json()).toEqual({
        error: { code: 'conflict', message: 'Kod promosi ini sudah habis digunakan.' },
      });
    });

    it('answers 403 forbidden with the default Malay message', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/__probe/http-error-default' });
      expect(res.json()).toEqual({ error: { code: 'forbidden', message: MESSAGES.forbidden } });
      expect(res.statusCode).toBe(403);
    });
  });

  describe('bad input to a zod-validated route', () => {
    it('accepts a valid body', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/__probe/echo',
        payload: { name: 'Siti', guests: 2 },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ ok: true, name: 'Siti' });
    });

    it.each([
      ['a wrong type', { name: 123, guests: 2 }, 'name'],
      ['a missing field', { name: 'Siti' }, 'guests'],
      ['an empty string', { name: '', guests: 2 }, 'name'],
      ['a number out of range', { name: 'Siti', guests: 99 }, 'guests'],
      ['a fraction where an integer is due', { name: 'Siti', guests: 1.5 }, 'guests'],
    ])('answers %s with 400 bad_request naming the field', async (_what, payload, field) => {
      const res = await t.app.inject({ method: 'POST', url: '/api/__probe/echo', payload });
      const message = expectErrorShape(res, 400, 'bad_request');
      expect(res.json<{ error: { field?: string } }>().error.field).toBe(field);
      // zod's own English never reaches the reply: a rule without a message speaks Malay.
      expect(message).toMatch(/^Maklumat /);
    });

    it('answers a JSON array instead of an object with 400 bad_request', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/__probe/echo',
        payload: [1, 2, 3],
      });
      const message = expectErrorShape(res, 400, 'bad_request');
      expect(message.startsWith(MESSAGES.badRequest)).toBe(true);
    });

    it('answers a missing body with 400 bad_request', async () => {
      const res = await t.app.inject({ method: 'POST', url: '/api/__probe/echo' });
      const message = expectErrorShape(res, 400, 'bad_request');
      expect(message.startsWith(MESSAGES.badRequest)).toBe(true);
    });

    it('uses the schema’s own Malay message when it gives one', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/__probe/malay',
        payload: { name: '' },
      });
      expectErrorShape(res, 400, 'bad_request');
      expect(res.json()).toEqual({
        error: { code: 'bad_request', message: 'Sila isi nama anda.', field: 'name' },
      });
    });

    it('answers an unknown key in a strict body with the Malay default message', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/__probe/strict',
        payload: { a: 'x', b: 'y' },
      });
      const message = expectErrorShape(res, 400, 'bad_request');
      expect(message).toBe('Maklumat yang dihantar mengandungi medan yang tidak dikenali.');
      expect(message).not.toContain('Unrecognized');
    });

    it('answers a bad query string with 400 bad_request', async () => {
      const ok = await t.app.inject({ method: 'GET', url: '/api/__probe/query?page=2' });
      expect(ok.json()).toEqual({ page: 2 });
      const res = await t.app.inject({ method: 'GET', url: '/api/__probe/query?page=zero' });
      const message = expectErrorShape(res, 400, 'bad_request');
      expect(message).toBe(MESSAGES.badRequest);
      expect(res.json<{ error: { field?: string } }>().error.field).toBe('page');
    });
  });

  describe('malformed bodies', () => {
    it.each([
      ['truncated JSON', '{"name": "Siti", "guests":'],
      ['single-quoted JSON', "{'name': 'Siti'}"],
      ['plain words', 'nama saya Siti'],
      ['a trailing comma', '{"name":"Siti","guests":2,}'],
    ])('answers %s with 400 bad_request in the one shape', async (_what, payload) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/__probe/echo',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expectErrorShape(res, 400, 'bad_request');
      expect(res.json()).toEqual({ error: { code: 'bad_request', message: MESSAGES.badJson } });
      // The parser's own English text stays out of the reply.
      expect(res.body).not.toMatch(/Unexpected|JSON at position|SyntaxError/);
    });

    it('answers an empty JSON body with 400 bad_request', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/__probe/echo',
        headers: { 'content-type': 'application/json' },
        payload: '',
      });
      expectErrorShape(res, 400, 'bad_request');
    });

    it('answers a body of an unsupported media type in the one shape', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/__probe/echo',
        headers: { 'content-type': 'application/xml' },
        payload: '<name>Siti</name>',
      });
      expect(expectErrorShape(res, 415, 'bad_request')).toBe(MESSAGES.badMediaType);
    });
  });

  describe('addresses the router itself refuses', () => {
    it.each(['/api/cards/%ff', '/api/cards/%', '/api/cards/%E0%A4%A', '/api/nothing/%c0%af'])(
      'answers a broken percent-escape (%s) with 400 in the one shape, in Malay',
      async (url) => {
        const res = await t.app.inject({ method: 'GET', url });
        expect(expectErrorShape(res, 400, 'bad_request')).toBe(MESSAGES.badUrl);
      },
    );

    it('answers a path parameter over the router’s length limit with 404 in the one shape', async () => {
      const res = await t.app.inject({ method: 'GET', url: `/api/cards/${'a'.repeat(3000)}` });
      expect(expectErrorShape(res, 404, 'not_found')).toBe(MESSAGES.notFound);
      const wishes = await t.app.inject({
        method: 'POST',
        url: `/api/cards/${'a'.repeat(3000)}/rsvps`,
        payload: {},
      });
      expectErrorShape(wishes, 404, 'not_found');
    });
  });

  describe('body size limit (256 KB)', () => {
    const bodyOfBytes = (bytes: number) => {
      const skeleton = JSON.stringify({ name: '', guests: 2 });
      return JSON.stringify({ name: 'x'.repeat(bytes - skeleton.length), guests: 2 });
    };

    it('accepts a body just under the limit', async () => {
      const payload = bodyOfBytes(256 * 1024 - 16);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/__probe/echo',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(res.statusCode).toBe(200);
    });

    it('answers a body over the limit with 413 payload_too_large', async () => {
      const payload = bodyOfBytes(256 * 1024 + 1);
      expect(Buffer.byteLength(payload)).toBeGreaterThan(256 * 1024);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/__probe/echo',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expectErrorShape(res, 413, 'payload_too_large');
      expect(res.json()).toEqual({
        error: { code: 'payload_too_large', message: MESSAGES.payloadTooLarge },
      });
    });

    it('answers a large body of bad JSON with 413, before parsing it', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/__probe/echo',
        headers: { 'content-type': 'application/json' },
        payload: `{${'x'.repeat(300 * 1024)}`,
      });
      expectErrorShape(res, 413, 'payload_too_large');
    });
  });
});
