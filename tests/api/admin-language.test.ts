import { malay } from '@shared/i18n/rule-words-in';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES } from '@shared/schemas/admin';
import { CATALOGUE_MESSAGES } from '@shared/schemas/catalogue-admin';
import { PROMO_ADMIN_MESSAGES } from '@shared/schemas/promo-admin';
import type { TestApp } from '../support/test-app';
import { createTestApp } from '../support/test-app';
import { testDialects } from '../support/test-database';
import { paymentsRepository } from '@server/modules/payments/payments.repository';
import { randomId } from '@server/lib/ids';
import { createCard } from '../support/cards';
import { logIn } from '../support/auth';
import { asVisitor, refusal } from '../support/visitors';

// The staff console's refusals and replies follow the visitor's language like the rest of the
// site: Malay (the spec's words) to a Malay browser, English to an English one.

const STAFF = 'staf.bahasa@jemput.test';
const ENGLISH = asVisitor('en');
const MALAY = asVisitor('ms');

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH';

describe.each(testDialects)('the staff console in the visitor’s language on %s', (dialect) => {
  let t: TestApp;
  let staff: string;
  beforeAll(async () => {
    t = await createTestApp(dialect, { env: { ADMIN_EMAILS: STAFF } });
    staff = await logIn(t, STAFF);
  });
  afterAll(() => t.close());

  const call = (method: Method, url: string, headers: Record<string, string>, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: { ...headers, cookie: staff },
      ...(payload === undefined ? {} : { payload }),
    });

  it('says an unknown card is unknown', async () => {
    const url = '/api/admin/cards/zz9999zz';
    expect(refusal(await call('GET', url, MALAY), 404)).toBe(malay(ADMIN_MESSAGES.cardNotFound));
    expect(refusal(await call('GET', url, ENGLISH), 404)).toBe(
      'Sorry. There is no card with this ID. Please check the card ID and try again.',
    );
  });

  it('says an empty bulk list and a paid card’s trial are refused', async () => {
    const empty = (headers: Record<string, string>) =>
      call('POST', '/api/admin/rsvp-bulk', headers, { ids: ' \n ' });
    expect(refusal(await empty(MALAY), 400)).toBe(malay(ADMIN_MESSAGES.bulkEmpty));
    expect(refusal(await empty(ENGLISH), 400)).toBe(
      'Please enter at least one card ID (one ID per line).',
    );

    const id = await createCard(t.database.handle.db, {
      ownerEmail: 'pemilik.bahasa@example.com',
      status: 'active',
    });
    const extend = (headers: Record<string, string>) =>
      call('POST', `/api/admin/cards/${id}/trial-extension`, headers, {
        hours: 2,
        reason: 'Ujian',
      });
    expect(refusal(await extend(MALAY), 409)).toBe(malay(ADMIN_MESSAGES.alreadyActive));
    expect(refusal(await extend(ENGLISH), 409)).toBe(
      'This card is already active. There is no trial to extend.',
    );
  });

  it('says a promo code is made, taken, switched off and unknown', async () => {
    const made = await call('POST', '/api/admin/promo-codes', ENGLISH, {
      code: 'bahasa2027',
      discount: '5',
      maxUses: '2',
    });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json<{ message: string }>().message).toBe('The promo code has been created.');

    const again = (headers: Record<string, string>) =>
      call('POST', '/api/admin/promo-codes', headers, {
        code: 'BAHASA2027',
        discount: 1,
        maxUses: 1,
      });
    expect(refusal(await again(MALAY), 409)).toBe(malay(PROMO_ADMIN_MESSAGES.exists));
    expect(refusal(await again(ENGLISH), 409)).toBe(
      'This promo code already exists. Please choose another code.',
    );

    const off = await call('PATCH', '/api/admin/promo-codes/bahasa2027', MALAY, {
      disabled: true,
    });
    expect(off.json<{ message: string }>().message).toBe(malay(PROMO_ADMIN_MESSAGES.disabledNow));
    const on = await call('PATCH', '/api/admin/promo-codes/bahasa2027', ENGLISH, {
      disabled: false,
    });
    expect(on.json<{ message: string }>().message).toBe(
      'The promo code has been switched on again.',
    );

    const unknown = (headers: Record<string, string>) =>
      call('PATCH', '/api/admin/promo-codes/tiadakod', headers, { maxUses: 2 });
    expect(refusal(await unknown(MALAY), 404)).toBe(malay(PROMO_ADMIN_MESSAGES.notFound));
    expect(refusal(await unknown(ENGLISH), 404)).toBe('This promo code was not found.');
  });

  it('refuses a bad price, promo code or use count in the visitor’s words', async () => {
    const price = (headers: Record<string, string>) =>
      call('PUT', '/api/admin/settings', headers, { price: 'RM40' });
    expect(refusal(await price(MALAY), 400)).toBe(
      'Harga mesti antara RM1 dan RM1000, dengan paling banyak dua tempat perpuluhan (contoh: 40.00).',
    );
    expect(refusal(await price(ENGLISH), 400)).toBe(
      'The price must be between RM1 and RM1000, with at most two decimal places (e.g. 40.00).',
    );
    const none = (headers: Record<string, string>) =>
      call('PUT', '/api/admin/settings', headers, {});
    expect(refusal(await none(MALAY), 400)).toBe('Tiada perubahan dihantar.');
    expect(refusal(await none(ENGLISH), 400)).toBe('No change was sent.');
    const code = (headers: Record<string, string>) =>
      call('POST', '/api/admin/promo-codes', headers, { code: 'x', discount: 1, maxUses: 1 });
    expect(refusal(await code(MALAY), 400)).toBe(
      'Kod promo mesti 3 hingga 40 huruf atau nombor (ruang dibuang, huruf kecil).',
    );
    expect(refusal(await code(ENGLISH), 400)).toBe(
      'A promo code must be 3 to 40 letters or digits (spaces removed, lowercase).',
    );
    const uses = (headers: Record<string, string>) =>
      call('POST', '/api/admin/promo-codes', headers, { code: 'abc123', discount: 1, maxUses: 0 });
    expect(refusal(await uses(ENGLISH), 400)).toBe(
      'The number of uses must be a whole number between 1 and 100000.',
    );
  });

  it('refuses a bad payments filter in the visitor’s words', async () => {
    const month = (headers: Record<string, string>) =>
      call('GET', '/api/admin/payments?month=2026-13', headers);
    expect(refusal(await month(MALAY), 400)).toBe(
      'Bulan mesti dalam bentuk TTTT-BB, contohnya 2026-11.',
    );
    expect(refusal(await month(ENGLISH), 400)).toBe(
      'The month must be in the form YYYY-MM, for example 2026-11.',
    );
    const page = (headers: Record<string, string>) =>
      call('GET', '/api/admin/payments?page=0', headers);
    expect(refusal(await page(MALAY), 400)).toBe('Nombor halaman tidak sah.');
    expect(refusal(await page(ENGLISH), 400)).toBe('Invalid page number.');
  });

  it('refuses a payments filter’s unknown status or bad provider in the visitor’s words', async () => {
    const status = (headers: Record<string, string>) =>
      call('GET', '/api/admin/payments?status=lunas', headers);
    expect(refusal(await status(MALAY), 400)).toBe('Status bayaran tidak dikenali.');
    expect(refusal(await status(ENGLISH), 400)).toBe('Unknown payment status.');
    const provider = (headers: Record<string, string>) =>
      call('GET', `/api/admin/payments?provider=${'b'.repeat(41)}`, headers);
    expect(refusal(await provider(MALAY), 400)).toBe('Penyedia bayaran tidak sah.');
    expect(refusal(await provider(ENGLISH), 400)).toBe('Invalid payment provider.');
  });

  it('refuses an unknown card action and a switch that is not true or false', async () => {
    const id = await createCard(t.database.handle.db, { ownerEmail: 'suis.bahasa@example.com' });
    const action = (headers: Record<string, string>) =>
      call('POST', `/api/admin/cards/${id}/actions/terbang`, headers);
    expect(refusal(await action(MALAY), 400)).toBe('Tindakan ini tidak dikenali.');
    expect(refusal(await action(ENGLISH), 400)).toBe('This action is not known.');
    const features = (headers: Record<string, string>) =>
      call('PUT', `/api/admin/cards/${id}/features`, headers, { rsvp: 'ya' });
    expect(refusal(await features(MALAY), 400)).toBe('Nilai suis mesti benar atau palsu.');
    expect(refusal(await features(ENGLISH), 400)).toBe('A switch’s value must be true or false.');
  });

  it('says a feedback entry that is not there, and a bad switch, in the visitor’s words', async () => {
    const missing = (headers: Record<string, string>) =>
      call('PUT', '/api/admin/feedback/tiada', headers, { hidden: true });
    expect(refusal(await missing(MALAY), 404)).toBe('Maklum balas ini tidak dijumpai.');
    expect(refusal(await missing(ENGLISH), 404)).toBe('This feedback was not found.');
    const bad = (headers: Record<string, string>) =>
      call('PUT', '/api/admin/feedback/tiada', headers, { hidden: 'ya' });
    expect(refusal(await bad(MALAY), 400)).toBe(
      'Sila nyatakan sama ada maklum balas disembunyikan (true atau false).',
    );
    expect(refusal(await bad(ENGLISH), 400)).toBe(
      'Please say whether the feedback is hidden (true or false).',
    );
  });

  it('says an unknown catalogue item is unknown, and a bad order is refused', async () => {
    const missing = (headers: Record<string, string>) =>
      call('PATCH', '/api/admin/gift-ideas/tiada-item', headers, { hidden: true });
    expect(refusal(await missing(MALAY), 404)).toBe(malay(CATALOGUE_MESSAGES.notFound));
    expect(refusal(await missing(ENGLISH), 404)).toBe('This item was not found.');

    const order = (headers: Record<string, string>) =>
      call('PUT', '/api/admin/gift-ideas/order', headers, { ids: ['tiada-item'] });
    expect(refusal(await order(MALAY), 400)).toBe(malay(CATALOGUE_MESSAGES.order));
    expect(refusal(await order(ENGLISH), 400)).toBe('The order must list every item exactly once.');

    const sentAsJson = (headers: Record<string, string>) =>
      call('POST', '/api/admin/gift-ideas', headers, { title: 'Set pinggan' });
    expect(refusal(await sentAsJson(MALAY), 400)).toBe(
      'Sila hantar borang dengan gambar sebagai fail (multipart/form-data).',
    );
    expect(refusal(await sentAsJson(ENGLISH), 400)).toBe(
      'Please send the form with the picture as a file (multipart/form-data).',
    );
    const hidden = (headers: Record<string, string>) =>
      call('PATCH', '/api/admin/gift-ideas/tiada-item', headers, { hidden: 'ya' });
    expect(refusal(await hidden(ENGLISH), 400)).toBe(
      'Please choose whether this item is shown or hidden.',
    );
  });

  const message = (res: LightMyRequestResponse) => {
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ message: string }>().message;
  };

  describe('the thank-you message staff copy for the couple', () => {
    const MALAY_RSVP = (link: string) =>
      `Terima kasih kerana menggunakan Jemput. RSVP untuk Kad Kahwin Digital anda telah diaktifkan. Urus RSVP tetamu anda di pautan ini: ${link}`;
    const ENGLISH_RSVP = (link: string) =>
      `Thank you for using Jemput. RSVP for your Digital Wedding Card has been switched on. Manage your guests’ RSVPs at this link: ${link}`;
    const run = async (language: 'ms' | 'en' | 'both', headers: Record<string, string>) => {
      const id = await createCard(t.database.handle.db, {
        ownerEmail: `terima.${language}@example.com`,
        language,
      });
      const reply = await call('POST', `/api/admin/cards/${id}/actions/rsvp`, headers);
      return { link: `${t.config.publicUrl}/rsvp/${id}`, message: message(reply) };
    };

    it('is in Malay for a Malay card, whatever the staff member reads', async () => {
      const { link, message: text } = await run('ms', ENGLISH);
      expect(text).toBe(MALAY_RSVP(link));
    });

    it('is in English for an English card, whatever the staff member reads', async () => {
      const { link, message: text } = await run('en', MALAY);
      expect(text).toBe(ENGLISH_RSVP(link));
    });

    it('is in Malay then English for a card in both', async () => {
      const { link, message: text } = await run('both', ENGLISH);
      expect(text).toBe(`${MALAY_RSVP(link)}\n\n${ENGLISH_RSVP(link)}`);
    });
  });

  it('says the settings are saved', async () => {
    const save = (headers: Record<string, string>) =>
      call('PUT', '/api/admin/settings', headers, { maintenance_mode: false });
    expect(message(await save(MALAY))).toBe('Tetapan telah disimpan.');
    expect(message(await save(ENGLISH))).toBe('The settings have been saved.');
  });

  it('says a trial is extended', async () => {
    const id = await createCard(t.database.handle.db, {
      ownerEmail: 'percubaan.bahasa@example.com',
      status: 'unverified',
    });
    const extend = (headers: Record<string, string>) =>
      call('POST', `/api/admin/cards/${id}/trial-extension`, headers, {
        hours: 1,
        reason: 'Ujian',
      });
    expect(message(await extend(MALAY))).toBe('Tempoh percubaan telah dilanjutkan.');
    expect(message(await extend(ENGLISH))).toBe('The trial has been extended.');
  });

  it('says a feedback entry is hidden and shown again', async () => {
    const id = randomId(16);
    await t.database.handle.db
      .insertInto('feedback')
      .values({
        id,
        name: 'Tetamu Bahasa',
        comment: 'Kad yang cantik.',
        rating: 5,
        created_at: new Date().toISOString(),
        card_id: null,
        user_id: null,
        updated_at: null,
      })
      .execute();
    const hide = (headers: Record<string, string>, hidden: boolean) =>
      call('PUT', `/api/admin/feedback/${id}`, headers, { hidden });
    expect(message(await hide(MALAY, true))).toBe(
      'Maklum balas telah disembunyikan daripada /feedback.',
    );
    expect(message(await hide(ENGLISH, true))).toBe('The feedback has been hidden from /feedback.');
    expect(message(await hide(ENGLISH, false))).toBe('The feedback is shown again on /feedback.');
    expect(message(await hide(MALAY, false))).toBe('Maklum balas dipaparkan semula di /feedback.');
  });

  it('says a payment is marked refunded', async () => {
    const db = t.database.handle.db;
    const cardId = await createCard(db, { ownerEmail: 'pulang.bahasa@example.com' });
    const owed = async () => {
      const paymentId = await paymentsRepository(db).insert(
        { cardId, provider: 'billplz', amountSen: 4000, status: 'paid' },
        new Date(),
      );
      await db
        .updateTable('payments')
        .set({ refund_status: 'due' })
        .where('id', '=', paymentId)
        .execute();
      return paymentId;
    };
    const mark = async (headers: Record<string, string>) =>
      call('POST', `/api/admin/payments/${await owed()}/refunded`, headers);
    expect(message(await mark(MALAY))).toBe('Bayaran ditanda sudah dipulangkan.');
    expect(message(await mark(ENGLISH))).toBe('Payment marked as refunded.');
  });

  it('says why a bulk RSVP list failed, line by line', async () => {
    const reasons = async (headers: Record<string, string>) => {
      const res = await call('POST', '/api/admin/rsvp-bulk', headers, { ids: 'zz9999zz\nBAD ID!' });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ failed: { id: string; reason: string }[] }>().failed.map((f) => f.reason);
    };
    expect(await reasons(MALAY)).toEqual([
      malay(ADMIN_MESSAGES.cardNotFound),
      'ID kad tidak sah. ID kad hanya mengandungi huruf kecil dan nombor.',
    ]);
    expect(await reasons(ENGLISH)).toEqual([
      'Sorry. There is no card with this ID. Please check the card ID and try again.',
      'Invalid card ID. A card ID holds only lowercase letters and digits.',
    ]);
  });
});
