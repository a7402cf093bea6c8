import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CardPageData } from '@shared/card/card-page';
import { CARD_DATA_ELEMENT_ID } from '@shared/card/card-page';
import type { CardLanguage } from '@shared/i18n/card-words';
import { malayWeekday } from '@shared/dates/malay-date';
import { weekdayWords } from '@shared/dates/date-words';
import { cardText } from '@shared/i18n/card-catalogues';
import { DEMO_CARD_ID } from '@server/db/demo-card';
import type { TestApp } from '../support/test-app';
import { createTestApp } from '../support/test-app';
import { testDialects } from '../support/test-database';
import { OWNER, createCard } from '../support/cards';
import { CARD_CSS, makeWebDir } from '../support/web-dir';
import { randomInt } from 'node:crypto';
import { malayWeekdayAndDate } from '@shared/dates/malay-date';
import { CARD_SCRIPT_STARTER } from '@server/render/card-script';
import { SECTIONS_SHOW, SECTIONS_WAIT } from '@server/render/card-template';
import { subsetCharacters, subsetUrl } from '@server/render/font-subsets';

/** The expiry screen's words on a Malay card (the card's catalogue). */
const TRIAL_EXPIRED_MESSAGE = cardText('ms', 'card.expired.message');

// The guest card page: drawn on the server with its share tags and the data
// the browser hydrates from; expired trials and unknown ids get their own screens.

function cardData(html: string): CardPageData {
  const pattern = new RegExp(
    `<script type="application/json" id="${CARD_DATA_ELEMENT_ID}">(.*?)</script>`,
    's',
  );
  const json = pattern.exec(html)?.[1];
  if (!json) throw new Error('no card data in the page');
  return JSON.parse(json) as CardPageData;
}

const metaContent = (html: string, key: string) =>
  new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)">`).exec(html)?.[1];

