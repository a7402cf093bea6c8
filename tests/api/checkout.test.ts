import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { malay } from '@shared/i18n/rule-words-in';
import { PROMO_MESSAGES } from '@shared/promo/promo-code';
import type { CardPayments, CheckoutReply, CheckoutSummary } from '@shared/schemas/checkout';
import { PROFILE_MESSAGES } from '@shared/schemas/publish';
import type { PublicCard } from '@shared/schemas/card';
import type { TestApp } from '../support/test-app';
import { createTestApp, testClock } from '../support/test-app';
import { testDialects } from '../support/test-database';
import { newOwnersCard } from '../support/cards';
import { logIn } from '../support/auth';
import { claimedOf, malaysiaDay, seedPromo } from '../support/promo';
import {
  BILLING,
  checkout,
  checkoutToPay,
  followReturn,
  postCallback,
  receiptsTo,
  sandboxOf,
} from '../support/payments';

// Checkout and the payment-failed page: a card becomes active only when the provider confirms
// the payment, or at once when a promo takes the total to zero. The sandbox plays Billplz's part
// (signed callback and redirect), so these journeys take the path a real payment takes. The Billplz
// adapter against a local Billplz server is in billplz.test.ts.

const STAFF = 'staf.bayar@jemput.test';
const PRICE_SEN = 5000;

