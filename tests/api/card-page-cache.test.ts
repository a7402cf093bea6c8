import fs from 'node:fs';
import zlib from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CardPageData } from '@shared/card/card-page';
import { CARD_DATA_ELEMENT_ID } from '@shared/card/card-page';
import { cardText } from '@shared/i18n/card-catalogues';
import { adminRepository } from '@server/modules/admin/admin.repository';
import { cardsRepository } from '@server/modules/cards/cards.repository';
import { ownerCardRepository } from '@server/modules/cards/owner-card.repository';
import { buildApp } from '@server/app';
import type { TestApp } from '../support/test-app';
import { createTestApp, testClock } from '../support/test-app';
import { testDialects } from '../support/test-database';
import { createCard } from '../support/cards';
import { makeWebDir } from '../support/web-dir';

/** The expiry screen's words on a Malay card (the card's catalogue). */
const TRIAL_EXPIRED_MESSAGE = cardText('ms', 'card.expired.message');

// The guest card's page cache: a page is drawn once per card content and
// minute, then served compressed with an ETag; any change to the card shows on the next request,
// whoever made it. A page served from the cache carries the instant it was drawn (its
// `renderedAt`), which is how these tests tell a cached page from a newly drawn one.

const MINUTE = 60_000;
const BROWSER = 'gzip, deflate, br, zstd';

function cardData(html: string): CardPageData {
  const pattern = new RegExp(
    `<script type="application/json" id="${CARD_DATA_ELEMENT_ID}">(.*?)</script>`,
    's',
  );
  const json = pattern.exec(html)?.[1];
  if (!json) throw new Error('no card data in the page');
  return JSON.parse(json) as CardPageData;
}

function drawnAt(html: string): number {
  const data = cardData(html);
  if (data.state !== 'live') throw new Error(`expected a live card, got ${data.state}`);
  return data.renderedAt;
}

/** The page's HTML, whatever encoding it came in. */
function html(res: LightMyRequestResponse): string {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return zlib.brotliDecompressSync(res.rawPayload).toString();
  if (encoding === 'gzip') return zlib.gunzipSync(res.rawPayload).toString();
  expect(encoding).toBeUndefined();
  return res.body;
}