describe.each(testDialects)('GET /kad/:id on %s', (dialect) => {
  let t: TestApp;
  let webDir: string;
  beforeAll(async () => {
    webDir = makeWebDir();
    t = await createTestApp(dialect, { webDir, env: { PUBLIC_URL: 'https://jemput.test' } });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(webDir, { recursive: true, force: true });
  });
  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('draws the names, date, invitation, venue and programme into the HTML', async () => {
    const id = await createCard(t.database.handle.db);
    const res = await get(`/kad/${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    const html = res.body;
    for (const text of ['Ali', 'Aminah', 'Walimatulurus', 'Tempat', 'Atur Cara Majlis']) {
      expect(html).toContain(text);
    }
    expect(html).toContain('Menghitung Hari');
    expect(cardData(html)).toMatchObject({ state: 'live', card: { id } });
  });

  it('has the title, noindex and the share tags with an absolute picture', async () => {
    const id = await createCard(t.database.handle.db);
    const html = (await get(`/kad/${id}`)).body;
    expect(html).toContain('<title>Walimatulurus | Ali &amp; Aminah</title>');
    expect(metaContent(html, 'robots')).toBe('noindex, nofollow');
    expect(metaContent(html, 'description')).toBe('Tekan link untuk lihat undangan.');
    expect(metaContent(html, 'og:description')).toBe('Tekan link untuk lihat undangan.');
    expect(metaContent(html, 'og:locale')).toBe('ms_MY');
    expect(metaContent(html, 'og:title')).toMatch(/^Walimatulurus \| Ali &amp; Aminah · \S+, /);
    // Named by the card’s version: an edit gives the picture a new address.
    expect(metaContent(html, 'og:image')).toBe(`https://jemput.test/kad/${id}/og.png?v=1-ms`);
    expect(metaContent(html, 'og:url')).toBe(`https://jemput.test/kad/${id}`);
    expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
  });

  it('puts its stylesheet inline and loads only the card’s own font pair', async () => {
    const id = await createCard(t.database.handle.db);
    const html = (await get(`/kad/${id}`)).body;
    // The whole stylesheet after the card, opening by showing the sections that waited for it;
    // the head has only what the first screen uses.
    expect(html).toContain(`</div><style>${SECTIONS_SHOW}${CARD_CSS}</style>`);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('.hero-letter{display:inline-block}');
    expect(head).toContain(SECTIONS_WAIT);
    expect(html).not.toContain('kad-abc123.css');
    const data = cardData(html);
    if (data.state !== 'live') throw new Error('expected a live card');
    const fontUrls = [...html.matchAll(/url\((\/fonts\/[^)]+)\)/g)].map((m) => m[1]!);
    expect(fontUrls.length).toBeGreaterThan(0);
    const families = new Set(
      fontUrls.map((url) => url.split('/')[url.includes('/subset/') ? 3 : 2]),
    );
    // The pair, plus Amiri for the doa's Arabic line (fetched only when Arabic is drawn).
    expect(families.has('amiri')).toBe(true);
    expect(html).toMatch(/font-family:'Amiri'[^}]*unicode-range:U\+600-/);
    families.delete('amiri');
    expect(families.size).toBeLessThanOrEqual(2);
    for (const url of fontUrls) {
      const font = await get(url);
      expect(font.statusCode, url).toBe(200);
      expect(['font/ttf', 'font/woff2']).toContain(font.headers['content-type']);
      expect(font.headers['cache-control']).toContain('immutable');
      // A font is never a document: no page policy on it, nosniff and the resource policy stay.
      expect(font.headers['x-content-type-options']).toBe('nosniff');
      expect(font.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(font.headers['content-security-policy']).toBeUndefined();
      expect(font.headers['x-frame-options']).toBeUndefined();
    }
  });

  it('paints its first screen from the first 14 KB, and starts its script after that', async () => {
    const id = await createCard(t.database.handle.db);
    const html = (await get(`/kad/${id}`)).body;
    const data = cardData(html);
    if (data.state !== 'live') throw new Error('expected a live card');
    const bytesBefore = (text: string) => Buffer.byteLength(html.slice(0, html.indexOf(text)));
    expect(bytesBefore(data.card.content.bride_name)).toBeLessThan(14 * 1024);
    expect(bytesBefore(malayWeekdayAndDate(data.card.content.majlis[0]!.date))).toBeLessThan(
      14 * 1024,
    );
    // No module script or module preload for the browser to fetch with the first screen.
    expect(html).not.toMatch(/<script type="module"|<link rel="modulepreload"/);
    const starter = /<script data-entry="([^"]+)" data-preload="[^"]*">/.exec(html);
    expect(starter?.[1]).toBe('/assets/kad-abc123.js');
    const code = html.slice(starter!.index + starter![0].length);
    expect(code.startsWith(`${CARD_SCRIPT_STARTER}</script>`)).toBe(true);
    // The faces the first screen does not draw wait in a <noscript> the starter reads.
    expect(html).toMatch(/<noscript id="card-later-fonts"><style>@font-face/);
  });

  it('serves a signed font subset however long its name, and refuses an unsigned one', async () => {
    const source = { base: '/fonts/subset/montserrat/5.3.0/400', absolutePath: '' };
    // Every other letter: one run each, a name far longer than a route parameter (100).
    // Plus three letters drawn at random: a subset this process never cut, whichever database
    // ran first (the cut subsets are kept in memory for the whole process).
    const fresh = Array.from({ length: 3 }, () => String.fromCodePoint(0x100 + randomInt(128)));
    const characters = subsetCharacters(`acegikmoqsuwyACEGIKMOQSUWY02468,;!?${fresh.join('')}`);
    const url = subsetUrl(source, characters)!;
    expect(url.length).toBeGreaterThan(150);
    const font = await get(url);
    expect(font.statusCode).toBe(200);
    // The first answer is the TrueType cut; the WOFF2 is packed after it (font-subsets.ts).
    expect(font.headers['content-type']).toBe('font/ttf');
    expect(font.rawPayload.subarray(0, 4)).toEqual(Buffer.from([0, 1, 0, 0]));
    await expect
      .poll(async () => (await get(url)).headers['content-type'], { timeout: 15_000 })
      .toBe('font/woff2');
    expect(
      (await get(url.replace(/\.[\w-]{16}\.woff2$/, '.AAAAAAAAAAAAAAAA.woff2'))).statusCode,
    ).toBe(404);
    expect((await get(url.replace('/montserrat/', '/roboto/'))).statusCode).toBe(404);
  });

  it('serves only the card fonts under /fonts', async () => {
    for (const url of [
      '/fonts/montserrat/5.3.0/../../package.json',
      '/fonts/montserrat/1.0.0/montserrat-latin-400-normal.woff2',
      '/fonts/roboto/5.3.0/roboto-latin-400-normal.woff2',
    ]) {
      expect((await get(url)).statusCode, url).toBe(404);
    }
  });

  it('never puts the owner’s name, e-mail or mobile in the page', async () => {
    const id = await createCard(t.database.handle.db);
    const html = (await get(`/kad/${id}`)).body;
    expect(html).not.toContain(OWNER.email);
    expect(html).not.toContain(OWNER.mobile);
    expect(html).not.toContain(OWNER.name);
  });

  it('shows the intro overlay and locks scrolling only when music plays', async () => {
    const db = t.database.handle.db;
    const quiet = await createCard(db, { features: { music: false } });
    const music = await createCard(db, {
      features: { music: true, music_activation: true, yt_id: 'dQw4w9WgXcQ' },
    });
    const quietHtml = (await get(`/kad/${quiet}`)).body;
    expect(quietHtml).not.toContain('intro-overlay');
    expect(quietHtml).toContain('<body>');
    expect(quietHtml).toContain('hero-active');
    const musicHtml = (await get(`/kad/${music}`)).body;
    expect(musicHtml).toContain('intro-overlay');
    expect(musicHtml).toContain('<body class="intro-open">');
    // No script, no Buka: the overlay is hidden and the page scrolls.
    expect(musicHtml).toMatch(/<noscript><style>\.intro-overlay\{display:none!important\}/);
    // YouTube's player is not in the page before Buka.
    expect(musicHtml).not.toMatch(/youtube(-nocookie)?\.com/);
  });

  it('greets ?kepada= as text, escaped, and stores nothing', async () => {
    const id = await createCard(t.database.handle.db);
    const html = (await get(`/kad/${id}?kepada=${encodeURIComponent('<b>Encik Ali</b>')}`)).body;
    expect(html).toContain('Kepada: ');
    expect(html).toContain('&lt;b&gt;Encik Ali&lt;/b&gt;');
    expect(html).not.toContain('<b>Encik Ali</b>');
    expect(cardData(html)).toMatchObject({ greeting: '<b>Encik Ali</b>' });
  });

  it('keeps data that tries to close its script element inside it', async () => {
    const id = await createCard(t.database.handle.db);
    const html = (await get(`/kad/${id}?kepada=${encodeURIComponent('</script><script>x')}`)).body;
    expect(html).not.toContain('</script><script>x');
    expect(cardData(html)).toMatchObject({ greeting: '</script><script>x' });
  });

  it('accepts the parameters share links carry and a trailing slash', async () => {
    const id = await createCard(t.database.handle.db);
    expect((await get(`/kad/${id}?fbclid=abc&utm_source=whatsapp`)).statusCode).toBe(200);
    expect((await get(`/kad/${id}/`)).statusCode).toBe(200);
  });

  it('shows the demo card in another theme, in that theme’s own fonts', async () => {
    const res = await get(`/kad/${DEMO_CARD_ID}/theme42`);
    expect(res.statusCode).toBe(200);
    const data = cardData(res.body);
    if (data.state !== 'live') throw new Error('expected a live card');
    expect(data.theme.name).toBe('theme42');
    expect(data.fonts.heading).toBe(data.theme.headingFont);
    expect((await get(`/kad/${DEMO_CARD_ID}/theme101`)).statusCode).toBe(404);
  });

  it('shows the expiry screen and sends none of an expired trial’s data', async () => {
    const id = await createCard(t.database.handle.db, { status: 'unverified', ageMinutes: 61 });
    const res = await get(`/kad/${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(TRIAL_EXPIRED_MESSAGE);
    expect(res.body).not.toContain('Aminah');
    expect(res.body).not.toContain('og:image');
    // Nothing of the card but its id, and its language (its words come as the script's chunk).
    expect(cardData(res.body)).toEqual({
      state: 'expired',
      id,
      words: { language: 'ms', messages: {} },
    });
  });

  it('keeps a trial card live in its first hour', async () => {
    const id = await createCard(t.database.handle.db, { status: 'unverified', ageMinutes: 59 });
    expect(cardData((await get(`/kad/${id}`)).body).state).toBe('live');
  });

  it.each(['nosuchcard', 'BAD!', 'a'.repeat(40)])(
    'answers an unknown id (%s) with the not-found page and 404',
    async (id) => {
      const res = await get(`/kad/${encodeURIComponent(id)}`);
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.body).toContain('Kad tidak dijumpai');
      expect(res.body).toContain('href="/"');
    },
  );

  describe('in the card’s language', () => {
    /** Words the card itself shows (not the couple's), Malay and English, to look for. */
    const FIXED = [
      ['Menghitung Hari', 'Counting the Days'],
      ['Atur Cara Majlis', 'Programme'],
      ['Tempat, tarikh dan masa', 'Venue, date and time'],
      ['Doa dan kira detik', 'Prayer and countdown'],
      ['Menu kad', 'Card menu'],
      ['Hubungi', 'Contact'],
      ['Lokasi', 'Location'],
      ['Kad kahwin digital untuk hari bahagia anda.', 'Digital wedding cards for your happy day.'],
    ] as const;
    /** The words found whole in the page (not inside a longer word). */
    const words = (html: string, which: 0 | 1) =>
      FIXED.map((pair) => pair[which]).filter((word) =>
        new RegExp(`(?<!\\w)${word.replace(/[.]/g, '\\.')}(?!\\w)`).test(html),
      );

    async function cardIn(language: CardLanguage) {
      const id = await createCard(t.database.handle.db);
      await t.database.handle.db
        .updateTable('cards')
        .set({ language })
        .where('id', '=', id)
        .execute();
      const res = await get(`/kad/${id}?kepada=${encodeURIComponent('Encik Ali')}`);
      expect(res.statusCode).toBe(200);
      return { html: res.body, data: cardData(res.body) };
    }

    it('draws an English card in English, with none of the Malay fixed words', async () => {
      const { html, data } = await cardIn('en');
      expect(html).toContain('<html lang="en">');
      expect(words(html, 1)).toEqual(FIXED.map((pair) => pair[1]));
      expect(words(html, 0)).toEqual([]);
      expect(html).toContain('To: ');
      expect(html).not.toContain('Kepada');
      if (data.state !== 'live') throw new Error('expected a live card');
      const date = data.card.content.majlis[0]!.date;
      expect(html).toContain(weekdayWords(date, 'en'));
      expect(html).not.toContain(malayWeekday(date));
      expect(metaContent(html, 'description')).toBe('Tap the link to see the invitation.');
      expect(metaContent(html, 'og:locale')).toBe('en_MY');
      // The page names its language; its words come as that language's chunk, not in the page.
      expect(data.words).toEqual({ language: 'en', messages: {} });
    });

    it('draws a card in both with the Malay first and the English beneath it', async () => {
      const { html, data } = await cardIn('both');
      expect(html).toContain('<html lang="ms">');
      expect(words(html, 0)).toEqual(FIXED.map((pair) => pair[0]));
      expect(words(html, 1)).toEqual(FIXED.map((pair) => pair[1]));
      expect(html).toMatch(/Menghitung Hari <span lang="en"[^>]*>Counting the Days<\/span>/);
      expect(html).toContain('Kepada / To: ');
      if (data.state !== 'live') throw new Error('expected a live card');
      const date = data.card.content.majlis[0]!.date;
      expect(html).toContain(weekdayWords(date, 'en'));
      expect(html).toContain(malayWeekday(date));
      expect(data.words).toEqual({ language: 'both', messages: {} });
    });

    it('leaves a Malay card as it was: Malay words only, none of the English', async () => {
      const { html, data } = await cardIn('ms');
      expect(html).toContain('<html lang="ms">');
      expect(words(html, 0)).toEqual(FIXED.map((pair) => pair[0]));
      expect(words(html, 1).filter((word) => word !== 'Contact')).toEqual([]);
      expect(html).not.toContain('lang="en"');
      expect(data.words).toEqual({ language: 'ms', messages: {} });
    });

    it('says an unknown card is not found in the visitor’s language', async () => {
      const english = await t.app.inject({
        method: 'GET',
        url: '/kad/tiadakadini',
        headers: { 'accept-language': 'en-GB,en;q=0.9' },
      });
      expect(english.statusCode).toBe(404);
      expect(english.body).toContain('<html lang="en">');
      expect(english.body).toContain('Card not found');
      expect(english.headers.vary).toContain('Accept-Language');
      const malay = await get('/kad/tiadakadini');
      expect(malay.body).toContain('<html lang="ms">');
      expect(malay.body).toContain('Kad tidak dijumpai');
    });

    it('shows an expired English card’s screen in English', async () => {
      const id = await createCard(t.database.handle.db, { status: 'unverified', ageMinutes: 61 });
      await t.database.handle.db
        .updateTable('cards')
        .set({ language: 'en' })
        .where('id', '=', id)
        .execute();
      const res = await get(`/kad/${id}`);
      expect(res.body).toContain('<html lang="en">');
      expect(res.body).toContain('The trial period of this Digital Wedding Card has ended.');
      expect(res.body).not.toContain(TRIAL_EXPIRED_MESSAGE);
    });

    it('shows an expired card in both languages in Malay, then English', async () => {
      const id = await createCard(t.database.handle.db, { status: 'unverified', ageMinutes: 61 });
      await t.database.handle.db
        .updateTable('cards')
        .set({ language: 'both' })
        .where('id', '=', id)
        .execute();
      const res = await get(`/kad/${id}`);
      const malayAt = res.body.indexOf(TRIAL_EXPIRED_MESSAGE);
      const englishAt = res.body.indexOf(cardText('en', 'card.expired.message'));
      expect(malayAt).toBeGreaterThan(0);
      expect(englishAt).toBeGreaterThan(malayAt);
    });
  });

  it('does not hand out the raw template or the build manifest', async () => {
    expect((await get('/kad.html')).statusCode).toBe(404);
    fs.mkdirSync(path.join(webDir, '.vite'), { recursive: true });
    fs.writeFileSync(path.join(webDir, '.vite', 'manifest.json'), '{}');
    expect((await get('/.vite/manifest.json')).statusCode).toBe(404);
  });
});
