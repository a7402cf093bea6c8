import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageInLanguage } from '@server/render/site-document';
import type { TestApp } from '../support/test-app';
import { createTestApp } from '../support/test-app';

// The landing page and the previews are drawn on the server in the visitor's language (the
// `bahasa` cookie, else the browser's Accept-Language): their words, their titles, index.html's
// own description, and the starter asks for that language's catalogue and no other.

const INDEX_HTML = fs.readFileSync(path.resolve('src/web/index.html'), 'utf8');

/** index.html as Vite builds it: its own words and the places the server draws into. */
const SITE_HTML = INDEX_HTML.replace(
  '<script type="module" src="./main.tsx"></script>',
  '',
).replace(
  '<!--site-head-->',
  '<!--site-head--><script type="module" crossorigin src="/assets/main-abc123.js"></script>' +
    '<link rel="stylesheet" crossorigin href="/assets/main-abc123.css">',
);

/**
 * Vite's manifest for it: each language's public words (what the pages the server draws hydrate
 * with) are a chunk of its own, and so is its whole catalogue, which those pages never preload.
 */
const MANIFEST = {
  'index.html': { file: 'assets/main-abc123.js', isEntry: true },
  'app/landing-route.tsx': { file: 'assets/landing-route-1.js' },
  'app/theme-view-page.tsx': { file: 'assets/theme-view-page-2.js' },
  '../shared/i18n/site/ms/public.ts': { file: 'assets/ms-3.js', isDynamicEntry: true },
  '../shared/i18n/site/en/public.ts': { file: 'assets/en-4.js', isDynamicEntry: true },
  '../shared/i18n/site/ms/index.ts': { file: 'assets/ms-all-5.js', isDynamicEntry: true },
  '../shared/i18n/site/en/index.ts': { file: 'assets/en-all-6.js', isDynamicEntry: true },
};

/** Words only the Malay pages have (the page's own, not the couple's sample card's). */
const MALAY = ['Pilih Tema', 'Harga', 'Log Masuk', 'Jemputan majlis anda', 'Hak cipta', 'Kembali'];

describe('site pages in the visitor’s language', () => {
  let t: TestApp;
  let webDir: string;
  beforeAll(async () => {
    webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jemput-site-language-'));
    fs.writeFileSync(path.join(webDir, 'index.html'), SITE_HTML);
    fs.mkdirSync(path.join(webDir, 'assets'));
    fs.writeFileSync(path.join(webDir, 'assets', 'main-abc123.css'), '.fixed{position:fixed}');
    fs.mkdirSync(path.join(webDir, '.vite'));
    fs.writeFileSync(path.join(webDir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
    t = await createTestApp('sqlite', { webDir });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(webDir, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string>) =>
    t.app.inject({ method: 'GET', url, headers });
  const preloadsOf = (html: string) =>
    /data-preload="([^"]*)"/.exec(html)?.[1]?.split(' ').filter(Boolean) ?? [];
  /** The page's text as a reader sees it: no tags, no scripts or styles, no attributes. */
  const textOf = (html: string) =>
    html
      .replace(/<(script|style|noscript)[\s\S]*?<\/\1>/g, ' ')
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ');

  it('draws the landing page in English for an English browser', async () => {
    const res = await get('/', { 'accept-language': 'en-GB,en;q=0.9' });
    expect(res.statusCode).toBe(200);
    expect(res.headers.vary).toContain('Accept-Language');
    const html = res.body;
    expect(html).toContain('<html lang="en"');
    expect(html).toContain('<title>Jemput · Digital Wedding Cards</title>');
    expect(html).toContain('content="Jemput: digital wedding cards. Choose a theme');
    expect(html).toContain('Your wedding invitation, straight to every guest’s phone.');
    expect(html).toContain('data-testid="price">RM50</p>');
    expect(html).toContain('Free Trial (1 Hour)');
    expect(html).toMatch(/alt="A sample card in Theme 1"/);
    const text = textOf(html);
    for (const word of MALAY) expect(text, word).not.toContain(word);
    // Its own catalogue is fetched with the route's chunks; the Malay one is not.
    expect(preloadsOf(html)).toEqual(
      expect.arrayContaining(['/assets/landing-route-1.js', '/assets/en-4.js']),
    );
    expect(preloadsOf(html)).not.toContain('/assets/ms-3.js');
    expect(preloadsOf(html)).not.toContain('/assets/en-all-6.js');
  });

  it('keeps the visitor’s choice (the cookie) over the browser’s language', async () => {
    const html = (await get('/', { 'accept-language': 'en-GB', cookie: 'bahasa=ms' })).body;
    expect(html).toContain('<html lang="ms"');
    expect(html).toContain('<title>Jemput · Kad Kahwin Digital</title>');
    expect(html).toContain('Jemputan majlis anda, terus ke telefon setiap tetamu.');
    expect(html).toContain('Free Trial (1 Jam)');
    expect(preloadsOf(html)).toContain('/assets/ms-3.js');
    expect(preloadsOf(html)).not.toContain('/assets/en-4.js');
  });

  it('draws a preview in English: its title, its buttons, the theme’s name', async () => {
    const res = await get('/preview/theme6', { 'accept-language': 'en' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="en"');
    expect(res.body).toContain('<title>Theme 6 · Preview | Jemput</title>');
    for (const words of ['Choose This Theme', 'Back', 'Print (A5)', 'About this theme']) {
      expect(res.body).toContain(words);
    }
    // The theme's sample card speaks the visitor's language too (its fixed words).
    expect(res.body).toContain('Counting the Days');
    expect(res.body).not.toContain('Menghitung Hari');
    expect(preloadsOf(res.body)).toEqual(
      expect.arrayContaining(['/assets/theme-view-page-2.js', '/assets/en-4.js']),
    );
  });

  it('words the pages the browser draws (index.html as it is) in the visitor’s language', async () => {
    const html = (await get('/dashboard', { 'accept-language': 'en' })).body;
    expect(html).toContain('<html lang="en"');
    expect(html).toContain('<title>Jemput · Digital Wedding Cards</title>');
    expect(html).toContain('Please turn on JavaScript to use Jemput.');
  });
});

describe('index.html in a language', () => {
  it('leaves the Malay page as it is written', () => {
    expect(pageInLanguage(INDEX_HTML, 'ms')).toBe(INDEX_HTML);
  });

  it('words the English page wholly in English: title, descriptions, share tags', () => {
    const html = pageInLanguage(INDEX_HTML, 'en');
    expect(html).toContain('<html lang="en"');
    expect(html).toContain('<meta property="og:title" content="Jemput · Digital Wedding Cards" />');
    expect(html).toContain(
      'content="Digital wedding cards with RSVP, directions, a countdown and guests’ wishes."',
    );
    // Every Malay line of index.html is one the catalogue knows, so none is left behind.
    expect(html).not.toMatch(/kahwin|Pilih tema|hidupkan|tetamu/i);
  });
});
