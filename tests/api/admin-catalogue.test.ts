import sharp from 'sharp';
import { malay } from '@shared/i18n/rule-words-in';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PROMO_MESSAGES } from '@shared/promo/promo-code';
import type {
  AdminCatalogueItemReply,
  AdminCatalogueList,
  CatalogueKind,
} from '@shared/schemas/catalogue-admin';
import { CATALOGUE_MESSAGES } from '@shared/schemas/catalogue-admin';
import type { GiftIdeaList } from '@shared/schemas/gift-idea';
import type { RecommendedItemList } from '@shared/schemas/owner-card';
import type { AdminPromoCodeList, AdminPromoCodeReply } from '@shared/schemas/promo-admin';
import { PROMO_ADMIN_MESSAGES } from '@shared/schemas/promo-admin';
import type { PublicSettings, SettingsUpdateReply } from '@shared/schemas/settings';
import { SETTINGS_MESSAGES } from '@shared/schemas/settings';
import { malaysiaToday } from '@server/lib/clock';
import { claimPromo } from '@server/modules/promo-codes/promo-codes.service';
import {
  CATALOGUE_FOLDER,
  CATALOGUE_ORPHAN_MIN_AGE_MS,
  storedPictureKey,
  sweepOrphanCataloguePictures,
} from '@server/modules/gift-ideas/catalogue.service';
import { BROKEN_TEXT_MESSAGE } from '@server/http/strict-utf8';
import { mediaKey, newMediaName } from '@server/storage/media-key';
import { createMediaStorage } from '@server/storage/create-media-storage';
import type { MediaStorage } from '@server/storage/media-storage';
import { freshAddress, logIn } from '../support/auth';
import type { TestS3Server } from '../support/s3-server';
import { dialectsAndStorages, startS3Server } from '../support/s3-server';
import type { TestApp } from '../support/test-app';
import { createTestApp } from '../support/test-app';
import { multipartForm } from '../support/multipart';

// The console's catalogue pages: settings, promo codes, gift ideas and recommended
// items. Every staff call: anonymous 401, owner 403 (before the body is looked at), staff 2xx;
// bad input 400 in Malay with its field; each write leaves an audit row; pictures get the
// salam kaut QR's content checks; a promo code's use limit holds; hidden entries are not public.

const STAFF = 'staf.katalog@jemput.test';
const OWNER = 'pemilik.katalog@example.com';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH';

/** A multipart form: text fields and (optionally) one picture, in the field `picture`. */
const multipart = (
  fields: Record<string, string | Buffer>,
  file?: Buffer,
  filename = 'gambar.png',
) => multipartForm(fields, file ? { field: 'picture', bytes: file, filename } : undefined);

const png = (colour = '#c2410c', size = 64) =>
  sharp({ create: { width: size, height: size, channels: 3, background: colour } })
    .png()
    .toBuffer();

// One S3 server for the whole file, a bucket of its own for each app.
let s3: TestS3Server;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(() => s3.close());

