import { malay } from '@shared/i18n/rule-words-in';
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CardPageData } from '@shared/card/card-page';
import { CARD_DATA_ELEMENT_ID } from '@shared/card/card-page';
import type { CardLanguageReply } from '@shared/schemas/card-language';
import { CARD_LANGUAGE_MESSAGES } from '@shared/schemas/card-language';
import type { OwnerCard } from '@shared/schemas/owner-card';
import type { TestApp } from '../support/test-app';
import { createTestApp } from '../support/test-app';
import { testDialects } from '../support/test-database';
import { logIn } from '../support/auth';
import { newOwnersCard } from '../support/cards';
import { makeWebDir } from '../support/web-dir';
import { asVisitor } from '../support/visitors';

// The card's language, the couple's choice: `PUT /api/cards/:id/language` (the owner, and staff on
// the record; a visitor 401 and anyone else 403 whatever they send), refused in Malay for anything
// but ms, en or both, and read by guests from their very next request.

const STAFF = 'staf.bahasa@jemput.test';
const OTHER = 'orang.lain.bahasa@example.com';

const pageLanguage = (html: string) => /<html lang="(\w+)">/.exec(html)?.[1];
const pageData = (html: string): CardPageData => {
  const start = `<script type="application/json" id="${CARD_DATA_ELEMENT_ID}">`;
  const from = html.indexOf(start) + start.length;
  return JSON.parse(html.slice(from, html.indexOf('</script>', from))) as CardPageData;
};

