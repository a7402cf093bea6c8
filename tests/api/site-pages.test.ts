import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settingsRepository } from '@server/modules/settings/settings.repository';
import { THEMES } from '@shared/themes/catalogue';
import { FONT_PAIRS } from '@shared/themes/font-pairs';
import type { TestApp } from '../support/test-app';
import { createTestApp } from '../support/test-app';
import { testDialects } from '../support/test-database';

// The landing page and the theme previews are drawn on the server (the price, the
// theme's sample card in the HTML) and hydrated from the JSON beside them.

/** index.html shaped as Vite builds src/web/index.html: the places the server draws into. */
const SITE_HTML =
  '<!doctype html><html lang="ms"><head><meta charset="utf-8"><title>Jemput · Kad Kahwin Digital</title>' +
  '<!--site-head--><script type="module" crossorigin src="/assets/main-abc123.js"></script>' +
  '<link rel="stylesheet" crossorigin href="/assets/main-abc123.css"></head>' +
  '<body><div id="root"><!--site-body--></div><!--site-data-->' +
  '<noscript>Sila hidupkan JavaScript untuk menggunakan Jemput.</noscript></body></html>';

/** The site's stylesheet as Vite builds it: the site's faces (Amiri too), a fallback, rules. */
const SITE_CSS =
  '@font-face{font-family:Playfair Display;src:url(/assets/playfair-display-latin-400-normal-x1.woff2)}' +
  '@font-face{font-family:Montserrat;font-style:normal;font-weight:400;src:url(/assets/montserrat-latin-400-normal-x2.woff2)format("woff2")}' +
  '@font-face{font-family:Montserrat;font-style:normal;font-weight:500;src:url(/assets/montserrat-latin-500-normal-x3.woff2)format("woff2")}' +
  '@font-face{font-family:Amiri;font-style:normal;font-weight:400;src:url(/assets/amiri-arabic-400-normal-x4.woff2)format("woff2")}' +
  '@font-face{font-family:Montserrat Fallback;src:local(Arial);size-adjust:112.83%}' +
  '.fixed{position:fixed}.sticky{position:sticky}.unused-on-the-preview{color:red}';

function siteData(html: string): {
  router: unknown;
  queries: { queries: { queryKey: unknown }[] };
} {
  const json = /<script type="application\/json" id="site-data">(.*?)<\/script>/s.exec(html)?.[1];
  if (!json) throw new Error('no site data in the page');
  return JSON.parse(json) as ReturnType<typeof siteData>;
}

