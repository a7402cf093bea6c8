import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { malay } from '@shared/i18n/rule-words-in';
import { fontPairFields } from '@shared/card/card-fonts';
import type { PublicCard } from '@shared/schemas/card';
import type { OwnerCard, RecommendedItemList, ThemeChangeReply } from '@shared/schemas/owner-card';
import { CARD_EDIT_MESSAGES } from '@shared/schemas/owner-card';
import { findTheme } from '@shared/themes/catalogue';
import type { TestApp } from '../support/test-app';
import { createTestApp, testClock } from '../support/test-app';
import { testDialects } from '../support/test-database';
import { newOwnersCard } from '../support/cards';
import { logIn } from '../support/auth';
import { publishDraft } from '../support/promo';

// The owner's own card: read whole (GET /api/cards/:id/edit), saved whole
// with a version check (PUT /api/cards/:id), put in another theme, given a hashtag. The owner
// only; staff too (audit-logged); others 403, anonymous 401 before the body is even read.

const STAFF = 'staf.kad@jemput.test';
const OTHER = 'orang.lain.kad@example.com';

describe.each(testDialects)('the owner’s card on %s', (dialect) => {
  let t: TestApp;
  const clock = testClock(new Date('2026-11-24T02:00:00.000Z'));
  let other: string;
  let staff: string;
  beforeAll(async () => {
    t = await createTestApp(dialect, { env: { ADMIN_EMAILS: STAFF }, clock });
    other = await logIn(t, OTHER);
    staff = await logIn(t, STAFF);
  });
  afterAll(() => t.close());
  const db = () => t.database.handle.db;

  /** A new owner, logged in, with a card of their own (in `publishDraft()`'s content). */
  async function ownersCard(options: Parameters<typeof newOwnersCard>[1] = {}) {
    const { id, cookie } = await newOwnersCard(t, options);
    await db()
      .updateTable('cards')
      .set({ created_at: clock.now().toISOString() })
      .where('id', '=', id)
      .execute();
    return { id, cookie };
  }

  const call = (method: 'GET' | 'PUT', url: string, cookie?: string, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: cookie ? { cookie } : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const edit = (id: string, cookie?: string) => call('GET', `/api/cards/${id}/edit`, cookie);
  const save = (id: string, cookie: string | undefined, version: unknown, card: unknown) =>
    call('PUT', `/api/cards/${id}`, cookie, { version, card });
  const publicCard = async (id: string) =>
    (await call('GET', `/api/cards/${id}`)).json<PublicCard>();
  const auditRows = (id: string) =>
    db().selectFrom('audit_log').selectAll().where('card_id', '=', id).execute();

  describe('who may', () => {
    it.each([
      ['GET', '/edit', undefined],
      ['PUT', '', { version: 1, card: publishDraft() }],
      ['PUT', '/theme', { theme: 'theme57' }],
      ['PUT', '/hashtag', { event: 'AmirBalqis' }],
    ] as const)(
      '%s /api/cards/:id%s: 401 anonymous (whatever the body), 403 another owner',
      async (method, path, body) => {
        const { id } = await ownersCard();
        for (const payload of [body, { junk: '\u0000' }, 'bukan json']) {
          const res = await call(method, `/api/cards/${id}${path}`, undefined, payload);
          expect(res.statusCode).toBe(401);
          expect(res.json<{ error: { code: string } }>().error.code).toBe('unauthorized');
        }
        const refused = await call(method, `/api/cards/${id}${path}`, other, body);
        expect(refused.statusCode).toBe(403);
        expect(refused.json()).toEqual({
          error: {
            code: 'forbidden',
            message: 'Maaf. Anda tiada kebenaran untuk mengubah kad ini.',
          },
        });
        expect((await call(method, `/api/cards/tiadakadini${path}`, other, body)).statusCode).toBe(
          404,
        );
      },
    );

    it('lets staff read and save an owner’s card, and writes each access to the audit log', async () => {
      const { id, cookie } = await ownersCard();
      const read = await edit(id, staff);
      // Staff are told they are staff: the owner's pages are read-only for them where only the
      // owner may change things (the RSVP page).
      expect(read.json<OwnerCard>().viewer).toBe('staff');
      expect((await edit(id, cookie)).json<OwnerCard>().viewer).toBe('owner');
      expect(read.statusCode).toBe(200);
      const { version } = read.json<OwnerCard>();
      const saved = await save(id, staff, version, { ...publishDraft(), groom_name: 'Staf' });
      expect(saved.statusCode, saved.body).toBe(200);
      const rows = await auditRows(id);
      expect(rows.map((row) => [row.actor_email, row.action])).toEqual(
        expect.arrayContaining([
          [STAFF, 'GET /api/cards/:id/edit'],
          [STAFF, 'PUT /api/cards/:id'],
        ]),
      );
    });
  });

  describe('GET /api/cards/:id/edit', () => {
    it('gives the owner the whole card, its status by the server’s clock, version and link', async () => {
      const { id, cookie } = await ownersCard({ status: 'unverified' });
      const res = await edit(id, cookie);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      const card = res.json<OwnerCard>();
      expect(card).toMatchObject({
        id,
        state: 'trial',
        version: 1,
        hashtag: '',
        url: `${t.config.publicUrl}/kad/${id}`,
        serverNow: clock.now().toISOString(),
        trialEndsAt: new Date(clock.now().getTime() + 3_600_000).toISOString(),
        features: { rsvp: true, music: true, song: false, ytId: null, musicStart: 0 },
      });
      expect(card.content.groom_name).toBe('Ali');
      // The owner's own details are not part of the card's content.
      expect(res.body).not.toContain('client_');
    });

    it('says expired once the trial hour is over, and active for a paid card', async () => {
      const trial = await ownersCard({ status: 'unverified' });
      const paid = await ownersCard({ status: 'active' });
      clock.advance(60 * 60_000);
      try {
        expect((await edit(trial.id, trial.cookie)).json<OwnerCard>().state).toBe('expired');
        expect((await edit(paid.id, paid.cookie)).json<OwnerCard>().state).toBe('active');
      } finally {
        clock.advance(-60 * 60_000);
      }
    });
  });

  describe('PUT /api/cards/:id', () => {
    it('saves the whole card, raises the version, and the public card shows it at once', async () => {
      const { id, cookie } = await ownersCard();
      const card = { ...publishDraft(), groom_name: 'Amir Baharu', contacts: [] };
      const res = await save(id, cookie, 1, card);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ version: 2 });
      const shown = await publicCard(id);
      expect(shown.state === 'live' && shown.content).toEqual(card);
      expect((await edit(id, cookie)).json<OwnerCard>().version).toBe(2);
    });

    it('refuses an update based on an older version with 409, and keeps the newer one', async () => {
      const { id, cookie } = await ownersCard();
      expect(
        (await save(id, cookie, 1, { ...publishDraft(), bride_name: 'Tab Satu' })).statusCode,
      ).toBe(200);
      const stale = await save(id, cookie, 1, { ...publishDraft(), bride_name: 'Tab Dua' });
      expect(stale.statusCode).toBe(409);
      expect(stale.json()).toEqual({
        error: { code: 'conflict', message: malay(CARD_EDIT_MESSAGES.conflict), field: 'version' },
      });
      const shown = await publicCard(id);
      expect(shown.state === 'live' && shown.content.bride_name).toBe('Tab Satu');
      // Said in the owner's language: an English browser reads it in English.
      const english = await t.app.inject({
        method: 'PUT',
        url: `/api/cards/${id}`,
        headers: { cookie, 'accept-language': 'en-GB,en;q=0.9' },
        payload: { version: 1, card: { ...publishDraft(), bride_name: 'Tab Tiga' } },
      });
      expect(english.statusCode).toBe(409);
      expect(english.json()).toEqual({
        error: {
          code: 'conflict',
          message:
            'This card was changed elsewhere (another tab or phone) after you started editing it. Your changes are still on the screen.',
          field: 'version',
        },
      });
    });

    it('lets only one of two updates from the same version through', async () => {
      const { id, cookie } = await ownersCard();
      const results = await Promise.all(
        ['Satu', 'Dua'].map((name) => save(id, cookie, 1, { ...publishDraft(), groom_name: name })),
      );
      expect(results.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    });

    it.each([
      ['an empty groom name', { groom_name: '' }, 'card.groom_name'],
      ['a NUL in the message', { message: 'Jemput\u0000' }, 'card.message'],
      [
        'a bidi override in a contact name',
        {
          contacts: [{ name: 'Pak\u202ELong', phoneNumber: '012-345 6789', contactMethod: 'both' }],
        },
        'card.contacts.0.name',
      ],
      ['an unknown theme', { theme: 'theme0' }, 'card.theme'],
    ])('refuses %s with 400 naming the field, and changes nothing', async (_kind, patch, field) => {
      const { id, cookie } = await ownersCard();
      const res = await save(id, cookie, 1, { ...publishDraft(), ...patch });
      expect(res.statusCode).toBe(400);
      expect(res.json<{ error: { field?: string } }>().error.field).toBe(field);
      expect((await edit(id, cookie)).json<OwnerCard>().version).toBe(1);
    });

    it.each([0, -1, 1.5, '1', null])('refuses a version of %j with 400', async (version) => {
      const { id, cookie } = await ownersCard();
      const res = await save(id, cookie, version, publishDraft());
      expect(res.statusCode).toBe(400);
      expect(res.json<{ error: { field?: string } }>().error.field).toBe('version');
    });
  });

  describe('PUT /api/cards/:id/theme', () => {
    it('puts the card in the theme; fonts that were the old theme’s follow the new one', async () => {
      const { id, cookie } = await ownersCard();
      const old = findTheme('theme12')!;
      await save(id, cookie, 1, {
        ...publishDraft(),
        theme: 'theme12',
        H2: old.headingFont,
        H2size: old.headingSize,
        fontP: old.bodyFont,
      });
      const res = await call('PUT', `/api/cards/${id}/theme`, cookie, { theme: 'theme57' });
      expect(res.statusCode, res.body).toBe(200);
      const reply = res.json<ThemeChangeReply>();
      const next = findTheme('theme57')!;
      expect(reply).toMatchObject({ version: 3, message: 'Tema telah dikemaskini' });
      expect(reply.content).toMatchObject({
        theme: 'theme57',
        H2: next.headingFont,
        H2size: next.headingSize,
        fontP: next.bodyFont,
      });
      const shown = await publicCard(id);
      expect(shown.state === 'live' && shown.content.theme).toBe('theme57');
    });

    it('keeps a font pair the couple chose', async () => {
      const { id, cookie } = await ownersCard();
      const pair = fontPairFields('f8');
      await save(id, cookie, 1, { ...publishDraft(), ...pair });
      const reply = (
        await call('PUT', `/api/cards/${id}/theme`, cookie, { theme: 'theme3' })
      ).json<ThemeChangeReply>();
      expect(reply.content).toMatchObject({ theme: 'theme3', ...pair });
    });

    it.each(['theme0', 'theme101', 'tema5', '', 57])(
      'refuses %j with the spec’s message',
      async (theme) => {
        const { id, cookie } = await ownersCard();
        const res = await call('PUT', `/api/cards/${id}/theme`, cookie, { theme });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({
          error: { code: 'bad_request', message: 'Gagal mengemaskini tema', field: 'theme' },
        });
      },
    );
  });

  describe('PUT /api/cards/:id/hashtag', () => {
    it('keeps letters and digits only (Jawi too) and says so in the spec’s words', async () => {
      const { id, cookie } = await ownersCard();
      const res = await call('PUT', `/api/cards/${id}/hashtag`, cookie, {
        event: '#Amir & Balqis 2027!',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        hashtag: 'AmirBalqis2027',
        message: 'Hashtag telah dikemaskini',
      });
      expect((await edit(id, cookie)).json<OwnerCard>().hashtag).toBe('AmirBalqis2027');
      const jawi = await call('PUT', `/api/cards/${id}/hashtag`, cookie, { event: 'أمير بلقيس' });
      expect(jawi.json<{ hashtag: string }>().hashtag).toBe('أميربلقيس');
    });

    it.each(['', '   ', '#!?', '\u200B', 42, '\u3164\u3164', '\uFFA0', 'Amir\u0000', 'Amir\u202E'])(
      'refuses %j: a hashtag is required',
      async (event) => {
        const { id, cookie } = await ownersCard();
        const res = await call('PUT', `/api/cards/${id}/hashtag`, cookie, { event });
        expect(res.statusCode).toBe(400);
        expect(res.json<{ error: { message: string } }>().error.message).toBe(
          malay(CARD_EDIT_MESSAGES.hashtagRequired),
        );
      },
    );
  });

  describe('the share picture after an edit', () => {
    it('is named by version, kept for good under that name, and fresh under any other', async () => {
      const { id, cookie } = await ownersCard();
      const before = await call('GET', `/kad/${id}/og.png?v=1-ms`);
      expect(before.statusCode).toBe(200);
      expect(before.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      await save(id, cookie, 1, { ...publishDraft(), groom_name: 'Nama Baharu' });
      const old = await call('GET', `/kad/${id}/og.png?v=1-ms`);
      expect(old.headers['cache-control']).toBe('no-cache');
      const plain = await call('GET', `/kad/${id}/og.png`);
      expect(plain.headers['cache-control']).toBe('no-cache');
      const current = await call('GET', `/kad/${id}/og.png?v=2-ms`);
      expect(current.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      // A new picture for the new names (the share image is drawn from the content).
      expect(Buffer.compare(current.rawPayload, before.rawPayload)).not.toBe(0);
    });
  });

  it('lists the Recommended items (samples from the seed) for the card home', async () => {
    const res = await call('GET', '/api/recommended-items');
    expect(res.statusCode).toBe(200);
    const { items } = res.json<RecommendedItemList>();
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      expect(item.image).toMatch(/^\/recommended\/[a-z-]+\.svg$/);
      expect(item.link).toMatch(/^https:\/\//);
      expect(item.priceSen).toBeGreaterThan(0);
    }
  });
});
