import fs from 'node:fs';
import { malay } from '@shared/i18n/rule-words-in';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CardPhotoChangeReply, CardPhotosReply } from '@shared/schemas/card-photos';
import {
  CARD_PHOTOS_MESSAGES,
  MAX_CARD_PHOTOS,
  PHOTO_MAX_BYTES,
  PHOTO_UPLOAD_RATE_LIMIT,
} from '@shared/schemas/card-photos';
import { photoUrl } from '@shared/card-photos/photo-rules';
import { HttpError } from '@server/http/errors';
import {
  ORPHAN_MIN_AGE_MS,
  addPhoto,
  preparePhoto,
  sweepOrphanPhotos,
} from '@server/modules/card-photos/card-photos.service';
import { MEDIA_FOLDERS } from '@server/storage/media-key';
import type { MediaStorage } from '@server/storage/media-storage';
import { createMediaStorage } from '@server/storage/create-media-storage';
import { freshAddress, logIn } from '../support/auth';
import { createCard } from '../support/cards';
import { GPS_EXIF } from '../support/duitnow-qr';
import { multipartForm } from '../support/multipart';
import type { TestS3Server } from '../support/s3-server';
import { dialectsAndStorages, startS3Server } from '../support/s3-server';
import type { TestApp } from '../support/test-app';
import { createTestApp } from '../support/test-app';
import { makeWebDir } from '../support/web-dir';

// The card's photos: uploads checked by content, turned upright, stripped of metadata and
// stored at a few WebP widths; at most twelve; captions, order and removal (files too); who may
// do what; the guest card's gallery; on both databases and both media storages.

const OWNER = 'galeri.pemilik@example.com';
const OTHER = 'galeri.lain@example.com';
const STAFF = 'galeri.staf@jemput.test';

