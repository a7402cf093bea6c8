import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublicCard } from '@shared/schemas/card';
import { MEDIA_NOT_FOUND } from '@server/modules/media/media.routes';
import { newMediaName } from '@server/storage/media-key';
import type { MediaStorage } from '@server/storage/media-storage';
import { createMediaStorage } from '@server/storage/media-storage';
import type { TestApp } from '../support/test-app';
import { createTestApp } from '../support/test-app';
import { testDialects } from '../support/test-database';

// GET /media/salam-kaut/:file serves stored pictures (DESIGN.md "files") and nothing else: only
// generated names in the one folder, with their own content type, never anything beside them.

const PNG = Buffer.concat([
  Buffer.from('89504e470d0a1a0a', 'hex'),
  Buffer.from('gambar ujian salam kaut'),
]);
const SECRET = 'RAHSIA-DI-LUAR-FOLDER-MEDIA';

describe.each(testDialects)('GET /media/salam-kaut/:file on %s', (dialect) => {
  let t: TestApp;
  let media: MediaStorage;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    media = createMediaStorage(t.config);
    // Things that must never be served: beside the media folder and inside the data folder.
    fs.writeFileSync(path.join(t.config.dataDir, 'rahsia.png'), SECRET);
    fs.writeFileSync(path.join(t.config.dataDir, 'media', 'rahsia.png'), SECRET);
  });
  afterAll(() => t.close());
  const get = (file: string) => t.app.inject({ method: 'GET', url: `/media/salam-kaut/${file}` });

  it('serves a stored picture with its type, inline, never sniffed, cached for good', async () => {
    const name = newMediaName('png');
    await media.put(`salam-kaut/${name}`, PNG, 'image/png');
    const res = await get(name);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload).toEqual(PNG);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-disposition']).toBe('inline');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('gives JPEG and WebP pictures their own content types', async () => {
    for (const [extension, type] of [
      ['jpg', 'image/jpeg'],
      ['webp', 'image/webp'],
    ] as const) {
      const name = newMediaName(extension);
      await media.put(`salam-kaut/${name}`, PNG, type);
      const res = await get(name);
      expect(res.statusCode, extension).toBe(200);
      expect(res.headers['content-type'], extension).toBe(type);
    }
  });

  it('answers a name it does not have with 404 in the one error shape', async () => {
    const res = await get(newMediaName('png'));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: 'not_found', message: MEDIA_NOT_FOUND } });
  });

  it.each([
    '..%2Frahsia.png',
    '..%2F..%2Frahsia.png',
    '%2e%2e%2frahsia.png',
    '%2E%2E%2F%2E%2E%2Frahsia.png',
    '..%5Crahsia.png',
    '..%252Frahsia.png',
    '....%2F%2Frahsia.png',
    '%2Fetc%2Fpasswd',
    'rahsia.png%00.png',
    'rahsia.png%0a',
    'RAHSIA.png',
    'rahsia.PNG',
    'rahsia.svg',
    'rahsia.html',
    'rahsia.jpeg',
    'rahsia.png.txt',
    '.png',
    '-rahsia.png',
    'rahsia',
    'a'.repeat(80) + '.png',
  ])('refuses %s in the one error shape, serving nothing', async (file) => {
    const res = await get(file);
    expect([400, 404]).toContain(res.statusCode);
    expect(res.json()).toEqual({
      error: {
        code: res.statusCode === 400 ? 'bad_request' : 'not_found',
        message: expect.any(String),
        ...(res.statusCode === 400 ? { field: 'file' } : {}),
      },
    });
    expect(res.body).not.toContain(SECRET);
    expect(res.body).not.toContain('SQLite format');
  });

  it.each([
    '/media/salam-kaut/../rahsia.png',
    '/media/salam-kaut/../../rahsia.png',
    '/media/salam-kaut/../../jemput.sqlite',
    '/media/salam-kaut/%2e%2e/%2e%2e/rahsia.png',
    '/media/rahsia.png',
    '/media/salam-kaut/',
    '/media/salam-kaut/x/y.png',
  ])('never serves a file outside the media folder: %s', async (url) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.json<{ error: { code: string } }>().error.code).toMatch(/^(bad_request|not_found)$/);
    expect(res.body).not.toContain(SECRET);
    expect(res.body).not.toContain('SQLite format');
  });

  it('does not follow a symbolic link planted in the folder', async () => {
    const name = newMediaName('png');
    fs.symlinkSync(
      path.join(t.config.dataDir, 'rahsia.png'),
      path.join(t.config.dataDir, 'media', 'salam-kaut', name),
    );
    const res = await get(name);
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain(SECRET);
  });

  it('serves the demo card’s sample QR at the address its public card gives', async () => {
    const card = (
      await t.app.inject({ method: 'GET', url: '/api/cards/demoplus' })
    ).json<PublicCard>();
    if (card.state !== 'live') throw new Error('the demo card is not live');
    const address = card.features.salam_kaut;
    expect(address).toMatch(/^\/media\/salam-kaut\/[a-z0-9]+\.png$/);
    const res = await t.app.inject({ method: 'GET', url: address ?? '' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.rawPayload.subarray(0, 8)).toEqual(PNG.subarray(0, 8));
  });
});