describe.each(testDialects)('checkout and payments on %s', (dialect) => {
  let t: TestApp;
  const clock = testClock(new Date());
  let other: string;
  let staff: string;
  beforeAll(async () => {
    t = await createTestApp(dialect, { env: { ADMIN_EMAILS: STAFF }, clock });
    other = await logIn(t, 'orang.lain.bayar@example.com');
    staff = await logIn(t, STAFF);
  });
  afterAll(() => t.close());
  const db = () => t.database.handle.db;

  /** A new owner with a card of their own: in its trial, or `ageMinutes` old. */
  const ownersCard = (options: { ageMinutes?: number; status?: 'active' } = {}) =>
    newOwnersCard(t, {
      status: options.status ?? 'unverified',
      ageMinutes: options.ageMinutes ?? 5,
    });

  let codes = 0;
  async function promo(discountSen: number, options: { valid?: number } = {}) {
    codes += 1;
    const code = `bayar${dialect}${codes}`;
    await seedPromo(db(), code, { discountSen, valid: options.valid ?? 10 });
    return code;
  }

  const get = (url: string, cookie?: string) =>
    t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  const cardRow = (id: string) =>
    db().selectFrom('cards').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const paymentsOf = (id: string) =>
    db().selectFrom('payments').selectAll().where('card_id', '=', id).execute();
  const publicCard = async (id: string) => (await get(`/api/cards/${id}`)).json<PublicCard>();

  describe('who may', () => {
    it('the checkout summary: anonymous 401, another owner 403, staff 403, the owner 200', async () => {
      const { id, cookie, email } = await ownersCard();
      expect((await get(`/api/cards/${id}/checkout`)).statusCode).toBe(401);
      expect((await get(`/api/cards/${id}/checkout`, other)).statusCode).toBe(403);
      expect((await get(`/api/cards/${id}/checkout`, staff)).statusCode).toBe(403);
      const res = await get(`/api/cards/${id}/checkout`, cookie);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.json<CheckoutSummary>()).toEqual({
        cardId: id,
        couple: 'Ali & Aminah',
        state: 'trial',
        product: 'Kad Kahwin Digital',
        priceSen: PRICE_SEN,
        billing: { name: 'Siti Pemilik', mobile: '019-876 5432', email },
      });
    });

    it('paying: refused before the body is read, whatever it sends', async () => {
      const { id } = await ownersCard();
      const garbage = { name: 42, promo: ['x'] };
      const anonymous = await checkout(t, id, undefined, garbage);
      expect(anonymous.statusCode).toBe(401);
      const another = await checkout(t, id, other, garbage);
      expect(another.statusCode).toBe(403);
      expect(another.json()).toEqual({
        error: { code: 'forbidden', message: 'Maaf. Anda tiada kebenaran untuk mengubah kad ini.' },
      });
      expect((await checkout(t, id, staff, BILLING)).statusCode).toBe(403);
      expect((await checkout(t, 'tiadakad00', other, BILLING)).statusCode).toBe(404);
      expect(await paymentsOf(id)).toEqual([]);
    });

    it('the payments list: anonymous 401, another owner 403, staff and the owner 200', async () => {
      const { id, cookie } = await ownersCard();
      expect((await get(`/api/cards/${id}/payments`)).statusCode).toBe(401);
      expect((await get(`/api/cards/${id}/payments`, other)).statusCode).toBe(403);
      expect((await get(`/api/cards/${id}/payments`, staff)).statusCode).toBe(200);
      const res = await get(`/api/cards/${id}/payments`, cookie);
      expect(res.json<CardPayments>()).toEqual({
        cardId: id,
        couple: 'Ali & Aminah',
        state: 'trial',
        payments: [],
      });
    });
  });

  describe('bad input', () => {
    it.each([
      [{ mobile: BILLING.mobile }, 'name', malay(PROFILE_MESSAGES.name)],
      [{ name: '   ', mobile: BILLING.mobile }, 'name', malay(PROFILE_MESSAGES.name)],
      [{ name: BILLING.name }, 'mobile', malay(PROFILE_MESSAGES.mobile)],
      [{ name: BILLING.name, mobile: 'abc' }, 'mobile', malay(PROFILE_MESSAGES.mobileInvalid)],
      [{ ...BILLING, promo: 'tiada-kod-ini' }, 'promo', malay(PROMO_MESSAGES.invalid)],
      [{ ...BILLING, promo: 42 }, 'promo', malay(PROMO_MESSAGES.invalid)],
    ])('%j: 400 on %s, in the spec’s words, and nothing kept', async (body, field, message) => {
      const { id, cookie } = await ownersCard();
      const res = await checkout(t, id, cookie, body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ error: { code: 'bad_request', message, field } });
      expect(await paymentsOf(id)).toEqual([]);
    });

    it('an expired or used-up promo: the spec’s messages; nothing claimed', async () => {
      const { id, cookie } = await ownersCard();
      const expired = `luput${dialect}`;
      await seedPromo(db(), expired, {
        discountSen: 1000,
        valid: 5,
        expirationDate: malaysiaDay(-1),
      });
      const usedUp = await promo(1000, { valid: 0 });
      const first = await checkout(t, id, cookie, { ...BILLING, promo: expired });
      expect(first.json()).toMatchObject({ error: { message: malay(PROMO_MESSAGES.expired) } });
      const second = await checkout(t, id, cookie, { ...BILLING, promo: usedUp });
      expect(second.json()).toMatchObject({
        error: { message: malay(PROMO_MESSAGES.fullyClaimed) },
      });
      expect(await claimedOf(db(), expired)).toBe(0);
    });

    it('an active card: 409, it says so, and no bill is made', async () => {
      const { id, cookie } = await ownersCard({ status: 'active' });
      const res = await checkout(t, id, cookie);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        error: { message: 'Kad ini sudah aktif. Tiada bayaran diperlukan.' },
      });
      expect(await paymentsOf(id)).toEqual([]);
      const summary = (await get(`/api/cards/${id}/checkout`, cookie)).json<CheckoutSummary>();
      expect(summary.state).toBe('active');
    });
  });

  describe('paying through the sandbox', () => {
    it('Berjaya with a partial promo: paid, active, claimed once, receipt mailed', async () => {
      const { id, cookie, email } = await ownersCard();
      const code = await promo(1000);
      const { reply, bill } = await checkoutToPay(t, id, cookie, {
        ...BILLING,
        promo: ` ${code.toUpperCase()} `,
      });
      expect(reply).toMatchObject({ priceSen: 5000, discountSen: 1000, totalSen: 4000 });
      expect(reply.payUrl).toBe(`${t.config.publicUrl}/pay/sandbox/${bill}`);
      // The bill holds the code's use while it can be paid; paying counts that same use.
      expect(await claimedOf(db(), code)).toBe(1);

      const page = await get(`/pay/sandbox/${bill}`);
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('RM40');
      expect(page.body).toContain('Berjaya');

      const chosen = await t.app.inject({
        method: 'POST',
        url: `/pay/sandbox/${bill}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'outcome=paid',
      });
      expect(chosen.statusCode).toBe(303);
      const back = String(chosen.headers.location);
      expect(back.startsWith(`${t.config.publicUrl}/api/payments/sandbox/return?`)).toBe(true);
      // The callback came first: the card is active before the browser is back.
      expect((await cardRow(id)).status).toBe('active');
      expect(await followReturn(t, back)).toBe(`/success/${id}`);

      const rows = await paymentsOf(id);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        provider: 'sandbox',
        provider_ref: bill,
        amount_sen: 4000,
        price_sen: 5000,
        discount_sen: 1000,
        promo_code: code,
        status: 'paid',
        payer_name: BILLING.name,
        payer_email: email,
      });
      expect(rows[0]?.provider_notice).not.toContain('x_signature');
      expect(await claimedOf(db(), code)).toBe(1);
      const receipts = receiptsTo(t.database.dataDir, email);
      expect(receipts).toHaveLength(1);
      expect(receipts[0]).toContain('RM40');
      expect(receipts[0]).toContain(bill);

      const listed = (await get(`/api/cards/${id}/payments`, cookie)).json<CardPayments>();
      expect(listed.state).toBe('active');
      expect(listed.payments).toEqual([
        expect.objectContaining({ reference: bill, amountSen: 4000, status: 'paid' }),
      ]);
      // The billing details are the card's client record now.
      expect((await cardRow(id)).client_name).toBe(BILLING.name);
    });

    it('Gagal: the browser ends on /pay/failed and the card stays in its trial', async () => {
      const { id, cookie } = await ownersCard();
      const { bill } = await checkoutToPay(t, id, cookie);
      const chosen = await t.app.inject({
        method: 'POST',
        url: `/pay/sandbox/${bill}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'outcome=failed',
      });
      expect(await followReturn(t, String(chosen.headers.location))).toBe('/pay/failed');
      expect((await cardRow(id)).status).toBe('unverified');
      expect((await paymentsOf(id)).map((p) => p.status)).toEqual(['failed']);
      // A new checkout makes a new bill.
      const again = await checkoutToPay(t, id, cookie);
      expect(again.bill).not.toBe(bill);
    });

    it('an expired trial is revived by paying: the public card is back', async () => {
      const { id, cookie } = await ownersCard({ ageMinutes: 90 });
      expect((await publicCard(id)).state).toBe('expired');
      const { bill } = await checkoutToPay(t, id, cookie);
      const settled = sandboxOf(t).settle(bill, 'paid', clock.now());
      expect((await postCallback(t, settled?.callback ?? {})).statusCode).toBe(200);
      expect((await publicCard(id)).state).toBe('live');
    });

    it('a promo that takes the total to zero activates at once, claimed once', async () => {
      const { id, cookie } = await ownersCard();
      const code = await promo(PRICE_SEN + 500);
      const res = await checkout(t, id, cookie, { ...BILLING, promo: code });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json<CheckoutReply>()).toMatchObject({
        next: 'active',
        priceSen: PRICE_SEN,
        discountSen: PRICE_SEN,
        totalSen: 0,
      });
      expect((await cardRow(id)).status).toBe('active');
      expect(await claimedOf(db(), code)).toBe(1);
      expect(await paymentsOf(id)).toEqual([
        expect.objectContaining({ provider: 'promo', amount_sen: 0, status: 'paid' }),
      ]);
    });
  });

  describe('the provider’s word, checked', () => {
    /** A card with a bill, and the messages paying it would send (not delivered yet). */
    async function paidBill() {
      const owner = await ownersCard();
      const { bill } = await checkoutToPay(t, owner.id, owner.cookie);
      const settled = sandboxOf(t).settle(bill, 'paid', clock.now());
      if (!settled) throw new Error('no sandbox bill');
      return { ...owner, bill, settled };
    }

    it('a forged signature changes nothing (400)', async () => {
      const { id, settled } = await paidBill();
      const forged = { ...settled.callback, x_signature: 'a'.repeat(64) };
      const res = await postCallback(t, forged);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: { message: 'Tandatangan pembayaran tidak sah.' } });
      const unsigned = { ...settled.callback };
      delete unsigned.x_signature;
      expect((await postCallback(t, unsigned)).statusCode).toBe(400);
      expect((await cardRow(id)).status).toBe('unverified');
      expect((await paymentsOf(id)).map((p) => p.status)).toEqual(['pending']);
    });

    it('a signed notice of another amount changes nothing (400)', async () => {
      const { id, settled } = await paidBill();
      const fields: Record<string, string> = {
        ...settled.callback,
        amount: '100',
        paid_amount: '100',
      };
      delete fields.x_signature;
      const res = await postCallback(t, sandboxOf(t).signed(fields));
      expect(res.statusCode).toBe(400);
      expect((await cardRow(id)).status).toBe('unverified');
      expect((await paymentsOf(id)).map((p) => p.status)).toEqual(['pending']);
    });

    it('a signed notice of an unknown bill or another collection changes nothing', async () => {
      const { id, settled } = await paidBill();
      const base = { ...settled.callback };
      delete base.x_signature;
      const unknown = await postCallback(t, sandboxOf(t).signed({ ...base, id: 'bukanbilkami' }));
      expect(unknown.statusCode).toBe(404);
      const elsewhere = await postCallback(
        t,
        sandboxOf(t).signed({ ...base, collection_id: 'lain' }),
      );
      expect(elsewhere.statusCode).toBe(400);
      expect((await cardRow(id)).status).toBe('unverified');
    });

    it('a replayed callback: one activation, one paid payment, one receipt, one claim', async () => {
      const { id, email, settled } = await paidBill();
      const before = (await cardRow(id)).updated_at;
      for (let i = 0; i < 3; i += 1) {
        expect((await postCallback(t, settled.callback)).statusCode).toBe(200);
      }
      const card = await cardRow(id);
      expect(card.status).toBe('active');
      expect(card.updated_at).not.toBe(before);
      const rows = await paymentsOf(id);
      expect(rows.map((p) => p.status)).toEqual(['paid']);
      expect(receiptsTo(t.database.dataDir, email)).toHaveLength(1);
      const activatedAt = card.activated_at;
      await postCallback(t, settled.callback);
      expect((await cardRow(id)).activated_at).toBe(activatedAt);
    });

    it('the redirect before the callback: settled once, whichever came first', async () => {
      const { id, email, settled } = await paidBill();
      expect(await followReturn(t, settled.redirectTo)).toBe(`/success/${id}`);
      expect((await cardRow(id)).status).toBe('active');
      expect((await postCallback(t, settled.callback)).statusCode).toBe(200);
      expect(await followReturn(t, settled.redirectTo)).toBe(`/success/${id}`);
      expect((await paymentsOf(id)).map((p) => p.status)).toEqual(['paid']);
      expect(receiptsTo(t.database.dataDir, email)).toHaveLength(1);
    });

    it('a redirect with a bad signature goes to the success page, which reads the database', async () => {
      const { id, settled } = await paidBill();
      const url = new URL(settled.redirectTo);
      url.searchParams.set('billplz[x_signature]', 'b'.repeat(64));
      expect(await followReturn(t, url.toString())).toBe(`/success/${id}`);
      expect((await cardRow(id)).status).toBe('unverified');
    });
  });

  describe('two checkouts at once, and a lost callback', () => {
    it('two simultaneous checkouts share one bill: one paid payment', async () => {
      const { id, cookie } = await ownersCard();
      const [a, b] = await Promise.all([checkout(t, id, cookie), checkout(t, id, cookie)]);
      expect(a.statusCode, a.body).toBe(201);
      expect(b.statusCode, b.body).toBe(201);
      expect(a.json<CheckoutReply>().payUrl).toBe(b.json<CheckoutReply>().payUrl);
      const rows = await paymentsOf(id);
      expect(rows).toHaveLength(1);
      const bill = rows[0]?.provider_ref ?? '';
      await postCallback(t, sandboxOf(t).settle(bill, 'paid', clock.now())?.callback ?? {});
      expect((await paymentsOf(id)).filter((p) => p.status === 'paid')).toHaveLength(1);
    });

    it('another promo replaces the waiting bill: the old one is deleted and can no longer be paid', async () => {
      const { id, cookie } = await ownersCard();
      const first = await checkoutToPay(t, id, cookie);
      const second = await checkoutToPay(t, id, cookie, { ...BILLING, promo: await promo(500) });
      expect(second.bill).not.toBe(first.bill);
      const rows = await paymentsOf(id);
      expect(rows.map((p) => [p.provider_ref, p.status]).sort()).toEqual(
        [
          [first.bill, 'cancelled'],
          [second.bill, 'pending'],
        ].sort(),
      );
      expect(rows.find((p) => p.provider_ref === first.bill)?.bill_deleted_at).not.toBeNull();
      // The sandbox's pay page no longer offers the old bill; paying it is refused.
      expect((await get(`/pay/sandbox/${first.bill}`)).statusCode).toBe(404);
      expect(sandboxOf(t).settle(first.bill, 'paid', clock.now())).toBeUndefined();
      const paid = sandboxOf(t).settle(second.bill, 'paid', clock.now());
      expect((await postCallback(t, paid?.callback ?? {})).statusCode).toBe(200);
      expect((await cardRow(id)).status).toBe('active');
      expect((await paymentsOf(id)).filter((p) => p.status === 'paid')).toHaveLength(1);
    });

    it('a bill paid without a callback is read back after ten minutes and activates', async () => {
      const { id, cookie } = await ownersCard();
      const { bill } = await checkoutToPay(t, id, cookie);
      sandboxOf(t).settle(bill, 'paid', clock.now());
      // Not yet: under ten minutes, the callback may still come.
      clock.advance(9 * 60_000);
      await t.app.payments.reconcile();
      expect((await cardRow(id)).status).toBe('unverified');
      clock.advance(2 * 60_000);
      const done = await t.app.payments.reconcile();
      expect(done.settled).toBeGreaterThanOrEqual(1);
      expect((await cardRow(id)).status).toBe('active');
      expect((await paymentsOf(id)).map((p) => p.status)).toEqual(['paid']);
    });
  });
});