describe.each(dialectsAndStorages)('the console catalogue on %s, %s storage', (dialect, driver) => {
  let t: TestApp;
  let staff: string;
  let owner: string;
  let media: MediaStorage;

  beforeAll(async () => {
    const storage = driver === 's3' ? (await s3.newBucket()).env : {};
    t = await createTestApp(dialect, { env: { ADMIN_EMAILS: STAFF, ...storage } });
    expect(t.config.media.driver).toBe(driver);
    media = createMediaStorage(t.config);
    staff = await logIn(t, STAFF);
    owner = await logIn(t, OWNER);
  }, 60_000);
  afterAll(async () => {
    media.close?.();
    await t.close();
  });
  const db = () => t.database.handle.db;
  // Each test counts the audit rows of its own changes (the tests run in a shuffled order).
  beforeEach(async () => {
    await db().deleteFrom('audit_log').execute();
  });

  const call = (method: Method, url: string, cookie?: string, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      remoteAddress: freshAddress(),
      headers: cookie ? { cookie } : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const send = (
    method: Method,
    url: string,
    cookie: string | undefined,
    form: ReturnType<typeof multipart>,
  ) =>
    t.app.inject({
      method,
      url,
      remoteAddress: freshAddress(),
      payload: form.payload,
      headers: { ...form.headers, ...(cookie ? { cookie } : {}) },
    });
  const auditRows = (action: string) =>
    db()
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', action)
      .where('actor_email', '=', STAFF)
      .execute();
  const refused = (
    res: { statusCode: number; json: () => unknown },
    message: string,
    field?: string,
  ) => {
    expect(res.statusCode).toBe(400);
    const body = res.json() as { error: { code: string; message: string; field?: string } };
    expect(body.error.code).toBe('bad_request');
    expect(body.error.message).toBe(message);
    if (field) expect(body.error.field).toBe(field);
  };

  describe('who may', () => {
    const calls: [Method, string, unknown][] = [
      ['PUT', '/api/admin/settings', { maintenance_mode: 'x' }],
      ['GET', '/api/admin/promo-codes', undefined],
      ['POST', '/api/admin/promo-codes', { code: '' }],
      ['PATCH', '/api/admin/promo-codes/tiadakod', { nonsense: 1 }],
      ['GET', '/api/admin/gift-ideas', undefined],
      ['POST', '/api/admin/gift-ideas', { title: 1 }],
      ['PATCH', '/api/admin/gift-ideas/set-cadar', { hidden: 'ya' }],
      ['PUT', '/api/admin/gift-ideas/order', { ids: 'x' }],
      ['PUT', '/api/admin/gift-ideas/set-cadar/picture', { x: 1 }],
      ['GET', '/api/admin/recommended-items', undefined],
      ['POST', '/api/admin/recommended-items', { title: 1 }],
      ['PATCH', '/api/admin/recommended-items/doorgift', { hidden: 'ya' }],
      ['PUT', '/api/admin/recommended-items/order', { ids: 'x' }],
      ['PUT', '/api/admin/recommended-items/doorgift/picture', { x: 1 }],
      ['PUT', '/api/admin/music/quick-picks', { picks: [] }],
    ];
    it.each(calls)(
      '%s %s: anonymous 401, owner 403 whatever the body',
      async (method, url, body) => {
        const anonymous = await call(method, url, undefined, body);
        expect(anonymous.statusCode, anonymous.body).toBe(401);
        const byOwner = await call(method, url, owner, body);
        expect(byOwner.statusCode, byOwner.body).toBe(403);
      },
    );

    it('every admin-tagged call of these modules is in the list above', async () => {
      const doc = (await call('GET', '/api/openapi.json')).json<{
        paths: Record<string, Record<string, { tags?: string[] }>>;
      }>();
      const ours = Object.entries(doc.paths)
        .filter(([path]) =>
          /\/api\/admin\/(settings|promo-codes|gift-ideas|recommended-items)/.test(path),
        )
        .flatMap(([path, ops]) =>
          Object.entries(ops).map(([method, op]) => {
            expect(op.tags).toEqual(['admin']);
            return `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`;
          }),
        );
      const listed = calls.map(([method, url]) => `${method} ${url}`);
      expect(ours.length).toBe(14);
      for (const op of ours) {
        const pattern = new RegExp(`^${op.replace(/:\w+/g, '[^/]+')}$`);
        expect(
          listed.some((l) => pattern.test(l)),
          op,
        ).toBe(true);
      }
    });
  });

  describe('PUT /api/admin/settings', () => {
    it('sets price (RM to sen), number and maintenance; public settings follow; audited', async () => {
      const res = await call('PUT', '/api/admin/settings', staff, {
        price: '40.00',
        whatsapp_no: '012-345 6789',
        maintenance_mode: true,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<SettingsUpdateReply>()).toEqual({
        price: 4000,
        whatsapp_no: '0123456789',
        maintenance_mode: true,
        message: 'Tetapan telah disimpan.',
      });
      expect((await call('GET', '/api/settings')).json<PublicSettings>()).toEqual({
        price: 4000,
        whatsapp_no: '0123456789',
        maintenance_mode: true,
      });
      const rows = await auditRows('update-settings');
      expect(rows.at(-1)?.detail).toContain('price: 5000 -> 4000');
      expect(rows.at(-1)?.card_id).toBeNull();

      // One at a time too; staff still reach their calls while maintenance is on.
      const off = await call('PUT', '/api/admin/settings', staff, { maintenance_mode: false });
      expect(off.json<SettingsUpdateReply>().maintenance_mode).toBe(false);
      expect(off.json<SettingsUpdateReply>().price).toBe(4000);
      await call('PUT', '/api/admin/settings', staff, { price: 50 });
      expect((await call('GET', '/api/settings')).json<PublicSettings>().price).toBe(5000);
      expect(await auditRows('update-settings')).toHaveLength(3);
    });

    it.each([
      [{ price: 0 }, malay(SETTINGS_MESSAGES.price), 'price'],
      [{ price: '40.001' }, malay(SETTINGS_MESSAGES.price), 'price'],
      [{ price: 1000.01 }, malay(SETTINGS_MESSAGES.price), 'price'],
      [{ price: '-5' }, malay(SETTINGS_MESSAGES.price), 'price'],
      [{ price: 'RM40' }, malay(SETTINGS_MESSAGES.price), 'price'],
      [{ whatsapp_no: '12345' }, malay(SETTINGS_MESSAGES.whatsappNo), 'whatsapp_no'],
      [{ whatsapp_no: 'nombor saya' }, malay(SETTINGS_MESSAGES.whatsappNo), 'whatsapp_no'],
      [{ maintenance_mode: 'ya' }, malay(SETTINGS_MESSAGES.maintenanceMode), 'maintenance_mode'],
      [{}, malay(SETTINGS_MESSAGES.noChange), undefined],
    ])('refuses %j', async (body, message, field) => {
      const before = (await call('GET', '/api/settings')).json<PublicSettings>();
      refused(await call('PUT', '/api/admin/settings', staff, body), message, field);
      expect((await call('GET', '/api/settings')).json<PublicSettings>()).toEqual(before);
    });
  });

  describe('promo codes', () => {
    it('staff create, list, edit and disable a code; owners see the effect; audited', async () => {
      const created = await call('POST', '/api/admin/promo-codes', staff, {
        code: ' Raya 2027 ',
        discount: '12.50',
        expirationDate: '',
        maxUses: '3',
      });
      expect(created.statusCode, created.body).toBe(201);
      const { promoCode } = created.json<AdminPromoCodeReply>();
      expect(promoCode).toMatchObject({
        code: 'raya2027',
        discountSen: 1250,
        expirationDate: null,
        maxUses: 3,
        claimed: 0,
        disabled: false,
      });
      const again = await call('POST', '/api/admin/promo-codes', staff, {
        code: 'RAYA2027',
        discount: 1,
        maxUses: 1,
      });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({
        error: { message: malay(PROMO_ADMIN_MESSAGES.exists), field: 'code' },
      });

      const check = () => call('POST', '/api/promo-codes/check', undefined, { code: 'raya 2027' });
      expect((await check()).json()).toMatchObject({ discountSen: 1250, totalSen: 3750 });

      const edited = await call('PATCH', '/api/admin/promo-codes/raya2027', staff, {
        discount: 20,
        expirationDate: '2099-12-31',
        maxUses: 5,
      });
      expect(edited.statusCode, edited.body).toBe(200);
      expect(edited.json<AdminPromoCodeReply>().promoCode).toMatchObject({
        discountSen: 2000,
        expirationDate: '2099-12-31',
        maxUses: 5,
      });

      const off = await call('PATCH', '/api/admin/promo-codes/raya2027', staff, { disabled: true });
      expect(off.json<AdminPromoCodeReply>().message).toBe(malay(PROMO_ADMIN_MESSAGES.disabledNow));
      const refusedCheck = await check();
      expect(refusedCheck.statusCode).toBe(400);
      expect(refusedCheck.json()).toMatchObject({
        error: { message: malay(PROMO_MESSAGES.invalid) },
      });
      await expect(claimPromo(db(), 'raya2027', malaysiaToday(new Date()))).rejects.toMatchObject({
        message: malay(PROMO_MESSAGES.invalid),
      });

      const list = (await call('GET', '/api/admin/promo-codes', staff)).json<AdminPromoCodeList>();
      expect(list.promoCodes.find((p) => p.code === 'raya2027')).toMatchObject({
        disabled: true,
        claimed: 0,
      });
      expect(await auditRows('create-promo-code')).toHaveLength(1);
      expect(await auditRows('update-promo-code')).toHaveLength(2);

      const unknown = await call('PATCH', '/api/admin/promo-codes/tiadakod', staff, {
        disabled: true,
      });
      expect(unknown.statusCode).toBe(404);
    });

    it('a use limit holds when owners race for the last use', async () => {
      await call('POST', '/api/admin/promo-codes', staff, {
        code: 'sekali',
        discount: 100,
        maxUses: 1,
      });
      const today = malaysiaToday(new Date());
      const results = await Promise.allSettled(
        Array.from({ length: 5 }, () =>
          db()
            .transaction()
            .execute((trx) => claimPromo(trx, 'sekali', today)),
        ),
      );
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      const list = (await call('GET', '/api/admin/promo-codes', staff)).json<AdminPromoCodeList>();
      expect(list.promoCodes.find((p) => p.code === 'sekali')).toMatchObject({
        claimed: 1,
        maxUses: 1,
      });
      const check = await call('POST', '/api/promo-codes/check', undefined, { code: 'sekali' });
      expect(check.json()).toMatchObject({
        error: { message: malay(PROMO_MESSAGES.fullyClaimed) },
      });
      // Staff raise the limit: the code works again.
      await call('PATCH', '/api/admin/promo-codes/sekali', staff, { maxUses: 2 });
      const again = await call('POST', '/api/promo-codes/check', undefined, { code: 'sekali' });
      expect(again.statusCode).toBe(200);
    });

    it.each([
      [{ code: 'ab', discount: 5, maxUses: 1 }, malay(PROMO_ADMIN_MESSAGES.code), 'code'],
      [{ code: 'kod<b>', discount: 5, maxUses: 1 }, malay(PROMO_ADMIN_MESSAGES.code), 'code'],
      [
        { code: 'kodbaik', discount: 0, maxUses: 1 },
        malay(PROMO_ADMIN_MESSAGES.discount),
        'discount',
      ],
      [
        { code: 'kodbaik', discount: '5.555', maxUses: 1 },
        malay(PROMO_ADMIN_MESSAGES.discount),
        'discount',
      ],
      [
        { code: 'kodbaik', discount: 5, maxUses: 0 },
        malay(PROMO_ADMIN_MESSAGES.maxUses),
        'maxUses',
      ],
      [
        { code: 'kodbaik', discount: 5, maxUses: 1.5 },
        malay(PROMO_ADMIN_MESSAGES.maxUses),
        'maxUses',
      ],
      [
        { code: 'kodbaik', discount: 5, maxUses: 1, expirationDate: '2027-02-30' },
        malay(PROMO_ADMIN_MESSAGES.expirationDate),
        'expirationDate',
      ],
    ])('refuses %j', async (body, message, field) => {
      refused(await call('POST', '/api/admin/promo-codes', staff, body), message, field);
    });
  });

  describe.each(['gift-ideas', 'recommended-items'] as CatalogueKind[])('%s', (kind) => {
    const base = `/api/admin/${kind}`;
    const fields = (title: string) => ({
      title,
      link: 'https://shopee.com.my/search?keyword=hadiah',
      ...(kind === 'recommended-items' ? { price: '25.90' } : {}),
    });
    const publicList = async () => {
      const res = await call('GET', `/api/${kind}`);
      return kind === 'gift-ideas'
        ? res.json<GiftIdeaList>().giftIdeas
        : res.json<RecommendedItemList>().items;
    };
    const adminList = async () => (await call('GET', base, staff)).json<AdminCatalogueList>().items;

    it('staff add one with a picture; it is stored in the media, served, listed last', async () => {
      const before = await adminList();
      const res = await send('POST', base, staff, multipart(fields('Set Periuk'), await png()));
      expect(res.statusCode, res.body).toBe(201);
      const { item } = res.json<AdminCatalogueItemReply>();
      expect(item).toMatchObject({ title: 'Set Periuk', hidden: false });
      if (kind === 'recommended-items') expect(item.priceSen).toBe(2590);
      expect(item.image).toMatch(/^\/media\/catalogue\/[a-z0-9]+\.png$/);
      const key = storedPictureKey(item.image)!;
      const stored = await media.get(key);
      expect(stored?.contentType).toBe('image/png');
      const listed = await publicList();
      expect(listed.at(-1)).toMatchObject({ id: item.id, image: item.image });
      expect(listed).toHaveLength(before.length + 1);
      expect(await auditRows(`create-${kind}`)).toHaveLength(1);
    });

    it('edits, hides, shows again, reorders; hidden ones are not public; audited', async () => {
      const all = await adminList();
      const [first, second] = all;
      const edited = await call('PATCH', `${base}/${first!.id}`, staff, { title: 'Tajuk Baharu' });
      expect(edited.statusCode, edited.body).toBe(200);
      expect((await publicList())[0]?.title).toBe('Tajuk Baharu');

      const hidden = await call('PATCH', `${base}/${second!.id}`, staff, { hidden: true });
      expect(hidden.json<AdminCatalogueItemReply>().message).toBe(
        malay(CATALOGUE_MESSAGES.hiddenNow),
      );
      expect((await publicList()).map((i) => i.id)).not.toContain(second!.id);
      expect((await adminList()).find((i) => i.id === second!.id)?.hidden).toBe(true);

      const reversed = all.map((i) => i.id).reverse();
      const ordered = await call('PUT', `${base}/order`, staff, { ids: reversed });
      expect(ordered.statusCode, ordered.body).toBe(200);
      expect((await publicList()).map((i) => i.id)).toEqual(
        reversed.filter((id) => id !== second!.id),
      );
      await call('PATCH', `${base}/${second!.id}`, staff, { hidden: false });
      expect((await publicList()).map((i) => i.id)).toEqual(reversed);

      refused(
        await call('PUT', `${base}/order`, staff, { ids: reversed.slice(1) }),
        malay(CATALOGUE_MESSAGES.order),
        'ids',
      );
      refused(
        await call('PUT', `${base}/order`, staff, { ids: [reversed[0], ...reversed] }),
        malay(CATALOGUE_MESSAGES.order),
      );
      expect(await auditRows(`update-${kind}`)).toHaveLength(3);
      expect(await auditRows(`reorder-${kind}`)).toHaveLength(1);
      expect((await call('PATCH', `${base}/tiada`, staff, { hidden: true })).statusCode).toBe(404);
    });

    it('replacing a picture writes the new file and removes the old one (ours only)', async () => {
      const created = await send('POST', base, staff, multipart(fields('Ganti'), await png()));
      const { item } = created.json<AdminCatalogueItemReply>();
      const replaced = await send(
        'PUT',
        `${base}/${item.id}/picture`,
        staff,
        multipart(
          {},
          await sharp(await png('#0f766e'))
            .jpeg()
            .toBuffer(),
          'foto.jpg',
        ),
      );
      expect(replaced.statusCode, replaced.body).toBe(200);
      const next = replaced.json<AdminCatalogueItemReply>().item;
      expect(next.image).toMatch(/\.webp$/);
      expect(await media.get(storedPictureKey(next.image)!)).not.toBeNull();
      expect(await media.get(storedPictureKey(item.image)!)).toBeNull();
      const served = await call('GET', next.image);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');

      // A seeded entry's picture is the web app's own file: replaced, never deleted.
      const seeded = (await adminList()).find((i) => !i.image.startsWith('/media/'))!;
      const swap = await send(
        'PUT',
        `${base}/${seeded.id}/picture`,
        staff,
        multipart({}, await png()),
      );
      expect(swap.statusCode, swap.body).toBe(200);
      expect(await auditRows(`replace-picture-${kind}`)).toHaveLength(2);
    });

    // The shared text rule, for staff as for everyone: on the form (multipart) and the edit (JSON).
    it.each([
      ['zero-width characters only', '\u200B\u200C\u200D'],
      ['Hangul fillers only', '\u3164\u3164'],
      ['a word joiner and a BOM only', '\u2060\uFEFF'],
      ['a bidi override', 'Set \u202EkoirepS'],
      ['a bidi isolate', '\u2066Set Periuk'],
      ['NUL', 'Set\u0000Periuk'],
      ['an escape sequence', 'Set \u001b[31mPeriuk'],
      ['a C1 control', 'Set\u0085Periuk'],
      ['a line break', 'Set\nPeriuk'],
    ])('refuses a title of %s, added or edited, and stores nothing', async (_what, title) => {
      const before = await adminList();
      refused(
        await send('POST', base, staff, multipart(fields(title), await png())),
        malay(CATALOGUE_MESSAGES.title),
        'title',
      );
      const target = before[0]!;
      refused(
        await call('PATCH', `${base}/${target.id}`, staff, { title }),
        malay(CATALOGUE_MESSAGES.title),
        'title',
      );
      expect(await adminList()).toEqual(before);
    });

    it.each([
      ['a stray 0xFF byte', [0xff]],
      ['a lone surrogate written as bytes (CESU-8)', [0xed, 0xa0, 0x80]],
      ['an overlong dot', [0xc0, 0xae]],
      ['a cut-short character', [0xe2, 0x82]],
    ])('refuses a form field with %s (never stored as U+FFFD)', async (_what, bytes) => {
      const before = await adminList();
      const broken = Buffer.concat([Buffer.from('Set '), Buffer.from(bytes), Buffer.from('x')]);
      for (const field of ['title', 'link'] as const) {
        const form = multipart({ ...fields('Set Periuk'), [field]: broken }, await png());
        refused(await send('POST', base, staff, form), malay(BROKEN_TEXT_MESSAGE), field);
      }
      expect(await adminList()).toEqual(before);
    });

    it('keeps a form title in any script, emoji included, as typed (UTF-8, NFC, trimmed)', async () => {
      const title = ' Set Pinggan ڤيڠڬن 🍽️ Cafe\u0301 ';
      const res = await send('POST', base, staff, multipart(fields(title), await png()));
      expect(res.statusCode, res.body).toBe(201);
      const { item } = res.json<AdminCatalogueItemReply>();
      expect(item.title).toBe('Set Pinggan ڤيڠڬن 🍽️ Café');
      expect((await adminList()).find((i) => i.id === item.id)?.title).toBe(item.title);
    });

    it('refuses a renamed HTML file, an SVG, a 6 MB file, no picture, bad fields', async () => {
      const count = (await adminList()).length;
      const html = Buffer.from('<!doctype html><html><script>alert(1)</script></html>');
      refused(
        await send('POST', base, staff, multipart(fields('HTML'), html, 'gambar.png')),
        malay(CATALOGUE_MESSAGES.notAPicture),
        'picture',
      );
      const svg = Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="9" height="9"/></svg>',
      );
      refused(
        await send('POST', base, staff, multipart(fields('SVG'), svg, 'gambar.svg')),
        malay(CATALOGUE_MESSAGES.notAPicture),
        'picture',
      );
      const big = Buffer.concat([await png(), Buffer.alloc(6 * 1024 * 1024, 7)]);
      const tooBig = await send('POST', base, staff, multipart(fields('Besar'), big));
      expect(tooBig.statusCode).toBe(413);
      expect(tooBig.json()).toMatchObject({
        error: { message: malay(CATALOGUE_MESSAGES.tooLarge), field: 'picture' },
      });
      const polyglot = Buffer.concat([
        await png(),
        Buffer.from('<html><script>alert(1)</script></html>'),
      ]);
      refused(
        await send('POST', base, staff, multipart(fields('Poli'), polyglot)),
        malay(CATALOGUE_MESSAGES.broken),
        'picture',
      );
      refused(
        await send('POST', base, staff, multipart(fields('Tiada gambar'))),
        malay(CATALOGUE_MESSAGES.pictureRequired),
        'picture',
      );
      refused(
        await send('POST', base, staff, multipart({ ...fields(''), title: '' }, await png())),
        malay(CATALOGUE_MESSAGES.title),
        'title',
      );
      refused(
        await send(
          'POST',
          base,
          staff,
          multipart({ ...fields('Pautan'), link: 'javascript:alert(1)' }, await png()),
        ),
        malay(CATALOGUE_MESSAGES.link),
        'link',
      );
      if (kind === 'recommended-items') {
        refused(
          await send(
            'POST',
            base,
            staff,
            multipart({ ...fields('Harga'), price: 'murah' }, await png()),
          ),
          malay(CATALOGUE_MESSAGES.price),
          'price',
        );
      }
      refused(
        await call('POST', base, staff, fields('JSON')),
        malay(CATALOGUE_MESSAGES.notMultipart),
      );
      const target = (await adminList())[0]!;
      refused(
        await send('PUT', `${base}/${target.id}/picture`, staff, multipart({}, svg, 'x.png')),
        malay(CATALOGUE_MESSAGES.notAPicture),
        'picture',
      );
      expect((await adminList()).length).toBe(count);
      expect((await adminList())[0]?.image).toBe(target.image);
    });
  });

  it('the daily sweep removes day-old pictures no entry names, and nothing else', async () => {
    const added = await send(
      'POST',
      '/api/admin/gift-ideas',
      staff,
      multipart(
        { title: 'Set Cawan', link: 'https://shopee.com.my/search?keyword=cawan' },
        await png(),
      ),
    );
    expect(added.statusCode, added.body).toBe(201);
    const orphan = mediaKey(CATALOGUE_FOLDER, newMediaName('png'));
    await media.put(orphan, await png(), 'image/png');
    const named = (await call('GET', '/api/admin/gift-ideas', staff))
      .json<AdminCatalogueList>()
      .items.map((item) => storedPictureKey(item.image))
      .filter((key): key is string => key !== null);
    expect(named.length).toBeGreaterThan(0);
    // Today: too young to be called an orphan.
    expect((await sweepOrphanCataloguePictures({ db: db(), media }, new Date())).removed).toBe(0);
    const later = new Date(Date.now() + CATALOGUE_ORPHAN_MIN_AGE_MS + 60_000);
    const swept = await sweepOrphanCataloguePictures({ db: db(), media }, later);
    expect(swept.removed).toBe(1);
    expect(await media.get(orphan)).toBeNull();
    for (const key of named) expect(await media.get(key)).not.toBeNull();
  });
});