describe.each(testDialects)('PUT /api/cards/:id/language on %s', (dialect) => {
  let t: TestApp;
  let webDir: string;
  let other: string;
  let staff: string;
  beforeAll(async () => {
    webDir = makeWebDir();
    t = await createTestApp(dialect, { webDir, env: { ADMIN_EMAILS: STAFF } });
    other = await logIn(t, OTHER);
    staff = await logIn(t, STAFF);
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(webDir, { recursive: true, force: true });
  });

  const put = (id: string, payload: unknown, cookie?: string) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/cards/${id}/language`,
      payload: payload as object,
      headers: cookie ? { cookie } : {},
    });
  const edit = async (id: string, cookie: string) =>
    (
      await t.app.inject({ method: 'GET', url: `/api/cards/${id}/edit`, headers: { cookie } })
    ).json<OwnerCard>();
  const page = (id: string) => t.app.inject({ method: 'GET', url: `/kad/${id}` });

  it('keeps a card in Malay until its owner chooses, then saves the choice', async () => {
    const { id, cookie } = await newOwnersCard(t);
    expect((await edit(id, cookie)).language).toBe('ms');
    for (const language of ['en', 'both', 'ms'] as const) {
      const res = await put(id, { language }, cookie);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.json<CardLanguageReply>()).toEqual({
        language,
        message: 'Bahasa kad disimpan.',
      });
      expect((await edit(id, cookie)).language).toBe(language);
    }
  });

  it('says it is saved in the visitor’s language, not the card’s', async () => {
    const { id, cookie } = await newOwnersCard(t);
    const said = async (language: string, headers: Record<string, string>) => {
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/cards/${id}/language`,
        payload: { language },
        headers: { ...headers, cookie: [headers.cookie, cookie].filter(Boolean).join('; ') },
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<CardLanguageReply>().message;
    };
    expect(await said('en', asVisitor('ms'))).toBe('Bahasa kad disimpan.');
    expect(await said('ms', asVisitor('en'))).toBe('Card language saved.');
    expect(await said('both', { cookie: 'bahasa=en' })).toBe('Card language saved.');
  });

  it('draws the share picture in the card’s language, under an address naming it', async () => {
    const { id, cookie } = await newOwnersCard(t);
    const ogImage = (html: string) =>
      /<meta property="og:image" content="[^"]*(\/kad\/[^"]+)">/.exec(html)?.[1] ?? '';
    const malayPage = await page(id);
    expect(ogImage(malayPage.body)).toBe(`/kad/${id}/og.png?v=1-ms`);
    const malay = await t.app.inject({ method: 'GET', url: `/kad/${id}/og.png?v=1-ms` });
    expect(malay.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    expect((await put(id, { language: 'en' }, cookie)).statusCode).toBe(200);
    // The same version, another language: the old address is no longer the card's picture.
    expect(ogImage((await page(id)).body)).toBe(`/kad/${id}/og.png?v=1-en`);
    const stale = await t.app.inject({ method: 'GET', url: `/kad/${id}/og.png?v=1-ms` });
    expect(stale.headers['cache-control']).toBe('no-cache');
    const english = await t.app.inject({ method: 'GET', url: `/kad/${id}/og.png?v=1-en` });
    expect(english.statusCode).toBe(200);
    expect(english.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(english.rawPayload.equals(malay.rawPayload)).toBe(false);
    // The owner's copy is named the same way.
    const owners = await t.app.inject({
      method: 'GET',
      url: `/api/cards/${id}/picture.png?v=1-en`,
      headers: { cookie },
    });
    expect(owners.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    expect(owners.rawPayload.equals(english.rawPayload)).toBe(true);
  });

  it('writes and names the calendar file in the card’s language, whoever downloads it', async () => {
    const { id, cookie } = await newOwnersCard(t);
    const calendar = async (headers: Record<string, string> = {}) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/cards/${id}/calendar.ics`,
        headers,
      });
      expect(res.statusCode, res.body).toBe(200);
      // Lines folded at 75 octets are joined again.
      return { ics: res.body.replace(/\r?\n[ \t]/g, ''), name: res.headers['content-disposition'] };
    };
    const malay = await calendar(asVisitor('en'));
    expect(malay.ics).toContain('DESCRIPTION:Kad jemputan: ');
    expect(malay.ics).not.toContain('Invitation card');
    expect(malay.name).toBe(`attachment; filename="jemputan-${id}.ics"`);
    expect((await put(id, { language: 'en' }, cookie)).statusCode).toBe(200);
    const english = await calendar(asVisitor('ms'));
    expect(english.ics).toContain('DESCRIPTION:Invitation card: ');
    expect(english.ics).not.toContain('Kad jemputan');
    expect(english.name).toBe(`attachment; filename="invitation-${id}.ics"`);
    expect((await put(id, { language: 'both' }, cookie)).statusCode).toBe(200);
    const both = await calendar();
    expect(both.ics).toMatch(/DESCRIPTION:Kad jemputan: \S+\\nInvitation card: /);
    // Its title in Malay, then English (the sample's heading has the card's words in English).
    expect(both.ics).toContain('SUMMARY:Walimatulurus: Ali & Aminah / The Wedding of Ali & Aminah');
    expect(both.name).toBe(`attachment; filename="jemputan-${id}.ics"`);
  });

  it('raises no version: the editor’s unsaved edits stay valid', async () => {
    const { id, cookie } = await newOwnersCard(t);
    const before = (await edit(id, cookie)).version;
    expect((await put(id, { language: 'en' }, cookie)).statusCode).toBe(200);
    expect((await edit(id, cookie)).version).toBe(before);
  });

  it('shows guests the new language on their next request', async () => {
    const { id, cookie } = await newOwnersCard(t);
    const malay = await page(id);
    expect(pageLanguage(malay.body)).toBe('ms');
    expect(pageData(malay.body).words.language).toBe('ms');
    expect((await put(id, { language: 'en' }, cookie)).statusCode).toBe(200);
    const english = await page(id);
    expect(english.headers.etag).not.toBe(malay.headers.etag);
    expect(pageLanguage(english.body)).toBe('en');
    expect(english.body).toContain('Counting the Days');
    expect(english.body).not.toContain('Menghitung Hari');
    expect((await put(id, { language: 'both' }, cookie)).statusCode).toBe(200);
    const both = await page(id);
    expect(pageLanguage(both.body)).toBe('ms');
    expect(both.body).toContain('Menghitung Hari');
    expect(both.body).toContain('Counting the Days');
  });

  it('refuses anything but ms, en or both, in Malay, and changes nothing', async () => {
    const { id, cookie } = await newOwnersCard(t);
    for (const payload of [
      { language: 'fr' },
      { language: 'EN' },
      { language: '' },
      { language: null },
      { language: 1 },
      { language: ['en'] },
      {},
      ['en'],
    ]) {
      const res = await put(id, payload, cookie);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json<{ error: { code: string; message: string } }>().error).toMatchObject({
        code: 'bad_request',
        message: malay(CARD_LANGUAGE_MESSAGES.invalid),
      });
    }
    // A JSON text, not an object.
    const text = await t.app.inject({
      method: 'PUT',
      url: `/api/cards/${id}/language`,
      payload: '"en"',
      headers: { cookie, 'content-type': 'application/json' },
    });
    expect(text.statusCode).toBe(400);
    expect(text.json<{ error: { message: string } }>().error.message).toBe(
      malay(CARD_LANGUAGE_MESSAGES.invalid),
    );
    expect((await edit(id, cookie)).language).toBe('ms');
  });

  it('answers a visitor 401 and another owner 403 before reading the body', async () => {
    const { id, cookie } = await newOwnersCard(t);
    for (const payload of [{ language: 'en' }, { language: 'fr' }, 'bukan json']) {
      const anonymous = await put(id, payload);
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json<{ error: { code: string } }>().error.code).toBe('unauthorized');
      const refused = await put(id, payload, other);
      expect(refused.statusCode).toBe(403);
      expect(refused.json<{ error: { code: string } }>().error.code).toBe('forbidden');
    }
    expect((await put('tiadakadini', { language: 'en' }, other)).statusCode).toBe(404);
    expect((await edit(id, cookie)).language).toBe('ms');
  });

  it('lets staff set it on a support case, on the record', async () => {
    const { id, cookie } = await newOwnersCard(t);
    const res = await put(id, { language: 'both' }, staff);
    expect(res.statusCode, res.body).toBe(200);
    expect((await edit(id, cookie)).language).toBe('both');
    const rows = await t.database.handle.db
      .selectFrom('audit_log')
      .selectAll()
      .where('card_id', '=', id)
      .execute();
    expect(rows.map((row) => [row.actor_email, row.action])).toContainEqual([
      STAFF,
      'PUT /api/cards/:id/language',
    ]);
  });
});
