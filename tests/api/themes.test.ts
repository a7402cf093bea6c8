import fs from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ThemeDetail, ThemePage } from '@shared/schemas/theme';
import type { TestApp } from '../support/test-app';
import { createTestApp } from '../support/test-app';

// The theme calls are public and read no database, so SQLite alone is enough here.
describe('theme catalogue API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  it('pages the 100 themes 10 at a time', async () => {
    const first = await get('/api/themes');
    expect(first.statusCode).toBe(200);
    const body = first.json<ThemePage>();
    expect(body).toMatchObject({ page: 1, pageSize: 10, total: 100, nextPage: 2 });
    expect(body.themes.map((theme) => theme.name)).toEqual(
      Array.from({ length: 10 }, (_, i) => `theme${i + 1}`),
    );
    expect(first.headers['cache-control']).toContain('max-age=3600');

    const last = (await get('/api/themes?page=10')).json<ThemePage>();
    expect(last.themes.at(-1)?.title).toBe('Tema 100');
    expect(last.nextPage).toBeNull();
    expect((await get('/api/themes?page=11')).json<ThemePage>().themes).toEqual([]);
  });

  it('refuses bad paging with the one error shape', async () => {
    for (const query of ['page=0', 'page=abc', 'pageSize=101', 'pageSize=-1']) {
      const res = await get(`/api/themes?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error.code).toBe('bad_request');
    }
  });

  it('describes one theme with its fonts, colours and picture addresses', async () => {
    const res = await get('/api/themes/theme5');
    expect(res.statusCode).toBe(200);
    const theme = res.json<ThemeDetail>();
    expect(theme).toMatchObject({ id: 5, name: 'theme5', title: 'Tema 5' });
    expect(theme.art.top).toMatch(/^\/themes\/art\/[0-9a-f]{10}\/theme5-top\.svg$/);
    expect(theme.countdown.cd1).toMatch(/^#/);
  });

  it('names each theme’s hero composition and the frame it is laid out in', async () => {
    const stacked = (await get('/api/themes/theme1')).json<ThemeDetail>();
    expect(stacked.composition).toBe('stacked');
    expect(stacked.art.frame).toBeNull();

    const framed = (await get('/api/themes/theme2')).json<ThemeDetail>();
    expect(framed.composition).toBe('framed');
    expect(framed.art.frame).toMatch(/^\/themes\/art\/[0-9a-f]{10}\/theme2-frame\.svg$/);
    const picture = await get(framed.art.frame!);
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toContain('image/svg+xml');
    // Sliced as a CSS border-image, so it carries its own size.
    expect(picture.body).toMatch(/^<svg [^>]*width="340" height="600"/);
  });

  it('has no frame picture for a theme laid out without one', async () => {
    const { art } = (await get('/api/themes/theme2')).json<ThemeDetail>();
    expect((await get(art.frame!.replace('theme2-', 'theme1-'))).statusCode).toBe(404);
  });

  it('answers an unknown theme with 404 in Malay', async () => {
    for (const name of ['theme0', 'theme101', 'nope']) {
      const res = await get(`/api/themes/${name}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        error: { code: 'not_found', message: 'Maaf. Tema ini tidak wujud.' },
      });
    }
  });

  it('serves the pictures as SVG, cached for a year, compressed when the browser accepts it', async () => {
    const { art } = (await get('/api/themes/theme12')).json<ThemeDetail>();
    const plain = await get(art.top);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-type']).toContain('image/svg+xml');
    expect(plain.headers['cache-control']).toContain('immutable');
    expect(plain.body.startsWith('<svg')).toBe(true);

    const zipped = await get(art.top, { 'accept-encoding': 'gzip, br' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(zipped.rawPayload).toString()).toBe(plain.body);
    expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length);
  });

  it('refuses pictures of another version or of no theme', async () => {
    const { art } = (await get('/api/themes/theme12')).json<ThemeDetail>();
    expect((await get(art.top.replace(/art\/[0-9a-f]+\//, 'art/0000000000/'))).statusCode).toBe(
      404,
    );
    expect((await get(art.top.replace('theme12', 'theme999'))).statusCode).toBe(404);
    expect((await get(art.top.replace('top.svg', 'evil.svg'))).statusCode).toBe(400);
  });

  const THUMB = /^\/themes\/thumbs\/([0-9a-f]{10})\/(theme\d+)\.(ms|en)\.webp$/;
  const thumbnailsOf = async (headers: Record<string, string>) => {
    const res = await get('/api/themes', headers);
    expect(res.headers.vary).toMatch(/Accept-Language.*Cookie/);
    return res.json<ThemePage>().themes.map((theme) => theme.thumbnailUrl);
  };

  it('names each theme’s thumbnail in the visitor’s language: Malay unless they ask for English', async () => {
    for (const [headers, locale] of [
      [{}, 'ms'],
      [{ 'accept-language': 'ms-MY,ms;q=0.9' }, 'ms'],
      [{ 'accept-language': 'en-GB,en;q=0.9' }, 'en'],
      [{ cookie: 'bahasa=en', 'accept-language': 'ms-MY' }, 'en'],
      [{ cookie: 'bahasa=ms', 'accept-language': 'en-GB' }, 'ms'],
    ] as const) {
      const urls = await thumbnailsOf(headers);
      expect(urls[0], JSON.stringify(headers)).toMatch(THUMB);
      expect(
        urls.map((url) => THUMB.exec(url)?.[3]),
        JSON.stringify(headers),
      ).toEqual(Array.from({ length: 10 }, () => locale));
    }
    const english = await get('/api/themes/theme5', { cookie: 'bahasa=en' });
    expect(english.json<ThemeDetail>().thumbnailUrl).toMatch(/\/theme5\.en\.webp$/);
    expect(english.headers.vary).toMatch(/Accept-Language.*Cookie/);
    const malay = await get('/api/themes/theme5');
    expect(malay.json<ThemeDetail>().thumbnailUrl).toMatch(/\/theme5\.ms\.webp$/);
  });

  it('draws each language’s WebP thumbnail once and serves it from the cache after', async () => {
    const [malayUrl] = await thumbnailsOf({});
    const [englishUrl] = await thumbnailsOf({ cookie: 'bahasa=en' });
    const version = THUMB.exec(malayUrl!)![1]!;
    const pictures: Buffer[] = [];
    for (const [url, file] of [
      [malayUrl!, 'theme1.ms.webp'],
      [englishUrl!, 'theme1.en.webp'],
    ] as const) {
      const first = await get(url);
      expect(first.statusCode, url).toBe(200);
      expect(first.headers['content-type']).toBe('image/webp');
      expect(first.headers['cache-control']).toContain('immutable');
      const bytes = first.rawPayload;
      expect(bytes.subarray(0, 4).toString()).toBe('RIFF');
      expect(bytes.subarray(8, 12).toString()).toBe('WEBP');
      expect(bytes.length).toBeGreaterThan(2000);
      expect(bytes.length).toBeLessThan(80_000);

      const cached = path.join(t.config.dataDir, 'cache', 'thumbs', version, file);
      expect(fs.readFileSync(cached).equals(bytes)).toBe(true);
      expect((await get(url)).rawPayload.equals(bytes)).toBe(true);
      pictures.push(bytes);
    }
    // The English picture says other words than the Malay one.
    expect(pictures[0]!.equals(pictures[1]!)).toBe(false);
  });

  it('leads the address from before languages (the art’s version, no language) to the Malay thumbnail', async () => {
    const { art } = (await get('/api/themes/theme3')).json<ThemeDetail>();
    const artVersion = /art\/([0-9a-f]+)\//.exec(art.top)![1]!;
    const malayUrl = (await thumbnailsOf({}))[2];
    const old = await get(`/themes/thumbs/${artVersion}/theme3.webp`, { cookie: 'bahasa=en' });
    expect(old.statusCode).toBe(301);
    expect(old.headers.location).toBe(malayUrl);
    expect(old.headers['cache-control']).not.toContain('immutable');
    expect((await get(malayUrl!)).headers['content-type']).toBe('image/webp');
  });

  it('finds no thumbnail in an unknown language, of no theme, or of another version', async () => {
    const [malayUrl] = await thumbnailsOf({});
    const version = THUMB.exec(malayUrl!)![1]!;
    const { art } = (await get('/api/themes/theme1')).json<ThemeDetail>();
    const artVersion = /art\/([0-9a-f]+)\//.exec(art.top)![1]!;
    for (const url of [
      malayUrl!.replace('.ms.webp', '.fr.webp'),
      malayUrl!.replace('.ms.webp', '.EN.webp'),
      malayUrl!.replace('.ms.webp', '.ms.png'),
      malayUrl!.replace('theme1.', 'theme101.'),
      malayUrl!.replace('theme1.', 'nope.'),
      malayUrl!.replace(version, '0000000000'),
      malayUrl!.replace(version, 'zz'),
      // The art's version names the old addresses only; the thumbnails' own names the new ones.
      malayUrl!.replace(version, artVersion),
      `/themes/thumbs/${version}/theme1.webp`,
      `/themes/thumbs/0000000000/theme1.webp`,
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().error.code, url).toBe('not_found');
    }
  });
});