describe.each(testDialects)('server-drawn site pages on %s', (dialect) => {
  let t: TestApp;
  let webDir: string;
  beforeAll(async () => {
    webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jemput-site-'));
    fs.writeFileSync(path.join(webDir, 'index.html'), SITE_HTML);
    fs.mkdirSync(path.join(webDir, 'assets'));
    fs.writeFileSync(path.join(webDir, 'assets', 'main-abc123.css'), SITE_CSS);
    t = await createTestApp(dialect, { webDir });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(webDir, { recursive: true, force: true });
  });
  const get = (url: string) => t.app.inject({ method: 'GET', url });
  /** The bytes the fonts take as a phone asks for them: a first cut is TrueType, compressed. */
  const bytesSent = async (urls: string[]) => {
    let bytes = 0;
    for (const url of urls) {
      const font = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
      expect(font.statusCode, url).toBe(200);
      bytes += font.rawPayload.length;
    }
    return bytes;
  };
  const settings = () => settingsRepository(t.database.handle.db);

  it('draws the landing page with the price from settings, not cached', async () => {
    const res = await get('/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('data-testid="price">RM50</p>');
    expect(res.body).toContain('Jemputan majlis anda, terus ke telefon setiap tetamu.');
    // The page works without script: no "turn it on" line.
    expect(res.body).not.toContain('Sila hidupkan JavaScript');
    // The stylesheet is inline: the first paint needs the HTML alone.
    expect(res.body).toContain('.fixed{position:fixed}');
    expect(res.body).not.toContain('<link rel="stylesheet"');
    const keys = siteData(res.body).queries.queries.map((q) => q.queryKey);
    expect(keys).toEqual([['settings'], ['themes', 'gallery']]);
  });

  it('draws the first 10 themes of the gallery, their pictures lazy with their size reserved', async () => {
    const html = (await get('/')).body;
    const titles = [...html.matchAll(/alt="Contoh kad dalam (Tema \d+)"/g)].map((m) => m[1]);
    expect(titles).toEqual(THEMES.slice(0, 10).map((theme) => theme.title));
    for (const img of html.match(/<img[^>]*alt="Contoh kad dalam[^>]*>/g) ?? []) {
      expect(img).toContain('loading="lazy"');
      expect(img).toMatch(/width="360" height="640"/);
    }
    // The browser asks for the next 10 as the visitor scrolls: the page says there are more.
    const gallery = siteData(html).queries.queries[1] as unknown as {
      state: { data: { pages: { nextPage: number | null; total: number }[] } };
    };
    expect(gallery.state.data.pages).toMatchObject([{ nextPage: 2, total: THEMES.length }]);
  });

  it('draws the gallery’s pictures in the visitor’s language', async () => {
    const pictures = async (headers: Record<string, string>) => {
      const html = (await t.app.inject({ method: 'GET', url: '/', headers })).body;
      return [...html.matchAll(/<img[^>]*src="(\/themes\/thumbs\/[^"]+)"/g)].map((m) => m[1]);
    };
    const malay = await pictures({});
    expect(malay).toHaveLength(10);
    expect(malay.every((src) => src?.endsWith('.ms.webp'))).toBe(true);
    const english = await pictures({ 'accept-language': 'en-GB' });
    expect(english).toEqual(malay.map((src) => src?.replace('.ms.webp', '.en.webp')));
  });

  it('loads only the site faces cut to its first screen before the first paint', async () => {
    const html = (await get('/')).body;
    const head = html.slice(0, html.indexOf('<div id="root">'));
    // Playfair Display (the title; in italic the logo and the sample names) and Montserrat 400,
    // 500 and 600, each cut to the first screen's text by the card's subsetter.
    const preloads = [...head.matchAll(/<link rel="preload" as="font"[^>]*href="([^"]+)"/g)].map(
      (m) => m[1]!,
    );
    expect(
      preloads
        .map((url) =>
          url
            .split('/')
            .filter((_, i) => i === 3 || i === 5)
            .join(' '),
        )
        .sort(),
    ).toEqual([
      'montserrat 400',
      'montserrat 500',
      'montserrat 600',
      'playfair-display 400',
      'playfair-display-italic 400',
    ]);
    // The whole files are about 20 KB each, 104 KB for these five.
    expect(await bytesSent(preloads)).toBeLessThan(60 * 1024);
    // The site's own copies of those faces, and its whole Amiri, are not in the page at all.
    expect(html).not.toMatch(/\/assets\/[\w-]+-x[1-4]\.woff2/);
    expect(html).toContain('font-family:Montserrat Fallback');
    // The rest of each face waits for the card's starter, as on the guest card.
    expect(html).toMatch(
      /<noscript id="card-later-fonts"><style>@font-face\{font-family:'Playfair Display';font-style:normal/,
    );
    expect(html).toMatch(/font-family:'Playfair Display';font-style:italic;font-weight:400/);
  });

  it('shows a new price at once (no stale HTML)', async () => {
    await settings().update({ price: 7900 }, t.app.clock.now());
    try {
      expect((await get('/')).body).toContain('data-testid="price">RM79</p>');
    } finally {
      await settings().update({ price: 5000 }, t.app.clock.now());
    }
    expect((await get('/')).body).toContain('data-testid="price">RM50</p>');
  });

  it('draws the maintenance screen in maintenance mode', async () => {
    await settings().update({ maintenance_mode: true }, t.app.clock.now());
    try {
      const res = await get('/');
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('Site Under Maintenance');
      expect(res.body).not.toContain('data-testid="price"');
    } finally {
      await settings().update({ maintenance_mode: false }, t.app.clock.now());
    }
  });

  it('keeps settings text inside the non-executing JSON', async () => {
    const before = await settings().find();
    await settings().update(
      { whatsapp_no: '</script><script>alert(1)</script>' },
      t.app.clock.now(),
    );
    try {
      const res = await get('/');
      expect(res.body).not.toContain('<script>alert(1)');
      expect(res.body).toContain('\\u003c/script>\\u003cscript>alert(1)');
      expect(siteData(res.body).queries.queries.map((q) => q.queryKey)).toContainEqual([
        'settings',
      ]);
    } finally {
      await settings().update({ whatsapp_no: before?.whatsapp_no ?? '' }, t.app.clock.now());
    }
  });

  it('draws a theme preview: its title, the sample couple, its fonts', async () => {
    const res = await get('/preview/theme6');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<title>Tema 6 · Pratonton | Jemput</title>');
    for (const text of ['Adam', 'Hawa', 'Pilih Tema Ini', 'Menghitung Hari']) {
      expect(res.body).toContain(text);
    }
    expect(res.body).toMatch(/<link rel="preload" as="image" href="\/themes\/art\/[^"]+theme6-/);
    const keys = siteData(res.body).queries.queries.map((q) => q.queryKey);
    expect(keys).toEqual(expect.arrayContaining([['themes', 'theme6']]));
    expect(keys.some((key) => Array.isArray(key) && key[0] === 'font-pair')).toBe(true);
  });

  it('draws a preview as the guest card: subset fonts before the first paint, CSS split', async () => {
    const html = (await get('/preview/theme6')).body;
    const bodyStart = html.indexOf('<div id="root">');
    const head = html.slice(0, bodyStart);
    const after = html.slice(html.indexOf('</main>'));
    // Before the first paint: only the theme's faces cut to this page (Italianno for the names,
    // Montserrat 400 and 600 for the first screen), preloaded; no whole file, no Amiri.
    const preloads = [...head.matchAll(/<link rel="preload" as="font"[^>]*href="([^"]+)"/g)].map(
      (m) => m[1]!,
    );
    expect(preloads).toHaveLength(3);
    for (const url of preloads) expect(url).toMatch(/^\/fonts\/subset\/(italianno|montserrat)\//);
    expect(head).not.toMatch(/amiri|url\(\/assets\//i);
    // The whole files are 37 KB (Italianno) and 19.5 KB each (Montserrat); cut, a few KB each.
    expect(await bytesSent(preloads)).toBeLessThan(30 * 1024);
    // The head carries the rules the page can use, not the others; the whole stylesheet follows
    // the page, without the site's copies of the card's faces or its whole Amiri.
    expect(head).toContain('.fixed{position:fixed}');
    expect(head).not.toContain('unused-on-the-preview');
    expect(head).toContain('font-family:Montserrat Fallback');
    const stylesheet = /<style>([^<]*unused-on-the-preview[^<]*)<\/style>/.exec(after)?.[1];
    expect(stylesheet).toBeDefined();
    expect(stylesheet).not.toMatch(/amiri-arabic|montserrat-latin-400/);
    // The site's Montserrat 500 is none of the card's faces: it stays for the app's other pages.
    expect(stylesheet).toContain('montserrat-latin-500');
    // The rest of each face and the Bismillah's Arabic cut wait for the card's starter.
    const later = /<noscript id="card-later-fonts"><style>(.*?)<\/style><\/noscript>/.exec(after);
    expect(later?.[1]).toMatch(/font-family:'Amiri'[^}]*\/fonts\/subset\/amiri\//);
    expect(later?.[1]).toMatch(/font-family:'Montserrat';[^}]*font-weight:600/);
    expect(html).toMatch(/<script data-entry="\/assets\/main-abc123.js"/);
  });

  it('cuts the buttons’ Montserrat 600 for a theme whose text face is another', async () => {
    const lato = THEMES.find((theme) => FONT_PAIRS[theme.fontPair].body === 'Lato')!;
    const html = (await get(`/preview/${lato.name}`)).body;
    const head = html.slice(0, html.indexOf('<div id="root">'));
    const preloads = [...head.matchAll(/<link rel="preload" as="font"[^>]*href="([^"]+)"/g)].map(
      (m) =>
        m[1]!
          .split('/')
          .filter((_, i) => i === 3 || i === 5)
          .join(' '),
    );
    expect(preloads).toEqual(expect.arrayContaining(['lato 400', 'montserrat 600']));
    expect(preloads.every((p) => !p.startsWith('montserrat 400'))).toBe(true);
    expect(head).not.toMatch(/url\(\/assets\//);
  });

  it('answers an unknown theme as before: the app’s page with 404', async () => {
    const res = await get('/preview/nope');
    expect(res.statusCode).toBe(404);
    expect(res.body).toBe(SITE_HTML);
  });

  it('leaves every other page to the browser', async () => {
    const res = await get('/dashboard');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(SITE_HTML);
  });
});
