import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newMediaName } from '@server/storage/media-key';
import type { TestApp } from '../support/test-app';
import { createTestApp } from '../support/test-app';
import { testDialects } from '../support/test-database';
import { freshAddress } from '../support/auth';
import { newOwnersCard } from '../support/cards';
import type { VisitorHeaders } from '../support/visitors';
import { asVisitor, refusal, withSession } from '../support/visitors';

// The plain refusals any visitor can meet (a picture or theme that is not there, a form or body
// that cannot be read, a guard's refusal, an unknown personal link, /metrics without its token)
// are the catalogue's words: the spec's Malay to a Malay browser, English to an English one.

const ENGLISH = asVisitor('en');
const MALAY = asVisitor('ms');
const METRICS_TOKEN = 'metrics-token-for-language-tests-0123';

/** The refusal a Malay and an English browser each get for the same call. */
async function inBoth(
  send: (headers: VisitorHeaders) => Promise<LightMyRequestResponse>,
  status: number,
): Promise<[string, string]> {
  return [refusal(await send(MALAY), status), refusal(await send(ENGLISH), status)];
}

describe.each(testDialects)('plain refusals in the visitor’s language on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  const get = (url: string) => (headers: VisitorHeaders) =>
    t.app.inject({ method: 'GET', url, headers });

  it('says a picture or a theme is not there', async () => {
    expect(await inBoth(get(`/media/salam-kaut/${newMediaName('png')}`), 404)).toEqual([
      'Maaf. Gambar ini tidak dijumpai.',
      'Sorry. This picture was not found.',
    ]);
    expect(await inBoth(get('/media/salam-kaut/BAD.png'), 400)).toEqual([
      'Maaf. Gambar ini tidak dijumpai.',
      'Sorry. This picture was not found.',
    ]);
    for (const name of ['theme101', 'nope']) {
      expect(await inBoth(get(`/api/themes/${name}`), 404)).toEqual([
        'Maaf. Tema ini tidak wujud.',
        'Sorry. This theme does not exist.',
      ]);
    }
  });

  it('says a form with a field twice, or a body that is not UTF-8, cannot be read', async () => {
    const form = (headers: VisitorHeaders) =>
      t.app.inject({
        method: 'POST',
        url: '/api/payments/sandbox/callback',
        headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'id=a&id=b',
      });
    expect(await inBoth(form, 400)).toEqual([
      'Borang yang dihantar tidak sah.',
      'The form sent is not valid.',
    ]);
    const broken = (headers: VisitorHeaders) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/code',
        headers: { ...headers, 'content-type': 'application/json' },
        payload: Buffer.concat([
          Buffer.from('{"email":"a'),
          Buffer.from([0xff]),
          Buffer.from('"}'),
        ]),
        remoteAddress: freshAddress(),
      });
    expect(await inBoth(broken, 400)).toEqual([
      'Maklumat yang dihantar mengandungi aksara yang rosak.',
      'The information sent contains broken characters.',
    ]);
  });

  it('tells an owner that staff pages and another owner’s card are not theirs', async () => {
    const { cookie } = await newOwnersCard(t);
    const other = await newOwnersCard(t);
    const asOwner = (url: string) => (headers: VisitorHeaders) =>
      t.app.inject({ method: 'GET', url, headers: withSession(headers, cookie) });
    expect(await inBoth(asOwner('/api/admin/cards/zz9999zz'), 403)).toEqual([
      'Maaf. Halaman ini hanya untuk kakitangan Jemput.',
      'Sorry. This page is for Jemput staff only.',
    ]);
    expect(await inBoth(asOwner(`/api/cards/${other.id}/checkout`), 403)).toEqual([
      'Maaf. Anda tiada kebenaran untuk mengubah kad ini.',
      'Sorry. You do not have permission to change this card.',
    ]);
  });

  it('says a personal link is not known, malformed or guessed', async () => {
    const { id } = await newOwnersCard(t);
    for (const [token, status] of [
      ['pendek', 400],
      ['a'.repeat(12) + 'x'.repeat(12), 404],
    ] as const) {
      const lookUp = (headers: VisitorHeaders) =>
        t.app.inject({
          method: 'POST',
          url: `/api/cards/${id}/invitation`,
          headers,
          payload: { token },
          remoteAddress: freshAddress(),
        });
      expect(await inBoth(lookUp, status)).toEqual([
        'Jemputan ini tidak dijumpai.',
        'This invitation was not found.',
      ]);
    }
  });
});

describe('/metrics without its token in the visitor’s language', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite', {
      config: { isProduction: true, metricsToken: METRICS_TOKEN },
    });
  });
  afterAll(() => t.close());

  it('says the token is needed', async () => {
    const scrape = (headers: VisitorHeaders) =>
      t.app.inject({ method: 'GET', url: '/metrics', headers });
    expect(await inBoth(scrape, 401)).toEqual([
      'Token metrik diperlukan.',
      'A metrics token is required.',
    ]);
  });

  it('says a refusal with a number in it in the owner’s language (a walk-in’s people)', async () => {
    const { id, cookie } = await newOwnersCard(t);
    const walkIn = (headers: VisitorHeaders) =>
      t.app.inject({
        method: 'POST',
        url: `/api/cards/${id}/door/walk-ins`,
        headers: withSession(headers, cookie),
        payload: { name: 'Pak Cik', guests: 0, clientRef: 'walkin-language-1' },
      });
    expect(await inBoth(walkIn, 400)).toEqual([
      'Bilangan tetamu mesti antara 1 dan 20.',
      'The number of guests must be between 1 and 20.',
    ]);
  });
});
