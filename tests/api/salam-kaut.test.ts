import { malay } from '@shared/i18n/rule-words-in';
import zlib from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublicCard } from '@shared/schemas/card';
import type {
  GiftSettingsReply,
  SalamKautQrReply,
  SalamKautSettings,
} from '@shared/schemas/salam-kaut';
import { QR_UPLOAD_RATE_LIMIT, SALAM_KAUT_MESSAGES } from '@shared/schemas/salam-kaut';
import { HttpError } from '@server/http/errors';
import { prepareQrImage } from '@server/modules/salam-kaut/qr-image';
import {
  ORPHAN_MIN_AGE_MS,
  replaceQr,
  sweepOrphanQrs,
} from '@server/modules/salam-kaut/salam-kaut.service';
import { MEDIA_FOLDERS, newMediaName } from '@server/storage/media-key';
import type { MediaStorage } from '@server/storage/media-storage';
import { createMediaStorage } from '@server/storage/create-media-storage';
import { freshAddress, logIn } from '../support/auth';
import { createCard } from '../support/cards';
import { GPS_EXIF, duitNowPayload, qrPng } from '../support/duitnow-qr';
import { multipartForm } from '../support/multipart';
import type { TestS3Server } from '../support/s3-server';
import { dialectsAndStorages, startS3Server } from '../support/s3-server';
import type { TestApp } from '../support/test-app';
import { createTestApp } from '../support/test-app';

// Server side: the two switches, the QR upload checked by
// content and re-encoded, replace and delete keeping row and file together, the orphan sweep;
// on both databases and both media storages (the local folder and an S3 bucket over HTTP).

const OWNER = 'qr.pemilik@example.com';
const OTHER = 'qr.lain@example.com';
const STAFF = 'qr.staf@jemput.test';

/** A multipart form with one file, named and typed as the caller likes (both are ignored). */
const form = (file: Buffer, filename = 'qr.png', type = 'image/png') =>
  multipartForm({}, { field: 'qr', bytes: file, filename, type });

// One S3 server for the whole file, a bucket of its own for each app.
let s3: TestS3Server;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(() => s3.close());

