import { malay } from '@shared/i18n/rule-words-in';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublicCard } from '@shared/schemas/card';
import { MEDIA_NOT_FOUND } from '@server/modules/media/media.routes';
import { newMediaName } from '@server/storage/media-key';
import type { MediaStorage } from '@server/storage/media-storage';
import { createMediaStorage } from '@server/storage/create-media-storage';
import type { TestS3Server } from '../support/s3-server';
import { dialectsAndStorages, startS3Server } from '../support/s3-server';
import type { TestApp } from '../support/test-app';
import { createTestApp } from '../support/test-app';

// GET /media/salam-kaut/:file serves stored pictures and nothing else: only
// generated names in the one folder, with their own content type, never anything beside them;
// the same from the local folder and from an S3 bucket.

const PNG = Buffer.concat([
  Buffer.from('89504e470d0a1a0a', 'hex'),
  Buffer.from('gambar ujian salam kaut'),
]);
const SECRET = 'RAHSIA-DI-LUAR-FOLDER-MEDIA';

// One S3 server for the whole file, a bucket of its own for each app.
let s3: TestS3Server;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(() => s3.close());

describe.each(dialectsAndStorages)(
  'GET /media/salam-kaut/:file on %s, %s storage',
  (dialect, driver) => {
    let t: TestApp;
    let media: MediaStorage;
    beforeAll(async () => {
      const bucket = driver === 's3' ? await s3.newBucket() : null;
      t = await createTestApp(dialect, { env: bucket?.env ?? {} });
      media = createMediaStorage(t.config);
      // Things that must never be served: beside the media folder and inside the data folder,
      // and in the bucket beside the folder and in another folder.
      fs.mkdirSync(path.join(t.config.dataDir, 'media'), { recursive: true });
      fs.writeFileSync(path.join(t.config.dataDir, 'rahsia.png'), SECRET);
      fs.writeFileSync(path.join(t.config.dataDir, 'media', 'rahsia.png'), SECRET);
      if (bucket) {
        for (const key of ['rahsia.png', 'lain/rahsia.png', 'salam-kaut/RAHSIA.png']) {
          await s3.putRaw(bucket.bucket, key, SECRET);
        }
      }
    });
    afterAll(async () => {
      media.close?.();
      await t.close();
    });

    it('is built on the storage it is meant to test', () => {
      expect(t.config.media.driver).toBe(driver);
    });
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
      expect(res.headers['content-length']).toBe(String(PNG.length));
    });

    it('streams a large picture whole, and answers HEAD with its headers alone', async () => {
      const name = newMediaName('webp');
      const big = Buffer.alloc(4 * 1024 * 1024, 'gambar besar ');
      await media.put(`salam-kaut/${name}`, big, 'image/webp');
      const res = await get(name);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-length']).toBe(String(big.length));
      expect(res.rawPayload.equals(big)).toBe(true);
      const head = await t.app.inject({ method: 'HEAD', url: `/media/salam-kaut/${name}` });
      expect(head.statusCode).toBe(200);
      expect(head.headers['content-type']).toBe('image/webp');
      expect(head.rawPayload.length).toBe(0);
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
      expect(res.json()).toEqual({ error: { code: 'not_found', message: malay(MEDIA_NOT_FOUND) } });
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
      expect(res.json<{ error: { code: string } }>().error.code).toMatch(
        /^(bad_request|not_found)$/,
      );
      expect(res.body).not.toContain(SECRET);
      expect(res.body).not.toContain('SQLite format');
    });

    it.runIf(driver === 'local')(
      'does not follow a symbolic link planted in the folder',
      async () => {
        const name = newMediaName('png');
        fs.symlinkSync(
          path.join(t.config.dataDir, 'rahsia.png'),
          path.join(t.config.dataDir, 'media', 'salam-kaut', name),
        );
        const res = await get(name);
        expect(res.statusCode).toBe(404);
        expect(res.body).not.toContain(SECRET);
      },
    );

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
  },
);
