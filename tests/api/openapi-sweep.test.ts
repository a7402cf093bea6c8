import { describe, expect, it } from 'vitest';
import { createTestDatabase, testDialects } from '../support/test-database';
import { createCard } from '../support/cards';
import { replyProblems } from '../support/sweep/reply-checks';
import { exampleFor, textForPattern } from '../support/sweep/examples';
import type { JsonSchema } from '../support/sweep/json-schema';
import { violation } from '../support/sweep/violations';
import { junkIn, junkInReply, storedJunk } from '../support/sweep/stored-text';
import { SWEEP_PARTS, describeOpenApiSweep } from '../support/sweep/openapi-sweep-suite';

// The first part of the malformed-request sweep on SQLite (openapi-sweep-2.test.ts has the
// second, openapi-sweep-postgres*.test.ts PostgreSQL's), and the checks the sweep relies on.
describeOpenApiSweep('sqlite', { index: 0, count: SWEEP_PARTS });

// The sweep passing means little if its checks cannot fail: each is shown the failures it is for.
describe('the sweep’s own checks', () => {
  const json = { 'content-type': 'application/json; charset=utf-8' };
  const reply = (statusCode: number, body: unknown, headers: Record<string, string> = json) => ({
    statusCode,
    headers,
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const kindsOf = (
    url: string,
    res: ReturnType<typeof reply>,
    refusedBecause: string | null = null,
  ) => replyProblems({ url, refusedBecause }, res).map((problem) => problem.kind);

  it('passes a Malay refusal in the one shape', () => {
    const res = reply(400, {
      error: { code: 'bad_request', message: 'Sila masukkan nama anda.', field: 'name' },
    });
    expect(kindsOf('/api/cards/abcd/rsvps', res)).toEqual([]);
  });

  it.each([
    [
      'Fastify’s own reply',
      {
        statusCode: 400,
        code: 'FST_ERR_VALIDATION',
        error: 'Bad Request',
        message: 'body must be object',
      },
    ],
    [
      'an extra key',
      { error: { code: 'bad_request', message: 'Maklumat tidak sah.', issues: [] } },
    ],
    ['an unknown code', { error: { code: 'FST_ERR_BAD_URL', message: 'Alamat ini tidak sah.' } }],
  ])('flags %s as outside the one shape', (_what, body) => {
    expect(kindsOf('/api/x', reply(400, body))).toContain('error reply outside the one shape');
  });

  it.each([
    'Route GET:/api/x not found',
    'body must have required property name',
    'Unsupported Media Type: text/plain',
    'Internal Server Error',
    'Invalid input: expected string, received number',
    'Bad Request',
  ])('flags the English message "%s"', (message) => {
    const res = reply(404, { error: { code: 'not_found', message } });
    expect(kindsOf('/api/x', res)).toContain('error message not Malay');
  });

  it('flags a 5xx, an HTML error under /api, a code that does not fit, and a 2xx to a refusal', () => {
    expect(
      kindsOf('/api/x', reply(500, { error: { code: 'internal', message: 'Maaf. Ralat.' } })),
    ).toContain('server error (5xx)');
    expect(
      kindsOf('/api/x', reply(404, '<html></html>', { 'content-type': 'text/html' })),
    ).toContain('error reply is not JSON');
    expect(
      kindsOf('/api/x', reply(404, { error: { code: 'bad_request', message: 'Maaf. Tiada.' } })),
    ).toContain('error code does not match status');
    expect(kindsOf('/api/x', reply(201, { ok: true }), 'guests is not a number')).toContain(
      'accepted what the document refuses',
    );
  });

  const doc = { paths: {} };
  const rsvpSchema: JsonSchema = {
    type: 'object',
    properties: {
      name: { type: 'string', minLength: 1, maxLength: 80 },
      guests: { anyOf: [{ type: 'number' }, { type: 'string', pattern: '^\\d{1,3}$' }] },
      code: { type: 'string', pattern: '^\\d{6}$' },
      tags: {
        type: 'array',
        minItems: 1,
        maxItems: 2,
        items: { type: 'string', enum: ['a', 'b'] },
      },
      limit: { type: 'integer', minimum: 1, maximum: 500 },
      promo: { type: 'string', nullable: true },
    },
    required: ['name', 'guests', 'code', 'tags', 'limit'],
  };

  it.each([
    ['^[a-z0-9]{4,32}$', 'aaaa'],
    ['^\\d{6}$', '111111'],
    ['^[A-Za-z0-9_-]{1,200}$', 'A'],
    ['^\\d{1,3}$', '1'],
    ['^(a|b)$', null],
  ])('reads the simple pattern %s', (pattern, text) => {
    expect(textForPattern(pattern)).toBe(text);
  });

  it('derives a body the schema accepts', () => {
    const body = exampleFor(doc, rsvpSchema);
    expect(violation(doc, rsvpSchema, body)).toBeNull();
    expect(body).toMatchObject({ code: '123456', tags: ['a'], limit: 1 });
  });

  it.each([true, [3], '0x10', '1e1', null, { n: 1 }])(
    'knows the schema refuses guests %j',
    (guests) => {
      const body = { ...(exampleFor(doc, rsvpSchema) as object), guests };
      expect(violation(doc, rsvpSchema, body)).toMatch(/guests/);
    },
  );

  it.each([
    ['NUL', 'Ali\u0000', null],
    ['a C1 control', 'Ali\u0085', null],
    ['a bidi override', 'Ali \u202Eexe', null],
    ['a bidi isolate', '\u2066Ali', null],
    ['a lone surrogate', 'Ali\uD800', null],
    ['a replacement character', 'Ali\uFFFD', null],
    ['an invisible-only name', '\u200B\u3164\u00AD', 'rsvps.name'],
    ['an empty required name', '', 'rsvps.name'],
  ])('calls %s stored junk', (_what, text, key) => {
    expect(junkIn(text, key)).not.toBeNull();
  });

  it('calls junk in a write’s reply what it saved, not what it lists as refused', () => {
    const saved = { picks: [{ title: 'Lagu \u202Eabc', artist: '\u200B\u200B' }] };
    expect(junkInReply(saved).map((finding) => `${finding.where}: ${finding.kind}`)).toEqual([
      'reply.picks[].title: control or bidi character',
      'reply.picks[].artist: name of invisible characters only',
    ]);
    const refused = { ok: false, failed: [{ id: 'a\u0000' }], problems: [{ text: '\u0007' }] };
    expect(junkInReply(refused)).toEqual([]);
  });

  it.each([
    ['Nur Aisyah binti Abdullah', 'rsvps.name'],
    ['Keluarga 👨‍👩‍👧‍👦', 'rsvps.name'],
    ['ڤ\u200Cڠ', 'rsvps.name'],
    ['Ahmad \u200Fأحمد', 'rsvps.name'],
    ['Selamat pengantin baru\nSemoga bahagia\tAmin', 'rsvps.ucapan'],
    ['', 'cards.groom_fullname'],
  ])('leaves %j alone', (text, key) => {
    expect(junkIn(text, key)).toBeNull();
  });
});

describe.each(testDialects)('the stored-junk reader on %s', (dialect) => {
  it('finds junk in a plain column and inside a JSON text column', async () => {
    const database = await createTestDatabase(dialect);
    try {
      await database.migrate();
      const id = await createCard(database.handle.db);
      await database.handle.db
        .updateTable('cards')
        .set({
          groom_name: 'Ali \u202Egnp.exe',
          contacts: JSON.stringify([{ name: '\u200B\u200B', phoneNumber: '\u0000' }]),
        })
        .where('id', '=', id)
        .execute();
      const found = (await storedJunk(database)).map(
        (finding) => `${finding.where}: ${finding.kind}`,
      );
      expect(found).toEqual(
        expect.arrayContaining([
          'cards.groom_name: control or bidi character',
          'cards.contacts[].name: name of invisible characters only',
          'cards.contacts[].phoneNumber: control or bidi character',
        ]),
      );
    } finally {
      await database.drop();
    }
  });
});