describe.each(dialectsAndStorages)(
  'gift and salam kaut (owner) on %s, %s storage',
  (dialect, driver) => {
    let t: TestApp;
    let owner: string;
    let other: string;
    let staff: string;
    /** The app's storage, seen from outside: what is stored is looked at only through it. */
    let media: MediaStorage;

    beforeAll(async () => {
      const storage = driver === 's3' ? (await s3.newBucket()).env : {};
      t = await createTestApp(dialect, { env: { ADMIN_EMAILS: STAFF, ...storage } });
      expect(t.config.media.driver).toBe(driver);
      media = createMediaStorage(t.config);
      owner = await logIn(t, OWNER);
      other = await logIn(t, OTHER);
      staff = await logIn(t, STAFF);
    }, 60_000);
    afterAll(async () => {
      media.close?.();
      await t.close();
    });

    const newCard = (features = {}) =>
      createCard(t.database.handle.db, { ownerEmail: OWNER, features });
    const upload = (
      id: string,
      file: Buffer,
      cookie: string | undefined = owner,
      name?: string,
    ) => {
      const { payload, headers } = form(file, name);
      return t.app.inject({
        method: 'POST',
        url: `/api/cards/${id}/salam-kaut-qr`,
        payload,
        headers: cookie ? { ...headers, cookie } : headers,
        remoteAddress: freshAddress(),
      });
    };
    const served = async (address: string) => {
      const res = await t.app.inject({ method: 'GET', url: address });
      expect(res.statusCode, address).toBe(200);
      return res;
    };
    const publicFeatures = async (id: string) => {
      const card = (
        await t.app.inject({ method: 'GET', url: `/api/cards/${id}` })
      ).json<PublicCard>();
      if (card.state !== 'live') throw new Error('card not live');
      return card.features;
    };
    const storedRow = (id: string) =>
      t.database.handle.db
        .selectFrom('cards')
        .select(['salam_kaut', 'salamkaut_activation', 'gift'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
    const filesInStorage = async () =>
      (await media.list(MEDIA_FOLDERS.salamKaut))
        .map((file) => file.key.slice(MEDIA_FOLDERS.salamKaut.length + 1))
        .sort();
    const expectRefused = (res: LightMyRequestResponse, status: number, message: string) => {
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json<{ error: { message: string } }>().error.message).toBe(message);
    };

    it('takes a PNG with EXIF GPS tags, keeps only its pixels, and reads the QR', async () => {
      const withGps = await sharp(await qrPng('SALAM KAUT UJIAN'))
        .withExif(GPS_EXIF)
        .png()
        .toBuffer();
      expect((await sharp(withGps).metadata()).exif, 'the upload carries EXIF').toBeDefined();
      const id = await newCard({ salamkaut_activation: true });
      const res = await upload(id, withGps, owner, 'gambar.html');
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json<SalamKautQrReply>();
      expect(body).toMatchObject({
        salam_kaut: true,
        check: { found: true, duitNow: false, recipientName: null },
        warning: null,
        message: malay(SALAM_KAUT_MESSAGES.uploaded),
      });
      expect(body.qr).toMatch(/^\/media\/salam-kaut\/[a-z0-9]{24}\.png$/);
      const file = await served(body.qr ?? '');
      expect(file.headers['content-type']).toBe('image/png');
      expect(file.headers['x-content-type-options']).toBe('nosniff');
      const metadata = await sharp(file.rawPayload).metadata();
      expect(metadata.format).toBe('png');
      expect(metadata.exif).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      expect(file.rawPayload.includes(Buffer.from('JemputPhone'))).toBe(false);
      expect((await storedRow(id)).salam_kaut).toBe(body.qr?.split('/').pop());
    });

    it('applies a JPEG’s orientation and stores JPEG and WebP uploads as WebP', async () => {
      const qr = await qrPng('SALAM KAUT JPEG');
      // 360 wide, 180 high, tagged "rotate 90°": what guests see is 180 wide, 360 high.
      const wide = await sharp(qr)
        .resize(360, 180, { fit: 'fill' })
        .jpeg()
        .withMetadata({ orientation: 6 })
        .toBuffer();
      const id = await newCard();
      const jpeg = await upload(id, wide, owner, 'qr.png');
      expect(jpeg.statusCode, jpeg.body).toBe(200);
      const jpegFile = await served(jpeg.json<SalamKautQrReply>().qr ?? '');
      expect(jpegFile.headers['content-type']).toBe('image/webp');
      const turned = await sharp(jpegFile.rawPayload).metadata();
      expect([turned.format, turned.width, turned.height, turned.exif]).toEqual([
        'webp',
        180,
        360,
        undefined,
      ]);

      const webp = await upload(id, await sharp(qr).webp().toBuffer());
      expect(webp.statusCode, webp.body).toBe(200);
      expect(webp.json<SalamKautQrReply>().check.found).toBe(true);
      const webpFile = await served(webp.json<SalamKautQrReply>().qr ?? '');
      expect(webpFile.headers['content-type']).toBe('image/webp');
    });

    describe('refuses what is not a whole PNG, JPEG or WebP, storing nothing', () => {
      let id: string;
      let refuser: string;
      let good: Buffer;
      beforeAll(async () => {
        // An owner of its own, so these uploads do not spend the first owner's hourly allowance.
        const email = 'qr.tolak@example.com';
        id = await createCard(t.database.handle.db, { ownerEmail: email });
        refuser = await logIn(t, email);
        good = await qrPng('SALAM KAUT');
      });
      const refused = async (file: Buffer, status: number, message: string, name = 'qr.png') => {
        const before = await filesInStorage();
        expectRefused(await upload(id, file, refuser, name), status, message);
        expect(await filesInStorage()).toEqual(before);
        expect((await storedRow(id)).salam_kaut).toBeNull();
      };

      it('an HTML page renamed .png', () =>
        refused(
          Buffer.from('<!doctype html><html><script>alert(1)</script></html>'),
          400,
          malay(SALAM_KAUT_MESSAGES.notAPicture),
        ));
      it('an SVG picture', () =>
        refused(
          Buffer.from(
            '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="9" height="9"/></svg>',
          ),
          400,
          malay(SALAM_KAUT_MESSAGES.notAPicture),
          'qr.svg',
        ));
      it('a PDF', () =>
        refused(
          Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n'),
          400,
          malay(SALAM_KAUT_MESSAGES.notAPicture),
          'qr.pdf',
        ));
      it('a 6 MB file (413)', () =>
        refused(
          Buffer.concat([good, Buffer.alloc(6 * 1024 * 1024, 7)]),
          413,
          malay(SALAM_KAUT_MESSAGES.tooLarge),
        ));
      it('a 1×60000 PNG', async () => {
        const strip = await sharp({
          create: { width: 1, height: 60_000, channels: 3, background: '#ffffff' },
        })
          .png()
          .toBuffer();
        await refused(strip, 400, SALAM_KAUT_MESSAGES.tooManyPixels);
      });
      it('a truncated JPEG', async () => {
        const jpeg = await sharp(good).jpeg().toBuffer();
        await refused(
          jpeg.subarray(0, Math.floor(jpeg.length * 0.6)),
          400,
          malay(SALAM_KAUT_MESSAGES.broken),
        );
      });
      it('a truncated PNG', () =>
        refused(
          good.subarray(0, Math.floor(good.length * 0.6)),
          400,
          malay(SALAM_KAUT_MESSAGES.broken),
        ));
      it('a PNG with an HTML page after its end (a polyglot)', () =>
        refused(
          Buffer.concat([good, Buffer.from('<html><script>alert(1)</script></html>')]),
          400,
          malay(SALAM_KAUT_MESSAGES.broken),
        ));
      it('a PNG carrying an HTML page in a text chunk (a polyglot)', async () => {
        const data = Buffer.from('Comment\0<html><script>alert(1)</script></html>', 'latin1');
        const type = Buffer.from('tEXt');
        const length = Buffer.alloc(4);
        length.writeUInt32BE(data.length);
        const crc = Buffer.alloc(4);
        crc.writeUInt32BE(zlib.crc32(Buffer.concat([type, data])));
        const iend = good.length - 12;
        const polyglot = Buffer.concat([
          good.subarray(0, iend),
          length,
          type,
          data,
          crc,
          good.subarray(iend),
        ]);
        expect((await sharp(polyglot).metadata()).format, 'sharp reads it as a PNG').toBe('png');
        await refused(polyglot, 400, malay(SALAM_KAUT_MESSAGES.mixedContent));
      });
      it('a JPEG with a script inside (a polyglot)', async () => {
        const jpeg = await sharp(good).jpeg().toBuffer();
        const polyglot = Buffer.concat([jpeg, Buffer.from('<script>alert(1)</script>')]);
        await refused(polyglot, 400, malay(SALAM_KAUT_MESSAGES.mixedContent));
      });
      it('a PNG header over something else', () =>
        refused(
          Buffer.concat([good.subarray(0, 8), Buffer.from('bukan gambar sebenarnya')]),
          400,
          malay(SALAM_KAUT_MESSAGES.broken),
        ));
      it('a form without a file, and a body that is not a form', async () => {
        const empty = `--b\r\nContent-Disposition: form-data; name="card"\r\n\r\nx\r\n--b--\r\n`;
        const res = await t.app.inject({
          method: 'POST',
          url: `/api/cards/${id}/salam-kaut-qr`,
          payload: empty,
          headers: { cookie: refuser, 'content-type': 'multipart/form-data; boundary=b' },
        });
        expectRefused(res, 400, malay(SALAM_KAUT_MESSAGES.fileRequired));
        const json = await t.app.inject({
          method: 'POST',
          url: `/api/cards/${id}/salam-kaut-qr`,
          payload: { qr: 'abc' },
          headers: { cookie: refuser },
        });
        expectRefused(json, 400, malay(SALAM_KAUT_MESSAGES.notMultipart));
      });
    });

    it('lets only the owner upload: anonymous 401 (garbage unread), another owner and staff 403', async () => {
      const id = await newCard();
      const before = await filesInStorage();
      const garbage = {
        method: 'POST' as const,
        url: `/api/cards/${id}/salam-kaut-qr`,
        payload: Buffer.alloc(64 * 1024, 0xee),
        headers: { 'content-type': 'multipart/form-data; boundary=tiada' },
      };
      const anonymous = await t.app.inject(garbage);
      expect(anonymous.statusCode).toBe(401);
      const good = await qrPng('BUKAN KAMU');
      expect((await upload(id, good, other)).statusCode).toBe(403);
      expect((await upload(id, good, staff)).statusCode).toBe(403);
      for (const cookie of [other, staff]) {
        const settings = await t.app.inject({
          method: 'PUT',
          url: `/api/cards/${id}/gift-settings`,
          payload: { gift: true },
          headers: { cookie },
        });
        expect(settings.statusCode).toBe(403);
        const removal = await t.app.inject({
          method: 'DELETE',
          url: `/api/cards/${id}/salam-kaut-qr`,
          headers: { cookie },
        });
        expect(removal.statusCode).toBe(403);
      }
      expect(await storedRow(id)).toMatchObject({ salam_kaut: null, gift: 0 });
      expect(await filesInStorage()).toEqual(before);
    });

    it('replaces and deletes keeping the row and the stored file together', async () => {
      const id = await newCard({ salamkaut_activation: true });
      const first = (await upload(id, await qrPng('PERTAMA'))).json<SalamKautQrReply>();
      const firstName = first.qr?.split('/').pop() ?? '';
      expect(await filesInStorage()).toContain(firstName);

      const second = (await upload(id, await qrPng('KEDUA'))).json<SalamKautQrReply>();
      const secondName = second.qr?.split('/').pop() ?? '';
      expect(secondName).not.toBe(firstName);
      expect(await filesInStorage()).toContain(secondName);
      expect(await filesInStorage()).not.toContain(firstName);
      expect((await storedRow(id)).salam_kaut).toBe(secondName);
      expect((await t.app.inject({ method: 'GET', url: first.qr ?? '' })).statusCode).toBe(404);
      expect((await publicFeatures(id)).salam_kaut).toBe(second.qr);

      const removed = await t.app.inject({
        method: 'DELETE',
        url: `/api/cards/${id}/salam-kaut-qr`,
        headers: { cookie: owner },
      });
      expect(removed.statusCode).toBe(204);
      expect(await filesInStorage()).not.toContain(secondName);
      expect((await t.app.inject({ method: 'GET', url: second.qr ?? '' })).statusCode).toBe(404);
      expect((await storedRow(id)).salam_kaut).toBeNull();
      expect((await publicFeatures(id)).salam_kaut).toBeNull();
      const settings = await t.app.inject({
        method: 'GET',
        url: `/api/cards/${id}/salam-kaut`,
        headers: { cookie: owner },
      });
      expect(settings.json<SalamKautSettings>()).toEqual({
        gift: false,
        salam_kaut: true,
        qr: null,
      });
      // Deleting again changes nothing and is not an error.
      const again = await t.app.inject({
        method: 'DELETE',
        url: `/api/cards/${id}/salam-kaut-qr`,
        headers: { cookie: owner },
      });
      expect(again.statusCode).toBe(204);
    });

    it('flips the two switches, and the guest card follows them and the QR', async () => {
      const id = await newCard();
      const put = (payload: object) =>
        t.app.inject({
          method: 'PUT',
          url: `/api/cards/${id}/gift-settings`,
          payload,
          headers: { cookie: owner },
        });
      expect(await publicFeatures(id)).toMatchObject({ gift: false, salam_kaut: null });

      const gift = await put({ gift: true });
      expect(gift.json<GiftSettingsReply>()).toEqual({
        gift: true,
        salam_kaut: false,
        qr: null,
        message: malay(SALAM_KAUT_MESSAGES.giftOn),
      });
      expect(await publicFeatures(id)).toMatchObject({ gift: true, salam_kaut: null });

      // A QR while salam kaut is off: the owner sees it, guests do not.
      const qr = (await upload(id, await qrPng('SUIS'))).json<SalamKautQrReply>().qr;
      expect((await publicFeatures(id)).salam_kaut).toBeNull();
      const on = await put({ salam_kaut: true });
      expect(on.json<GiftSettingsReply>()).toMatchObject({
        salam_kaut: true,
        qr,
        message: malay(SALAM_KAUT_MESSAGES.salamKautOn),
      });
      expect(await publicFeatures(id)).toMatchObject({ gift: true, salam_kaut: qr });

      const off = await put({ gift: false, salam_kaut: false });
      expect(off.json<GiftSettingsReply>()).toMatchObject({
        gift: false,
        salam_kaut: false,
        message: malay(SALAM_KAUT_MESSAGES.salamKautOff),
      });
      expect(await publicFeatures(id)).toMatchObject({ gift: false, salam_kaut: null });

      for (const payload of [{}, { gift: 'true' }, { gift: true, lain: 1 }]) {
        expect((await put(payload)).statusCode, JSON.stringify(payload)).toBe(400);
      }
    });

    it('warns when no QR can be read, and still keeps the picture', async () => {
      const plain = await sharp({
        create: { width: 400, height: 300, channels: 3, background: '#d9c7a3' },
      })
        .png()
        .toBuffer();
      const res = await upload(await newCard(), plain);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json<SalamKautQrReply>();
      expect(body.check).toEqual({ found: false, duitNow: false, recipientName: null });
      expect(body.warning).toBe(malay(SALAM_KAUT_MESSAGES.noQrFound));
      expect(body.qr).not.toBeNull();
    });

    it('names the recipient of a DuitNow QR so the owner can confirm it', async () => {
      const res = await upload(
        await newCard(),
        await qrPng(duitNowPayload('SITI AMINAH BINTI ALI')),
      );
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json<SalamKautQrReply>();
      expect(body.check).toEqual({
        found: true,
        duitNow: true,
        recipientName: 'SITI AMINAH BINTI ALI',
      });
      expect(body.warning).toBeNull();
      expect(body.message).toContain('SITI AMINAH BINTI ALI');
    });

    it('limits uploads per owner (429 in Malay)', async () => {
      const email = 'qr.had@example.com';
      const id = await createCard(t.database.handle.db, { ownerEmail: email });
      const cookie = await logIn(t, email);
      const statuses: number[] = [];
      for (let n = 0; n <= QR_UPLOAD_RATE_LIMIT.max; n += 1) {
        // From a new address each time: the limit follows the owner, not the network.
        statuses.push((await upload(id, Buffer.from('bukan gambar'), cookie)).statusCode);
      }
      expect(statuses.slice(0, -1).every((status) => status === 400)).toBe(true);
      expect(statuses.at(-1)).toBe(429);
    });

    it('removes the new file again when the card cannot take it', async () => {
      const image = await prepareQrImage(await qrPng('TIADA KAD'));
      const before = await filesInStorage();
      const failed = replaceQr(
        { db: t.database.handle.db, media, log: t.app.log },
        'tiadakadini0',
        image,
        new Date(),
      );
      await expect(failed).rejects.toBeInstanceOf(HttpError);
      expect(await filesInStorage()).toEqual(before);
    });

    it('sweeps files no card names once they are a day old, and nothing else', async () => {
      const id = await newCard();
      const kept =
        (await upload(id, await qrPng('DISIMPAN'))).json<SalamKautQrReply>().qr?.split('/').pop() ??
        '';
      const orphan = newMediaName('png');
      const young = newMediaName('webp');
      await media.put(`salam-kaut/${orphan}`, await qrPng('YATIM'), 'image/png');
      await media.put(
        `salam-kaut/${young}`,
        await sharp(await qrPng('BARU'))
          .webp()
          .toBuffer(),
        'image/webp',
      );
      // Files cannot be dated back in a bucket (and S3 dates them to the second), so the sweeps
      // run at times counted from the young file's own date instead of waiting for real time.
      const youngAt = (await media.list(MEDIA_FOLDERS.salamKaut)).find(
        (file) => file.key === `salam-kaut/${young}`,
      )?.modifiedAt;
      if (!youngAt) throw new Error('the young file is not listed');
      const aDayLater = new Date(youngAt.getTime() + ORPHAN_MIN_AGE_MS);

      // Exactly a day old: kept.
      await sweepOrphanQrs({ db: t.database.handle.db, media }, aDayLater);
      expect(await filesInStorage()).toContain(young);
      // A moment past a day, every file no card names goes (the orphan, written before the
      // young one, long since), and the named ones stay.
      const swept = await sweepOrphanQrs(
        { db: t.database.handle.db, media },
        new Date(aDayLater.getTime() + 1),
      );
      expect(swept.removed).toBeGreaterThanOrEqual(1);
      const left = await filesInStorage();
      expect(left).not.toContain(orphan);
      expect(left).not.toContain(young);
      expect(left).toContain(kept);
      // The demo card's sample QR is named by its row: never swept.
      const demo = await t.database.handle.db
        .selectFrom('cards')
        .select('salam_kaut')
        .where('id', '=', 'demoplus')
        .executeTakeFirstOrThrow();
      expect(left).toContain(demo.salam_kaut);
    });
  },
);