/** A photo-like picture (grain, so it does not compress to nothing) of the size asked. */
const picture = (width: number, height: number) =>
  sharp({
    create: {
      width,
      height,
      channels: 3,
      background: { r: 128, g: 128, b: 128 },
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  });

/**
 * Each upload's bytes, made once per file: the four database and storage runs send the same
 * pictures, and making the largest (2,400 × 1,600 of grain) costs more CPU than its upload.
 */
const made = new Map<string, Promise<Buffer>>();
const once = (key: string, make: () => Promise<Buffer>): Promise<Buffer> => {
  let bytes = made.get(key);
  if (!bytes) {
    bytes = make();
    made.set(key, bytes);
  }
  return bytes;
};

const jpeg = (width: number, height: number) =>
  once(`jpeg ${width}×${height}`, () => picture(width, height).jpeg().toBuffer());

let s3: TestS3Server;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(() => s3.close());

describe.each(dialectsAndStorages)('card photos on %s, %s storage', (dialect, driver) => {
  let t: TestApp;
  let webDir: string;
  let owner: string;
  let other: string;
  let staff: string;
  let media: MediaStorage;

  beforeAll(async () => {
    const storage = driver === 's3' ? (await s3.newBucket()).env : {};
    webDir = makeWebDir();
    t = await createTestApp(dialect, { webDir, env: { ADMIN_EMAILS: STAFF, ...storage } });
    expect(t.config.media.driver).toBe(driver);
    media = createMediaStorage(t.config);
    owner = await logIn(t, OWNER);
    other = await logIn(t, OTHER);
    staff = await logIn(t, STAFF);
  }, 60_000);
  afterAll(async () => {
    media.close?.();
    await t.close();
    fs.rmSync(webDir, { recursive: true, force: true });
  });

  const newCard = () => createCard(t.database.handle.db, { ownerEmail: OWNER });
  const upload = (
    id: string,
    file: Buffer,
    cookie: string | undefined = owner,
    fields: Record<string, string> = {},
    filename = 'gambar.jpg',
  ) => {
    const { payload, headers } = multipartForm(fields, {
      field: 'photo',
      bytes: file,
      filename,
      type: 'image/jpeg',
    });
    return t.app.inject({
      method: 'POST',
      url: `/api/cards/${id}/photos`,
      payload,
      headers: cookie ? { ...headers, cookie } : headers,
      remoteAddress: freshAddress(),
    });
  };
  const uploaded = async (id: string, file: Buffer, fields: Record<string, string> = {}) => {
    const res = await upload(id, file, owner, fields);
    expect(res.statusCode, res.body).toBe(201);
    return res.json<CardPhotoChangeReply>();
  };
  const listed = async (id: string, cookie = owner) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/cards/${id}/photos`,
      headers: { cookie },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<CardPhotosReply>().photos;
  };
  const served = async (address: string) => {
    const res = await t.app.inject({ method: 'GET', url: address });
    expect(res.statusCode, address).toBe(200);
    return res;
  };
  const filesInStorage = async () =>
    (await media.list(MEDIA_FOLDERS.cardPhotos))
      .map((file) => file.key.slice(MEDIA_FOLDERS.cardPhotos.length + 1))
      .sort();
  const expectRefused = (res: LightMyRequestResponse, status: number, message: string) => {
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json<{ error: { message: string } }>().error.message).toBe(message);
  };
  /** What the page shows: its HTML before its data (which carries all the card's fixed words). */
  const shownOf = (html: string) => html.slice(0, html.indexOf('<script type="application/json"'));
  const cardPage = async (id: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/kad/${id}` });
    expect(res.statusCode).toBe(200);
    return res;
  };

  it('takes a JPEG turned by EXIF, stands it upright, strips it and stores its widths', async () => {
    // 2400 × 1600 pixels, to be shown turned a quarter (orientation 6): upright 1600 × 2400.
    const sideways = await once('sideways jpeg', () =>
      picture(2400, 1600).withExif(GPS_EXIF).withMetadata({ orientation: 6 }).jpeg().toBuffer(),
    );
    const before = await sharp(sideways).metadata();
    expect(before.exif, 'the upload carries EXIF').toBeDefined();
    expect(before.orientation).toBe(6);
    const id = await newCard();
    const body = await uploaded(id, sideways, { caption: '  Majlis  bertunang ' });
    expect(body.message).toBe(malay(CARD_PHOTOS_MESSAGES.uploaded));
    expect(body.max).toBe(MAX_CARD_PHOTOS);
    expect(body.photos).toHaveLength(1);
    const [photo] = body.photos;
    // Upright and at most 1600 on its longest side.
    expect(photo).toMatchObject({ width: 1067, height: 1600, caption: 'Majlis  bertunang' });
    expect(photo!.widths).toEqual([480, 960, 1067]);
    expect(photo!.name).toMatch(/^[a-z0-9]{24}$/);
    for (const width of photo!.widths) {
      const file = await served(photoUrl(photo!.name, width));
      expect(file.headers['content-type']).toBe('image/webp');
      expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(file.headers['x-content-type-options']).toBe('nosniff');
      const metadata = await sharp(file.rawPayload).metadata();
      expect(metadata.format).toBe('webp');
      expect(metadata.width).toBe(width);
      expect(metadata.height).toBeGreaterThan(width);
      expect(metadata.exif).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      expect(metadata.icc).toBeUndefined();
      expect(metadata.orientation).toBeUndefined();
    }
    expect(await listed(id)).toEqual(body.photos);
  }, 60_000);

  it('takes PNG and WebP too, never enlarging a small photo', async () => {
    const id = await newCard();
    const png = await once('png', () => picture(300, 200).png().toBuffer());
    const webp = await once('webp', () => picture(700, 500).webp().toBuffer());
    await uploaded(id, png);
    const body = await uploaded(id, webp);
    expect(body.photos.map((p) => [p.width, p.height, p.widths])).toEqual([
      [300, 200, [300]],
      [700, 500, [480, 700]],
    ]);
    for (const photo of body.photos) {
      const file = await served(photoUrl(photo.name, photo.width));
      expect((await sharp(file.rawPayload).metadata()).format).toBe('webp');
    }
  });

  it('refuses a renamed non-image, a broken picture, a bad caption and an empty form, in Malay', async () => {
    const id = await newCard();
    expectRefused(
      await upload(id, Buffer.from('<html><script>alert(1)</script></html>')),
      400,
      malay(CARD_PHOTOS_MESSAGES.notAPicture),
    );
    const whole = await jpeg(64, 48);
    expectRefused(
      await upload(id, whole.subarray(0, whole.length - 200)),
      400,
      malay(CARD_PHOTOS_MESSAGES.broken),
    );
    expectRefused(
      await upload(id, whole, owner, { caption: 'a'.repeat(121) }),
      400,
      malay(CARD_PHOTOS_MESSAGES.captionTooLong),
    );
    expectRefused(await upload(id, Buffer.alloc(0)), 400, malay(CARD_PHOTOS_MESSAGES.fileRequired));
    const notForm = await t.app.inject({
      method: 'POST',
      url: `/api/cards/${id}/photos`,
      payload: { photo: 'x' },
      headers: { cookie: owner },
    });
    expectRefused(notForm, 400, malay(CARD_PHOTOS_MESSAGES.notMultipart));
    expect(await listed(id)).toEqual([]);
    expect(await filesInStorage()).not.toContain(undefined);
  });

  it('refuses a file over the size cap (413 in Malay)', async () => {
    const id = await newCard();
    const big = Buffer.concat([await jpeg(64, 48), Buffer.alloc(PHOTO_MAX_BYTES)]);
    expectRefused(await upload(id, big), 413, malay(CARD_PHOTOS_MESSAGES.tooLarge));
    expect(await listed(id)).toEqual([]);
  });

  it('keeps twelve photos and refuses the thirteenth in Malay', async () => {
    const id = await newCard();
    const small = await jpeg(40, 30);
    for (let n = 0; n < MAX_CARD_PHOTOS; n += 1) await uploaded(id, small);
    const files = await filesInStorage();
    expectRefused(await upload(id, small), 409, malay(CARD_PHOTOS_MESSAGES.full));
    expect(await listed(id)).toHaveLength(MAX_CARD_PHOTOS);
    expect(await filesInStorage(), 'no file kept of the refused photo').toEqual(files);
  });

  it('never makes a thirteenth from uploads at once', async () => {
    const id = await newCard();
    const small = await jpeg(40, 30);
    for (let n = 0; n < MAX_CARD_PHOTOS - 2; n += 1) await uploaded(id, small);
    const replies = await Promise.all([1, 2, 3, 4].map(() => upload(id, small)));
    const statuses = replies.map((res) => res.statusCode).sort();
    expect(statuses).toEqual([201, 201, 409, 409]);
    expect(await listed(id)).toHaveLength(MAX_CARD_PHOTOS);
  });

  it('captions, reorders and removes photos, removing their files', async () => {
    const id = await newCard();
    const small = await jpeg(500, 400);
    await uploaded(id, small);
    await uploaded(id, small);
    const { photos } = await uploaded(id, small);
    const [a, b, c] = photos.map((p) => p.id);

    const captioned = await t.app.inject({
      method: 'PATCH',
      url: `/api/cards/${id}/photos/${b}`,
      payload: { caption: 'Hari akad nikah' },
      headers: { cookie: owner },
    });
    expect(captioned.statusCode, captioned.body).toBe(200);
    expect(captioned.json<CardPhotoChangeReply>().photos[1]!.caption).toBe('Hari akad nikah');
    expect(captioned.json<CardPhotoChangeReply>().message).toBe(
      'Keterangan gambar telah disimpan.',
    );
    // Said in the visitor's language.
    const english = await t.app.inject({
      method: 'PATCH',
      url: `/api/cards/${id}/photos/${b}`,
      payload: { caption: 'Hari akad nikah' },
      headers: { cookie: owner, 'accept-language': 'en-GB,en;q=0.9' },
    });
    expect(english.json<CardPhotoChangeReply>().message).toBe(
      'The photo’s caption has been saved.',
    );
    expectRefused(
      await t.app.inject({
        method: 'PATCH',
        url: `/api/cards/${id}/photos/${b}`,
        payload: { caption: 'a\u0000b' },
        headers: { cookie: owner },
      }),
      400,
      malay(CARD_PHOTOS_MESSAGES.captionBadCharacters),
    );

    const reorder = (ids: string[]) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/cards/${id}/photos/order`,
        payload: { ids },
        headers: { cookie: owner },
      });
    const moved = await reorder([c!, a!, b!]);
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json<CardPhotoChangeReply>().message).toBe('Susunan gambar telah disimpan.');
    expect(moved.json<CardPhotoChangeReply>().photos.map((p) => p.id)).toEqual([c, a, b]);
    expectRefused(await reorder([c!, a!]), 409, malay(CARD_PHOTOS_MESSAGES.orderInvalid));
    expectRefused(await reorder([c!, a!, a!]), 400, malay(CARD_PHOTOS_MESSAGES.orderInvalid));
    expect((await listed(id)).map((p) => p.id)).toEqual([c, a, b]);

    const gone = photos.find((p) => p.id === a)!;
    const keys = gone.widths.map((w) => `${gone.name}-${w}.webp`);
    for (const key of keys) expect(await filesInStorage()).toContain(key);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/cards/${id}/photos/${a}`,
      headers: { cookie: owner },
    });
    expect(removed.statusCode, removed.body).toBe(204);
    for (const key of keys) expect(await filesInStorage()).not.toContain(key);
    const again = await t.app.inject({ method: 'GET', url: photoUrl(gone.name, gone.width) });
    expect(again.statusCode).toBe(404);
    expect((await listed(id)).map((p) => p.id)).toEqual([c, b]);
    expectRefused(
      await t.app.inject({
        method: 'DELETE',
        url: `/api/cards/${id}/photos/${a}`,
        headers: { cookie: owner },
      }),
      404,
      malay(CARD_PHOTOS_MESSAGES.photoNotFound),
    );
  });

  it('lets only the owner change photos; staff may look; visitors and other owners may not', async () => {
    const id = await newCard();
    const small = await jpeg(40, 30);
    const { photos } = await uploaded(id, small);
    const photoId = photos[0]!.id;
    // One after another: the owner's delete must not overtake the owner's caption.
    const calls = async (cookie: string | undefined) => {
      const headers = cookie ? { cookie } : {};
      return [
        await t.app.inject({ method: 'GET', url: `/api/cards/${id}/photos`, headers }),
        // '' sends no cookie (undefined would be the owner's).
        await upload(id, small, cookie ?? ''),
        await t.app.inject({
          method: 'PATCH',
          url: `/api/cards/${id}/photos/${photoId}`,
          payload: { caption: 'x' },
          headers,
        }),
        await t.app.inject({
          method: 'PUT',
          url: `/api/cards/${id}/photos/order`,
          payload: { ids: [photoId] },
          headers,
        }),
        await t.app.inject({
          method: 'DELETE',
          url: `/api/cards/${id}/photos/${photoId}`,
          headers,
        }),
      ];
    };
    const statuses = async (cookie: string | undefined) =>
      (await calls(cookie)).map((res) => res.statusCode);
    expect(await statuses(undefined)).toEqual([401, 401, 401, 401, 401]);
    expect(await statuses(other)).toEqual([403, 403, 403, 403, 403]);
    expect(await statuses(staff)).toEqual([200, 403, 403, 403, 403]);
    expect(await listed(id)).toHaveLength(1);
    // Another owner's card is never reached through its photo id either.
    const othersCard = await createCard(t.database.handle.db, { ownerEmail: OTHER });
    expectRefused(
      await t.app.inject({
        method: 'DELETE',
        url: `/api/cards/${othersCard}/photos/${photoId}`,
        headers: { cookie: other },
      }),
      404,
      malay(CARD_PHOTOS_MESSAGES.photoNotFound),
    );
    expect(await listed(id)).toHaveLength(1);
    expect(await statuses(owner)).toEqual([200, 201, 200, 409, 204]);
  });

  it('shows the gallery on the guest card, lazily, and redraws the page on every change', async () => {
    const id = await newCard();
    const first = await cardPage(id);
    expect(shownOf(first.body)).not.toContain('Galeri');
    const { photos } = await uploaded(id, await jpeg(1200, 800), { caption: 'Kenangan <b>' });
    const page = await cardPage(id);
    expect(page.headers.etag).not.toBe(first.headers.etag);
    expect(page.body).toContain('Galeri Kenangan');
    const photo = photos[0]!;
    const img = new RegExp(`<img[^>]*src="${photoUrl(photo.name, 960)}"[^>]*>`).exec(page.body);
    expect(img, 'the grid picture').not.toBeNull();
    expect(img![0]).toContain('loading="lazy"');
    expect(img![0]).toContain('decoding="async"');
    expect(img![0]).toContain('width="1200"');
    expect(img![0]).toContain('height="800"');
    expect(img![0]).toContain(`${photoUrl(photo.name, 480)} 480w`);
    expect(img![0]).toContain('sizes=');
    // The caption is text, never markup.
    expect(page.body).toContain('Kenangan &lt;b&gt;');
    expect(page.body).not.toContain('Kenangan <b>');

    await t.app.inject({
      method: 'PATCH',
      url: `/api/cards/${id}/photos/${photo.id}`,
      payload: { caption: 'Hari bahagia' },
      headers: { cookie: owner },
    });
    expect((await cardPage(id)).body).toContain('Hari bahagia');
    await t.app.inject({
      method: 'DELETE',
      url: `/api/cards/${id}/photos/${photo.id}`,
      headers: { cookie: owner },
    });
    expect(shownOf((await cardPage(id)).body)).not.toContain('Galeri');
  });

  it('removes the new files again when the card cannot take the photo', async () => {
    const photo = await preparePhoto(await jpeg(64, 48));
    const before = await filesInStorage();
    const failed = addPhoto(
      { db: t.database.handle.db, media, log: t.app.log },
      'tiadakadini0',
      photo,
      '',
      new Date(),
    );
    await expect(failed).rejects.toBeInstanceOf(HttpError);
    expect(await filesInStorage()).toEqual(before);
  });

  it('sweeps files no photo names once they are a day old, and nothing else', async () => {
    const id = await newCard();
    const { photos } = await uploaded(id, await jpeg(64, 48));
    const kept = `${photos[0]!.name}-64.webp`;
    const orphan = 'abcdefghijklmnopqrstuvwx-480.webp';
    await media.put(
      `${MEDIA_FOLDERS.cardPhotos}/${orphan}`,
      await jpeg(8, 8).then((b) => sharp(b).webp().toBuffer()),
      'image/webp',
    );
    const deps = { db: t.database.handle.db, media };
    // Not yet a day old: nothing goes.
    await sweepOrphanPhotos(deps, new Date());
    expect(await filesInStorage()).toContain(orphan);
    const later = new Date(Date.now() + ORPHAN_MIN_AGE_MS + 60_000);
    const swept = await sweepOrphanPhotos(deps, later);
    expect(swept.removed).toBeGreaterThanOrEqual(1);
    const left = await filesInStorage();
    expect(left).not.toContain(orphan);
    expect(left).toContain(kept);
  });

  it('limits uploads per owner (429 in Malay)', async () => {
    const email = 'galeri.had@example.com';
    const id = await createCard(t.database.handle.db, { ownerEmail: email });
    const cookie = await logIn(t, email);
    const statuses: number[] = [];
    for (let n = 0; n <= PHOTO_UPLOAD_RATE_LIMIT.max; n += 1) {
      // From a new address each time: the limit follows the owner, not the network.
      statuses.push((await upload(id, Buffer.from('bukan gambar'), cookie)).statusCode);
    }
    expect(statuses.slice(0, -1).every((status) => status === 400)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});
