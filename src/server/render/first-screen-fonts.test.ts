import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SITE_ONLY_FACES, fontFileFor } from './font-catalogue';
import { cardFirstScreenFonts, subsetSourceFor } from './first-screen-fonts';
import { subsetFile } from './font-subsets';

/** Every `/fonts/…` address a piece of card HTML names (preloads and @font-face rules). */
const fontUrls = (html: string) => [...html.matchAll(/\/fonts\/[^)"'\s]+/g)].map((m) => m[0]);

/** The table tags of a TrueType file (its table directory). */
const tableTags = (ttf: Buffer) =>
  Array.from({ length: ttf.readUInt16BE(4) }, (_, i) =>
    ttf.toString('latin1', 12 + 16 * i, 16 + 16 * i),
  );

describe('the card’s first-screen fonts', () => {
  const montserrat = { heading: 'Italianno', body: 'Montserrat', headingSize: '' } as const;
  const fonts = cardFirstScreenFonts(montserrat, {
    heading: ' Adam&Hawa',
    firstScreen: ' WALIMATULURUS Ahad, 24 Januari 2027',
    page: 'Walimatulurus Ahad, 24 Januari 2027 Tentatif Majlis بِسْمِ',
  });
  const headUrls = fontUrls(fonts.head);

  it('preloads only two subsets before the first paint: the names and the body’s 400', () => {
    const preloads = [...fonts.head.matchAll(/rel="preload"[^>]*href="([^"]+)"/g)].map((m) => m[1]);
    expect(preloads).toHaveLength(2);
    expect(preloads[0]).toMatch(
      /^\/fonts\/subset\/italianno\/[\d.]+\/400\/20_26_41_48_61_64_6d_77\./,
    );
    expect(preloads[1]).toMatch(/^\/fonts\/subset\/montserrat\/[\d.]+\/400\//);
    expect(headUrls.every((url) => url.startsWith('/fonts/subset/'))).toBe(true);
  });

  it('leaves Arabic letters out of a Latin subset', () => {
    expect(headUrls.join(' ')).not.toMatch(/_6[2-4][0-9a-f]/);
  });

  it('declares the rest later: whole files for other characters, 600 and the Bismillah', () => {
    const later = fonts.later.map((f) => `${f.family} ${f.weight} ${f.url}`);
    expect(later).toContainEqual(expect.stringMatching(/^Italianno 400 \/fonts\/italianno\//));
    expect(later).toContainEqual(expect.stringMatching(/^Montserrat 400 \/fonts\/montserrat\//));
    expect(later).toContainEqual(expect.stringMatching(/^Montserrat 600 \/fonts\/subset\//));
    expect(later).toContainEqual(expect.stringMatching(/^Amiri 400 \/fonts\/subset\/amiri\//));
    const wholeItalianno = fonts.later.find((f) => f.url.includes('italianno-latin'))!;
    expect(wholeItalianno.range).toBe(
      'U+0-1F,U+21-25,U+27-40,U+42-47,U+49-60,U+62-63,U+65-6C,U+6E-76,U+78-10FFFF',
    );
    const wholeAmiri = fonts.later.find((f) => f.url.includes('amiri-arabic'))!;
    expect(wholeAmiri.range.startsWith('U+600')).toBe(true);
    expect(fonts.noscript).toMatch(/^<noscript id="card-later-fonts"><style>@font-face/);
    expect(fonts.noscript.match(/@font-face/g)).toHaveLength(fonts.later.length);
  });

  it('packs the first screen’s subsets as WOFF2 as soon as the page is drawn', async () => {
    // No guest asked for it yet (a warm look does not count as one).
    await expect
      .poll(async () => (await subsetFile(headUrls[0]!, subsetSourceFor, { warm: true }))!.type)
      .toBe('font/woff2');
  });

  it('cuts without hinting: the names’ WOFF2 is a few KB, a cut has no TrueType instructions', async () => {
    await expect
      .poll(async () => (await subsetFile(headUrls[0]!, subsetSourceFor, { warm: true }))!.type)
      .toBe('font/woff2');
    const names = await subsetFile(headUrls[0]!, subsetSourceFor, { warm: true });
    // Italianno's eight letters: 5.8 KB with the face's hinting, 2.8 KB without.
    expect(names!.bytes.length).toBeLessThan(3_500);
    // Montserrat's 600 for later in the page: its face is hinted, its cut not. A page of its own
    // (other letters), so its subset is this test's: no other test has had it cut and packed.
    const ownPage = cardFirstScreenFonts(montserrat, {
      heading: ' Adam&Hawa',
      firstScreen: ' WALIMATULURUS Ahad, 24 Januari 2027',
      page: 'Walimatulurus Ahad, 24 Januari 2027 Tentatif Majlis Kenduri Qxyz بِسْمِ',
    });
    const url = ownPage.later.find((f) => f.url.startsWith('/fonts/subset/montserrat/'))!.url;
    expect(fonts.later.map((f) => f.url)).not.toContain(url);
    const cut = await subsetFile(url, subsetSourceFor, { warm: true });
    expect(cut!.type).toBe('font/ttf');
    expect(tableTags(cut!.bytes).filter((tag) => ['fpgm', 'prep', 'cvt '].includes(tag))).toEqual(
      [],
    );
  });

  it('cuts a TrueType file at once, then serves the WOFF2 packed after it', async () => {
    // A subset for later in the page: not cut while the page was drawn.
    const url = fonts.later.find((f) => f.url.startsWith('/fonts/subset/montserrat/'))!.url;
    const first = await subsetFile(url, subsetSourceFor);
    expect(first!.type).toBe('font/ttf');
    expect(first!.bytes.subarray(0, 4)).toEqual(Buffer.from([0, 1, 0, 0]));
    await expect
      .poll(async () => (await subsetFile(url, subsetSourceFor))!.type)
      .toBe('font/woff2');
    const packed = await subsetFile(url, subsetSourceFor);
    expect(packed!.bytes.subarray(0, 4).toString('latin1')).toBe('wOF2');
    expect(packed!.bytes.length).toBeLessThan(8_000);
    const bismillah = fonts.later.find((f) => f.url.startsWith('/fonts/subset/amiri/'))!;
    const arabic = await subsetFile(bismillah.url, subsetSourceFor);
    expect(arabic!.bytes.length).toBeLessThan(60_000);
    expect(
      await subsetFile(headUrls[0]!.replace('/italianno/', '/lato/'), subsetSourceFor),
    ).toBeNull();
  });
});

describe('the site pages’ first-screen fonts', () => {
  const site = { heading: 'Playfair Display', body: 'Montserrat', headingSize: '' } as const;
  const fonts = cardFirstScreenFonts(
    site,
    { heading: ' Jemputan', firstScreen: ' Jemput Adam Hawa', page: 'Jemput Adam Hawa Pilih tema' },
    { firstScreenWeights: [400, 600], otherFaces: SITE_ONLY_FACES },
  );
  const preloads = [...fonts.head.matchAll(/rel="preload"[^>]*href="([^"]+)"/g)].map((m) => m[1]!);

  it('cuts the asked weights and the site’s own faces (an italic too) for the first screen', () => {
    expect(
      preloads.map((url) =>
        url
          .split('/')
          .filter((_, i) => i === 3 || i === 5)
          .join(' '),
      ),
    ).toEqual([
      'playfair-display 400',
      'montserrat 400',
      'montserrat 600',
      'playfair-display-italic 400',
      'montserrat 500',
    ]);
    expect(fonts.head).toMatch(
      /font-family:'Playfair Display';font-style:italic;font-weight:400;[^}]*playfair-display-italic/,
    );
    // The rest of the italic is its own file, served under /fonts like the card fonts.
    const rest = fonts.later.find((f) => f.style === 'italic' && !f.url.includes('/subset/'))!;
    expect(rest.url).toMatch(/\/playfair-display-latin-400-italic\.woff2$/);
    expect(fs.existsSync(fontFileFor(rest.url)!)).toBe(true);
  });

  it('cuts the italic from the italic file', async () => {
    const italic = preloads.find((url) => url.includes('/playfair-display-italic/'))!;
    const base = italic.split('/').slice(0, 6).join('/');
    expect(subsetSourceFor(base)).toMatch(/playfair-display-latin-400-italic\.woff2$/);
    const cut = await subsetFile(italic, subsetSourceFor, { warm: true });
    // Cut when the page was drawn, and perhaps packed as WOFF2 since.
    expect(['font/ttf', 'font/woff2']).toContain(cut!.type);
  });
});