describe.each(testDialects)('card page cache on %s', (dialect) => {
  let t: TestApp;
  let webDir: string;
  const clock = testClock();
  beforeAll(async () => {
    webDir = makeWebDir();
    t = await createTestApp(dialect, { webDir, clock });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(webDir, { recursive: true, force: true });
  });
  // Each test starts at the start of the real minute (cards are made at the real time) and moves
  // the clock itself; tests use cards of their own, so no test meets another's pages.
  beforeEach(() => clock.set(new Date(Math.floor(Date.now() / MINUTE) * MINUTE)));

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': BROWSER, ...headers } });
  const db = () => t.database.handle.db;

  it('serves the second request from the cache, compressed, with an ETag', async () => {
    const id = await createCard(db());
    const first = await get(`/kad/${id}`);
    clock.advance(20_000);
    const second = await get(`/kad/${id}`);
    for (const res of [first, second]) {
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['vary']).toBe('Accept-Encoding');
      expect(res.headers['etag']).toMatch(/^W\/"[\w-]+"$/);
    }
    expect(second.headers['etag']).toBe(first.headers['etag']);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(drawnAt(html(second))).toBe(drawnAt(html(first)));
    expect(drawnAt(html(first))).toBe(clock.now().getTime() - 20_000);
  });

  it('draws again when the minute turns, for the countdown', async () => {
    const id = await createCard(db());
    const first = await get(`/kad/${id}`);
    clock.advance(MINUTE);
    const next = await get(`/kad/${id}`);
    expect(next.headers['etag']).not.toBe(first.headers['etag']);
    expect(drawnAt(html(next))).toBe(clock.now().getTime());
  });

  describe('shows every change on the next request', () => {
    it('an edit of the content (version raised)', async () => {
      const id = await createCard(db());
      const before = await get(`/kad/${id}`);
      const row = (await cardsRepository(db()).findById(id))!;
      const live = cardData(html(before));
      if (live.state !== 'live') throw new Error('live');
      await cardsRepository(db()).updateContent(
        id,
        { ...live.card.content, groom_name: 'Badrul' },
        row.version,
        clock.now(),
      );
      const after = await get(`/kad/${id}`);
      expect(after.headers['etag']).not.toBe(before.headers['etag']);
      expect(html(after)).toContain('Badrul');
      expect(cardData(html(after))).toMatchObject({ version: row.version + 1 });
    });

    it('a new theme', async () => {
      const id = await createCard(db());
      const before = await get(`/kad/${id}`);
      await cardsRepository(db()).setTheme(
        id,
        { theme: 'theme42', H2: 'Great Vibes', H2size: 'text-6xl', fontP: 'Lato' },
        clock.now(),
      );
      const after = await get(`/kad/${id}`);
      expect(after.headers['etag']).not.toBe(before.headers['etag']);
      expect(cardData(html(after))).toMatchObject({ theme: { name: 'theme42' } });
    });

    it.each([
      ['the RSVP switch', { rsvp: false }],
      ['music', { music: true, music_activation: true, yt_id: 'dQw4w9WgXcQ' }],
      ['the gift switch', { gift: true }],
    ])('%s (no new version)', async (_name, features) => {
      const id = await createCard(db());
      const before = await get(`/kad/${id}`);
      await cardsRepository(db()).setFeatures(id, features, clock.now());
      const after = await get(`/kad/${id}`);
      expect(after.headers['etag']).not.toBe(before.headers['etag']);
      const data = cardData(html(after));
      expect(data).toMatchObject({ version: 1 });
      if (data.state !== 'live') throw new Error('live');
      expect(data.card.features).not.toEqual(
        (cardData(html(before)) as Extract<CardPageData, { state: 'live' }>).card.features,
      );
    });

    it('the card’s language (no new version), for a live card and an expired one', async () => {
      const id = await createCard(db());
      const before = await get(`/kad/${id}`);
      await ownerCardRepository(db()).setLanguage(id, 'en', clock.now());
      const after = await get(`/kad/${id}`);
      expect(after.headers['etag']).not.toBe(before.headers['etag']);
      expect(html(after)).toContain('<html lang="en">');
      expect(cardData(html(after))).toMatchObject({ version: 1, words: { language: 'en' } });

      const expired = await createCard(db(), { status: 'unverified', ageMinutes: 61 });
      expect(html(await get(`/kad/${expired}`))).toContain('<html lang="ms">');
      await ownerCardRepository(db()).setLanguage(expired, 'both', clock.now());
      const turned = html(await get(`/kad/${expired}`));
      expect(cardData(turned)).toMatchObject({ state: 'expired', words: { language: 'both' } });
      expect(turned).toContain('The trial period of this Digital Wedding Card has ended.');
    });

    it('the salam kaut QR (no new version)', async () => {
      const id = await createCard(db());
      const before = await get(`/kad/${id}`);
      await db()
        .updateTable('cards')
        .set({ salam_kaut: 'qr-abc.png', salamkaut_activation: 1 })
        .where('id', '=', id)
        .execute();
      const after = await get(`/kad/${id}`);
      expect(after.headers['etag']).not.toBe(before.headers['etag']);
      expect(cardData(html(after))).toMatchObject({
        card: { features: { salam_kaut: '/media/salam-kaut/qr-abc.png' } },
      });
    });

    it('the end of a trial, with the clock', async () => {
      const id = await createCard(db(), { status: 'unverified', ageMinutes: 58 });
      expect(cardData(html(await get(`/kad/${id}`))).state).toBe('live');
      clock.advance(4 * MINUTE);
      const after = html(await get(`/kad/${id}`));
      expect(after).toContain(TRIAL_EXPIRED_MESSAGE);
      expect(cardData(after)).toMatchObject({ state: 'expired', id, words: { language: 'ms' } });
      expect(Object.keys(cardData(after))).toEqual(['state', 'id', 'words']);
    });

    it('activation of an expired trial', async () => {
      const id = await createCard(db(), { status: 'unverified', ageMinutes: 61 });
      expect(cardData(html(await get(`/kad/${id}`))).state).toBe('expired');
      await cardsRepository(db()).activate(id, clock.now());
      expect(cardData(html(await get(`/kad/${id}`))).state).toBe('live');
    });

    it('a trial extended by staff', async () => {
      const id = await createCard(db(), { status: 'unverified', ageMinutes: 61 });
      expect(cardData(html(await get(`/kad/${id}`))).state).toBe('expired');
      const now = clock.now();
      await adminRepository(db()).setTrialEnd(
        id,
        new Date(now.getTime() + 24 * 60 * MINUTE).toISOString(),
        now.toISOString(),
      );
      expect(cardData(html(await get(`/kad/${id}`))).state).toBe('live');
    });

    it('a change made through another instance on the same database', async () => {
      // A second app on the same database, with a cache of its own; both have the page cached.
      const other = await buildApp(t.config, {
        database: t.database.handle,
        logger: false,
        clock,
        webDir,
      });
      try {
        const id = await createCard(db());
        const here = await get(`/kad/${id}`);
        const there = await other.inject({ method: 'GET', url: `/kad/${id}` });
        expect(there.headers['etag']).toBe(here.headers['etag']);
        // The owner edits on the other instance.
        const row = (await cardsRepository(db()).findById(id))!;
        const live = cardData(html(here));
        if (live.state !== 'live') throw new Error('live');
        await cardsRepository(db()).updateContent(
          id,
          { ...live.card.content, bride_name: 'Zaleha' },
          row.version,
          clock.now(),
        );
        const after = await get(`/kad/${id}`);
        expect(after.headers['etag']).not.toBe(here.headers['etag']);
        expect(html(after)).toContain('Zaleha');
      } finally {
        await other.close();
      }
    });
  });

  describe('?kepada=', () => {
    it('greets the guest, escaped, from the cached page (nothing drawn per guest)', async () => {
      const id = await createCard(db(), {
        features: { music: true, music_activation: true, yt_id: 'dQw4w9WgXcQ' },
      });
      const drawn = drawnAt(html(await get(`/kad/${id}`)));
      const guests = ['<b>Encik Ali</b>', `Mak "Long" & 'Ngah'`, '</script><script>x'];
      const etags = new Set<string>();
      for (const guest of guests) {
        clock.advance(5_000);
        const res = await get(`/kad/${id}?kepada=${encodeURIComponent(guest)}`);
        expect(res.statusCode).toBe(200);
        const page = html(res);
        expect(drawnAt(page)).toBe(drawn);
        expect(cardData(page)).toMatchObject({ greeting: guest });
        expect(page).not.toContain(guest);
        expect(page).not.toContain('</script><script>x');
        etags.add(String(res.headers['etag']));
      }
      const page = html(await get(`/kad/${id}?kepada=${encodeURIComponent(guests[0]!)}`));
      // The hero and the intro overlay.
      expect(page.split('Kepada: <span').length - 1).toBe(2);
      expect(page.split('&lt;b&gt;Encik Ali&lt;/b&gt;').length - 1).toBe(2);
      expect(etags.size).toBe(guests.length);
      expect(etags.has(String((await get(`/kad/${id}`)).headers['etag']))).toBe(false);
    });

    it('gives the same page and ETag to the same guest again', async () => {
      const id = await createCard(db());
      const first = await get(`/kad/${id}?kepada=Ahmad`);
      const again = await get(`/kad/${id}?kepada=Ahmad&fbclid=x`);
      expect(again.headers['etag']).toBe(first.headers['etag']);
      expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
      const revalidated = await get(`/kad/${id}?kepada=Ahmad`, {
        'if-none-match': String(first.headers['etag']),
      });
      expect(revalidated.statusCode).toBe(304);
    });
  });

  describe('ETag', () => {
    it('answers 304 with no body to a matching If-None-Match', async () => {
      const id = await createCard(db());
      const first = await get(`/kad/${id}`);
      const etag = String(first.headers['etag']);
      const res = await get(`/kad/${id}`, { 'if-none-match': etag });
      expect(res.statusCode).toBe(304);
      expect(res.rawPayload).toHaveLength(0);
      expect(res.headers['etag']).toBe(etag);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-encoding']).toBeUndefined();
      // A list, as browsers holding several versions send.
      const listed = await get(`/kad/${id}`, { 'if-none-match': `W/"other", ${etag}` });
      expect(listed.statusCode).toBe(304);
    });

    it('changes with an edit: the old ETag gets the new page', async () => {
      const id = await createCard(db());
      const etag = String((await get(`/kad/${id}`)).headers['etag']);
      await cardsRepository(db()).setFeatures(id, { rsvp: false }, clock.now());
      const res = await get(`/kad/${id}`, { 'if-none-match': etag });
      expect(res.statusCode).toBe(200);
      expect(res.headers['etag']).not.toBe(etag);
      expect(cardData(html(res))).toMatchObject({ card: { features: { rsvp: false } } });
    });

    it('changes when the minute turns', async () => {
      const id = await createCard(db());
      const etag = String((await get(`/kad/${id}`)).headers['etag']);
      clock.advance(59_000);
      expect((await get(`/kad/${id}`, { 'if-none-match': etag })).statusCode).toBe(304);
      clock.advance(1_000);
      const res = await get(`/kad/${id}`, { 'if-none-match': etag });
      expect(res.statusCode).toBe(200);
      expect(res.headers['etag']).not.toBe(etag);
    });
  });

  describe('Accept-Encoding', () => {
    it.each([
      [BROWSER, 'br'],
      ['br', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0, gzip', 'gzip'],
      ['identity', undefined],
      ['', undefined],
    ])('%j → %s', async (accept, encoding) => {
      const id = await createCard(db());
      const plain = await t.app.inject({ method: 'GET', url: `/kad/${id}` });
      expect(plain.headers['content-encoding']).toBeUndefined();
      for (const url of [`/kad/${id}`, `/kad/${id}?kepada=Ahmad`]) {
        const res = await get(url, { 'accept-encoding': accept });
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-encoding']).toBe(encoding);
        expect(res.headers['vary']).toBe('Accept-Encoding');
        expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
        if (url.endsWith(id)) expect(html(res)).toBe(plain.body);
        else expect(cardData(html(res))).toMatchObject({ greeting: 'Ahmad' });
      }
    });
  });

  it('answers HEAD with the headers only', async () => {
    const id = await createCard(db());
    const full = await get(`/kad/${id}`);
    const res = await t.app.inject({
      method: 'HEAD',
      url: `/kad/${id}`,
      headers: { 'accept-encoding': BROWSER },
    });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload).toHaveLength(0);
    expect(res.headers['etag']).toBe(full.headers['etag']);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-length']).toBe(full.headers['content-length']);
  });

  it('keeps the not-found page at 404, compressed, for any unknown card', async () => {
    for (const url of ['/kad/nosuchcard', '/kad/BAD!', '/kad/demoplus/theme101']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-encoding']).toBe('br');
      expect(html(res)).toContain('Kad tidak dijumpai');
      expect(res.headers['etag']).toBeUndefined();
    }
  });

  it('keeps the demo card’s themes and trailing slashes apart', async () => {
    const plain = await get('/kad/demoplus');
    const slash = await get('/kad/demoplus/');
    const themed = await get('/kad/demoplus/theme42');
    const themedSlash = await get('/kad/demoplus/theme42/');
    expect(slash.headers['etag']).toBe(plain.headers['etag']);
    expect(themedSlash.headers['etag']).toBe(themed.headers['etag']);
    expect(themed.headers['etag']).not.toBe(plain.headers['etag']);
    expect(cardData(html(themed))).toMatchObject({ theme: { name: 'theme42' } });
  });
});
