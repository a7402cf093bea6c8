import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CheckoutReply } from '@shared/schemas/checkout';
import type * as LoggingModule from '@server/logging';
import { BillplzProvider } from '@server/modules/payments/providers/billplz-provider';
import { PaymentProviderError } from '@server/modules/payments/providers/payment-provider';
import type { TestApp } from '../support/test-app';
import { createTestApp, testClock } from '../support/test-app';
import { testDialects } from '../support/test-database';
import { newOwnersCard } from '../support/cards';
import { claimedOf, seedPromo } from '../support/promo';
import { BILLING, checkout, checkoutToPay, receiptsTo } from '../support/payments';
import {
  BILLPLZ_API_KEY,
  BILLPLZ_COLLECTION,
  BILLPLZ_OTHER_COLLECTION,
  BILLPLZ_X_SIGNATURE_KEY,
  billplzEnv,
  fetchLoopbackOnly,
  freePort,
} from '../support/billplz-app';
import type { FakeBill, FakeBillplz } from '../support/fake-billplz';
import { billplzSignature, startFakeBillplz } from '../support/fake-billplz';
import {
  BILLPLZ_EXAMPLE_CALLBACK,
  BILLPLZ_EXAMPLE_CALLBACK_SIGNATURE,
  BILLPLZ_EXAMPLE_KEY,
  BILLPLZ_EXAMPLE_REDIRECT,
  BILLPLZ_EXAMPLE_REDIRECT_SIGNATURE,
} from '@server/modules/payments/providers/billplz-vectors';

// The Billplz adapter end to end against a local Billplz (tests/support/fake-billplz.ts,
// a real HTTP server on 127.0.0.1 speaking API v3). The app is the real one, configured with
// PAYMENT_PROVIDER=billplz and listening on a loopback port, so the bills are made over HTTP with
// the API key, and Billplz's signed callbacks travel over HTTP to the app as they would from
// Billplz's servers. Time moves by the injected clock only. The sandbox's journeys (the same
// protocol, without the network) are in checkout.test.ts.
//
// The app's own logger writes into `captured` (the real logger options with a capturing stream,
// as in logging.test.ts), so the keys can be looked for in every line production would write.

const captured = vi.hoisted(() => ({ lines: [] as string[] }));

vi.mock('@server/logging', async (importOriginal) => {
  const { capturingLogging } = await import('../support/captured-logs');
  return capturingLogging(await importOriginal<typeof LoggingModule>(), captured.lines);
});

const API_KEY = BILLPLZ_API_KEY;
const X_SIGNATURE_KEY = BILLPLZ_X_SIGNATURE_KEY;
const COLLECTION = BILLPLZ_COLLECTION;
const OTHER_COLLECTION = BILLPLZ_OTHER_COLLECTION;
const BASIC = `Basic ${Buffer.from(`${API_KEY}:`).toString('base64')}`;
const PRICE_SEN = 5000;

fetchLoopbackOnly();

const withoutSignature = (fields: Record<string, string>) =>
  Object.fromEntries(Object.entries(fields).filter(([key]) => key !== 'x_signature'));

describe('the local Billplz signs as Billplz does', () => {
  // Billplz's published vectors (API documentation, "X Signature"): the local Billplz's own
  // signing code is proved here, apart from the app's (billplz-signature.test.ts).
  it('the published callback vector', () => {
    const expected = BILLPLZ_EXAMPLE_CALLBACK_SIGNATURE;
    expect(billplzSignature(BILLPLZ_EXAMPLE_CALLBACK, BILLPLZ_EXAMPLE_KEY)).toBe(expected);
    const signed = { ...BILLPLZ_EXAMPLE_CALLBACK, x_signature: expected };
    expect(billplzSignature(signed, BILLPLZ_EXAMPLE_KEY)).toBe(expected);
  });

  it('the published redirect vector', () => {
    expect(billplzSignature(BILLPLZ_EXAMPLE_REDIRECT, BILLPLZ_EXAMPLE_KEY)).toBe(
      BILLPLZ_EXAMPLE_REDIRECT_SIGNATURE,
    );
  });
});

describe('the Billplz adapter (BillplzProvider) against the local Billplz', () => {
  let fake: FakeBillplz;
  const settings = () => ({
    apiKey: API_KEY,
    collectionId: COLLECTION,
    xSignatureKey: X_SIGNATURE_KEY,
    baseUrl: fake.url,
    timeoutMs: 300,
  });
  const newBill = {
    paymentId: 'pay0000000000001',
    cardId: 'kad0000001',
    amountSen: 4000,
    description: 'Kad Kahwin Digital: Ali & Aminah',
    cardIdLabel: 'ID Kad',
    name: 'Amir Kamal',
    email: 'amir@example.com',
    mobile: '012-345 6789',
    // Never called: these tests pay without a callback and read the messages themselves.
    callbackUrl: 'http://127.0.0.1:9/api/payments/billplz/callback',
    redirectUrl: 'http://127.0.0.1:9/api/payments/billplz/return',
  };
  beforeAll(async () => {
    fake = await startFakeBillplz({
      apiKey: API_KEY,
      xSignatureKey: X_SIGNATURE_KEY,
      collections: [COLLECTION],
    });
  });
  afterAll(() => fake.close());

  it('makes a bill, reads it back due and then paid, and believes the signed messages', async () => {
    const provider = new BillplzProvider(settings());
    const bill = await provider.createBill(newBill);
    expect(bill.ref).toMatch(/^[a-z0-9]{8}$/);
    expect(bill.url).toBe(`${fake.url}/bills/${bill.ref}`);
    expect(await provider.readBill(bill.ref)).toMatchObject({
      ref: bill.ref,
      paid: false,
      state: 'due',
      amountSen: 4000,
      collectionId: COLLECTION,
    });

    const paid = await fake.pay(bill.ref, { callback: false });
    expect(await provider.readBill(bill.ref)).toMatchObject({ paid: true, state: 'paid' });
    expect(provider.verifyCallback(paid.callback)).toEqual({
      ref: bill.ref,
      paid: true,
      state: 'paid',
      amountSen: 4000,
      collectionId: COLLECTION,
      fields: withoutSignature(paid.callback),
    });
    const query = Object.fromEntries(new URL(paid.redirectTo).searchParams);
    expect(provider.verifyRedirect(query)).toMatchObject({ ref: bill.ref, paid: true });
    // The other key's signature is no signature.
    const other = new BillplzProvider({ ...settings(), xSignatureKey: 'another-x-signature-key' });
    expect(other.verifyCallback(paid.callback)).toBeNull();
    expect(other.verifyRedirect(query)).toBeNull();
  });

  it('Billplz’s refusals become PaymentProviderError with the status: wrong key, collection, bill', async () => {
    const wrongKey = new BillplzProvider({ ...settings(), apiKey: 'not-the-api-key-000' });
    await expect(wrongKey.createBill(newBill)).rejects.toMatchObject({
      name: 'PaymentProviderError',
      status: 401,
    });
    const wrongCollection = new BillplzProvider({ ...settings(), collectionId: 'tiadakol' });
    await expect(wrongCollection.createBill(newBill)).rejects.toMatchObject({ status: 404 });
    const provider = new BillplzProvider(settings());
    await expect(provider.readBill('tiadabil')).rejects.toMatchObject({ status: 404 });
    // Billplz's own answers say why (the local Billplz answers as Billplz does).
    const refused = await fetch(`${fake.url}/api/v3/bills`, { method: 'POST' });
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual({
      error: { type: 'Unauthorized', message: 'Invalid access token' },
    });
  });

  it('a stalled Billplz: the call gives up at its timeout; the error names only the cause', async () => {
    const provider = new BillplzProvider(settings());
    fake.stallNextCreates(1);
    const started = Date.now();
    const error: unknown = await provider.createBill(newBill).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaymentProviderError);
    expect((error as PaymentProviderError).message).toBe(
      'Billplz could not be reached (TimeoutError)',
    );
    expect(Date.now() - started).toBeLessThan(10_000);
    // Billplz is answering again: the next call is served.
    expect((await provider.createBill(newBill)).ref).toMatch(/^[a-z0-9]{8}$/);
  });
});

describe.each(testDialects)('Billplz end to end on %s', (dialect) => {
  const clock = testClock(new Date());
  let fake: FakeBillplz;
  let t: TestApp;
  let publicUrl: string;
  beforeAll(async () => {
    fake = await startFakeBillplz({
      apiKey: API_KEY,
      xSignatureKey: X_SIGNATURE_KEY,
      collections: [COLLECTION, OTHER_COLLECTION],
      now: () => clock.now(),
    });
    // PUBLIC_URL must name the port before the app is built (it goes into every bill's
    // callback_url), so a free port is found first and the app listens on it after ready().
    const port = await freePort();
    publicUrl = `http://127.0.0.1:${port}`;
    t = await createTestApp(dialect, {
      env: billplzEnv(fake.url, publicUrl),
      clock,
      logger: true,
    });
    await t.app.listen({ port, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });
  const db = (app: TestApp = t) => app.database.handle.db;

  /** A new owner (logged in on `app`) with a card of their own in its trial. */
  const ownersCard = (app: TestApp = t) =>
    newOwnersCard(app, { status: 'unverified', ageMinutes: 5 });

  let codes = 0;
  async function promo(discountSen: number) {
    codes += 1;
    const code = `billplz${dialect}${codes}`;
    await seedPromo(db(), code, { discountSen, valid: 10 });
    return code;
  }

  const cardRow = (id: string) =>
    db().selectFrom('cards').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const paymentsOf = (id: string, app: TestApp = t) =>
    db(app).selectFrom('payments').selectAll().where('card_id', '=', id).execute();
  const statusesOf = async (id: string) => (await paymentsOf(id)).map((p) => p.status);
  const receipts = (email: string) => receiptsTo(t.database.dataDir, email);
  /** The bill reads the local Billplz has been asked for. */
  const readsOf = (bill: string) =>
    fake.requests.filter((r) => r.method === 'GET' && r.path === `/api/v3/bills/${bill}`);

  /** The payer's browser follows Billplz's redirect over HTTP: where the app sends it next. */
  async function browserBack(redirectTo: string): Promise<string> {
    expect(redirectTo.startsWith(`${publicUrl}/api/payments/billplz/return?`)).toBe(true);
    const res = await fetch(redirectTo, { redirect: 'manual' });
    await res.arrayBuffer();
    expect(res.status).toBe(303);
    return res.headers.get('location') ?? '';
  }

  describe('making the bill', () => {
    it('checkout asks Billplz for a bill with exactly Jemput’s fields; the owner goes to its page', async () => {
      const { id, cookie, email } = await ownersCard();
      const code = await promo(1000);
      const { reply, bill } = await checkoutToPay(t, id, cookie, { ...BILLING, promo: code });
      expect(reply).toMatchObject({ priceSen: PRICE_SEN, discountSen: 1000, totalSen: 4000 });
      expect(bill).toMatch(/^[a-z0-9]{8}$/);
      expect(reply.payUrl).toBe(`${fake.url}/bills/${bill}`);
      expect(reply.payUrl).toBe(fake.bill(bill)?.url);
      expect((await fetch(reply.payUrl ?? '')).status).toBe(200);

      const made = fake.requests.filter((r) => r.method === 'POST' && r.body.reference_1 === id);
      expect(made).toHaveLength(1);
      expect(made[0]).toMatchObject({
        path: '/api/v3/bills',
        authorization: BASIC,
        contentType: expect.stringMatching(/^application\/x-www-form-urlencoded/) as unknown,
      });
      // Amount in sen after the promo, the phone in Billplz's 60… form, the card as reference 1.
      expect(made[0]?.body).toEqual({
        collection_id: COLLECTION,
        email,
        mobile: '60123456789',
        name: BILLING.name,
        amount: '4000',
        description: 'Kad Kahwin Digital: Ali & Aminah',
        callback_url: `${publicUrl}/api/payments/billplz/callback`,
        redirect_url: `${publicUrl}/api/payments/billplz/return`,
        reference_1_label: 'ID Kad',
        reference_1: id,
      });
      expect(fake.bill(bill)).toMatchObject({
        collection_id: COLLECTION,
        amount: 4000,
        state: 'due',
        paid: false,
      });

      expect(await paymentsOf(id)).toEqual([
        expect.objectContaining({
          provider: 'billplz',
          provider_ref: bill,
          pay_url: reply.payUrl,
          amount_sen: 4000,
          discount_sen: 1000,
          promo_code: code,
          status: 'pending',
        }),
      ]);
      // The bill holds one use of the code while it can be paid; the card is not active
      // before Billplz says it is paid.
      expect(await claimedOf(db(), code)).toBe(1);
      expect((await paymentsOf(id))[0]?.promo_use).toBe('reserved');
      expect((await cardRow(id)).status).toBe('unverified');
    });

    it('an owner reading English gets a bill worded in English', async () => {
      const { id, cookie } = await ownersCard();
      await checkoutToPay(t, id, `${cookie}; bahasa=en`);
      const made = fake.requests.filter((r) => r.method === 'POST' && r.body.reference_1 === id);
      expect(made[0]?.body).toMatchObject({
        description: 'Digital Wedding Card: Ali & Aminah',
        reference_1_label: 'Card ID',
      });
    });

    it('two checkouts at once: one bill at Billplz, and it is paid once', async () => {
      const { id, cookie, email } = await ownersCard();
      const [a, b] = await Promise.all([checkout(t, id, cookie), checkout(t, id, cookie)]);
      expect(a.statusCode, a.body).toBe(201);
      expect(b.statusCode, b.body).toBe(201);
      expect(a.json<CheckoutReply>().payUrl).toBe(b.json<CheckoutReply>().payUrl);
      const bills = fake.billsFor(id);
      expect(bills).toHaveLength(1);
      expect((await fake.pay(bills[0]?.id ?? '')).callbackStatus).toBe(200);
      expect(await statusesOf(id)).toEqual(['paid']);
      expect(receipts(email)).toHaveLength(1);
    });
  });

  describe('Berjaya: the callback and the redirect, in either order', () => {
    it('the signed callback arrives over HTTP: 200, active, paid, claimed once, one receipt; then /success', async () => {
      const { id, cookie, email } = await ownersCard();
      const code = await promo(1000);
      const { bill } = await checkoutToPay(t, id, cookie, { ...BILLING, promo: code });

      const paid = await fake.pay(bill);
      expect(paid.callbackStatus).toBe(200);
      // The app answered only after settling: the card is active by the time Billplz has its 200.
      const card = await cardRow(id);
      expect(card.status).toBe('active');
      const rows = await paymentsOf(id);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        provider: 'billplz',
        provider_ref: bill,
        status: 'paid',
        amount_sen: 4000,
        paid_at: clock.now().toISOString(),
      });
      // Billplz's word is kept for audit, its signature left out.
      expect(JSON.parse(rows[0]?.provider_notice ?? '{}')).toEqual(withoutSignature(paid.callback));
      expect(await claimedOf(db(), code)).toBe(1);
      const mailed = receipts(email);
      expect(mailed).toHaveLength(1);
      expect(mailed[0]).toContain('RM40');
      expect(mailed[0]).toContain(bill);

      // Then the payer's browser comes back: the success page, and nothing happens twice.
      expect(await browserBack(paid.redirectTo)).toBe(`/success/${id}`);
      expect(await statusesOf(id)).toEqual(['paid']);
      expect((await cardRow(id)).activated_at).toBe(card.activated_at);
      expect(await claimedOf(db(), code)).toBe(1);
      expect(receipts(email)).toHaveLength(1);
    });

    it('the browser back before the callback: the bill is read back from Billplz; the late callback changes nothing', async () => {
      const { id, cookie, email } = await ownersCard();
      const code = await promo(1000);
      const { bill } = await checkoutToPay(t, id, cookie, { ...BILLING, promo: code });
      // Paid at Billplz, its callback not sent yet.
      const paid = await fake.pay(bill, { callback: false });
      expect((await cardRow(id)).status).toBe('unverified');

      // The redirect carries no amount: the app asks Billplz for the bill, with the API key.
      expect(await browserBack(paid.redirectTo)).toBe(`/success/${id}`);
      expect(readsOf(bill)).toEqual([expect.objectContaining({ authorization: BASIC })]);
      const card = await cardRow(id);
      expect(card.status).toBe('active');
      expect(await statusesOf(id)).toEqual(['paid']);

      expect(await fake.sendCallback(bill)).toBe(200);
      expect(await statusesOf(id)).toEqual(['paid']);
      expect((await cardRow(id)).activated_at).toBe(card.activated_at);
      expect(await claimedOf(db(), code)).toBe(1);
      expect(receipts(email)).toHaveLength(1);
    });

    it('the browser back while Billplz cannot be read: /success, nothing settled on its word; the callback settles it', async () => {
      const { id, cookie, email } = await ownersCard();
      const { bill } = await checkoutToPay(t, id, cookie);
      const paid = await fake.pay(bill, { callback: false });
      fake.failReadsOf(bill, 1);
      // The success page reads the database, which does not say paid yet.
      expect(await browserBack(paid.redirectTo)).toBe(`/success/${id}`);
      expect(readsOf(bill)).toHaveLength(1);
      expect((await cardRow(id)).status).toBe('unverified');
      expect(await statusesOf(id)).toEqual(['pending']);

      expect(await fake.sendCallback(bill)).toBe(200);
      expect((await cardRow(id)).status).toBe('active');
      expect(receipts(email)).toHaveLength(1);
    });

    it('Billplz retries the callback: 200 every time, one activation, one payment, one receipt, one claim', async () => {
      const { id, cookie, email } = await ownersCard();
      const code = await promo(500);
      const { bill } = await checkoutToPay(t, id, cookie, { ...BILLING, promo: code });
      expect((await fake.pay(bill)).callbackStatus).toBe(200);
      const activatedAt = (await cardRow(id)).activated_at;
      for (let i = 0; i < 3; i += 1) expect(await fake.replay(bill)).toBe(200);
      expect(fake.callbacks.filter((c) => c.billId === bill)).toHaveLength(4);
      expect((await cardRow(id)).activated_at).toBe(activatedAt);
      expect(await statusesOf(id)).toEqual(['paid']);
      expect(await claimedOf(db(), code)).toBe(1);
      expect(receipts(email)).toHaveLength(1);
    });
  });

  describe('Billplz’s word, checked', () => {
    /** A card whose bill is paid at Billplz, its callback not sent. */
    async function paidWithoutCallback() {
      const owner = await ownersCard();
      const { bill } = await checkoutToPay(t, owner.id, owner.cookie);
      await fake.pay(bill, { callback: false });
      return { ...owner, bill };
    }

    it('a callback signed with another key: 400, nothing changes; the rightly signed one settles it', async () => {
      const { id, email, bill } = await paidWithoutCallback();
      expect(await fake.sendCallback(bill, { signWith: 'not-our-x-signature-key' })).toBe(400);
      expect((await cardRow(id)).status).toBe('unverified');
      expect(await statusesOf(id)).toEqual(['pending']);
      expect(receipts(email)).toEqual([]);
      // Billplz's real callback still counts.
      expect(await fake.sendCallback(bill)).toBe(200);
      expect((await cardRow(id)).status).toBe('active');
    });

    it('signed, but for another collection or another amount: 400, nothing changes', async () => {
      const { id, email, bill } = await paidWithoutCallback();
      const elsewhere = { collection_id: OTHER_COLLECTION };
      expect(await fake.sendCallback(bill, { overrides: elsewhere })).toBe(400);
      const cheaper = { amount: '100', paid_amount: '100' };
      expect(await fake.sendCallback(bill, { overrides: cheaper })).toBe(400);
      expect((await cardRow(id)).status).toBe('unverified');
      expect(await statusesOf(id)).toEqual(['pending']);
      expect(receipts(email)).toEqual([]);
    });

    it('a bill of our collection that Jemput never made (JSON to Billplz): its callback is 404', async () => {
      const made = await fetch(`${fake.url}/api/v3/bills`, {
        method: 'POST',
        headers: { authorization: BASIC, 'content-type': 'application/json' },
        body: JSON.stringify({
          collection_id: COLLECTION,
          email: 'orang.lain@example.com',
          name: 'Orang Lain',
          amount: PRICE_SEN,
          description: 'Bukan bil Jemput',
          callback_url: `${publicUrl}/api/payments/billplz/callback`,
        }),
      });
      expect(made.status).toBe(200);
      const bill = (await made.json()) as FakeBill;
      const paid = await fake.pay(bill.id);
      expect(paid.callbackStatus).toBe(404);
      // No redirect_url: Billplz keeps the payer on its own page.
      expect(paid.redirectTo).toBe(bill.url);
      const rows = await db()
        .selectFrom('payments')
        .select('id')
        .where('provider_ref', '=', bill.id)
        .execute();
      expect(rows).toEqual([]);
    });
  });

  describe('Gagal', () => {
    it('the callback says not paid (200), the browser goes to /pay/failed, the card stays in its trial', async () => {
      const { id, cookie, email } = await ownersCard();
      const { bill } = await checkoutToPay(t, id, cookie);
      const failed = await fake.pay(bill, { paid: false });
      expect(failed.callback).toMatchObject({ paid: 'false', state: 'due', paid_at: '' });
      expect(failed.callbackStatus).toBe(200);
      expect(await browserBack(failed.redirectTo)).toBe('/pay/failed');
      expect((await cardRow(id)).status).toBe('unverified');
      expect(await statusesOf(id)).toEqual(['failed']);
      expect(receipts(email)).toEqual([]);
      // Trying again makes a new bill at Billplz, which pays.
      const again = await checkoutToPay(t, id, cookie);
      expect(again.bill).not.toBe(bill);
      expect(fake.billsFor(id).map((b) => b.id)).toEqual([bill, again.bill]);
      expect((await fake.pay(again.bill)).callbackStatus).toBe(200);
      expect((await cardRow(id)).status).toBe('active');
    });

    it('Billplz keeps a failed bill due: paying it afterwards still activates the card', async () => {
      const { id, cookie } = await ownersCard();
      const { bill } = await checkoutToPay(t, id, cookie);
      expect((await fake.pay(bill, { paid: false })).callbackStatus).toBe(200);
      expect(await statusesOf(id)).toEqual(['failed']);
      const paid = await fake.pay(bill);
      expect(paid.callbackStatus).toBe(200);
      expect(await browserBack(paid.redirectTo)).toBe(`/success/${id}`);
      expect((await cardRow(id)).status).toBe('active');
      expect(await statusesOf(id)).toEqual(['paid']);
    });
  });

  describe('Billplz down, unreachable or slow', () => {
    it('Billplz answers 500: 502 in the spec’s words, the attempt failed; once it is back a retry pays', async () => {
      const { id, cookie } = await ownersCard();
      fake.failNextCreates(1);
      const res = await checkout(t, id, cookie);
      expect(res.statusCode).toBe(502);
      expect(res.json()).toMatchObject({
        error: { message: 'Failed to create order. Please try again.' },
      });
      const rows = await paymentsOf(id);
      expect(rows).toEqual([
        expect.objectContaining({ provider: 'billplz', status: 'failed', provider_ref: null }),
      ]);
      expect(JSON.parse(rows[0]?.provider_notice ?? '{}')).toEqual({
        error: 'Billplz refused (500)',
      });

      const { bill } = await checkoutToPay(t, id, cookie);
      expect((await fake.pay(bill)).callbackStatus).toBe(200);
      expect((await statusesOf(id)).sort()).toEqual(['failed', 'paid']);
      expect((await cardRow(id)).status).toBe('active');
    });

    it('nothing listening at BILLPLZ_BASE_URL: 502, the attempt failed', async () => {
      const closed = await freePort();
      const cut = await createTestApp(dialect, {
        env: billplzEnv(`http://127.0.0.1:${closed}`, 'http://127.0.0.1:9'),
        clock,
      });
      try {
        const { id, cookie } = await ownersCard(cut);
        const res = await checkout(cut, id, cookie);
        expect(res.statusCode).toBe(502);
        expect(res.json()).toMatchObject({
          error: { message: 'Failed to create order. Please try again.' },
        });
        const rows = await paymentsOf(id, cut);
        expect(rows.map((p) => p.status)).toEqual(['failed']);
        expect(rows[0]?.provider_notice).toContain('Billplz could not be reached');
      } finally {
        await cut.close();
      }
    });

    it('Billplz stalls: the checkout gives up at the adapter’s timeout with 502', async () => {
      // The configured adapter waits 15 s; this one, made the same way, waits 300 ms.
      const impatient = await createTestApp(dialect, {
        env: billplzEnv(fake.url, 'http://127.0.0.1:9'),
        clock,
        paymentProvider: new BillplzProvider({
          apiKey: API_KEY,
          collectionId: COLLECTION,
          xSignatureKey: X_SIGNATURE_KEY,
          baseUrl: fake.url,
          timeoutMs: 300,
        }),
      });
      try {
        const { id, cookie } = await ownersCard(impatient);
        fake.stallNextCreates(1);
        const res = await checkout(impatient, id, cookie);
        expect(res.statusCode).toBe(502);
        const rows = await paymentsOf(id, impatient);
        expect(rows.map((p) => p.status)).toEqual(['failed']);
        expect(JSON.parse(rows[0]?.provider_notice ?? '{}')).toEqual({
          error: 'Billplz could not be reached (TimeoutError)',
        });
        // Billplz did get the request: it was Jemput that stopped waiting.
        expect(fake.requests.some((r) => r.method === 'POST' && r.body.reference_1 === id)).toBe(
          true,
        );
      } finally {
        await impatient.close();
      }
    });
  });

  describe('a lost callback', () => {
    it('read back from Billplz ten minutes on (by the test clock), again after a failed read; then active', async () => {
      const { id, cookie, email } = await ownersCard();
      const { bill } = await checkoutToPay(t, id, cookie);
      await fake.pay(bill, { callback: false });

      // Under ten minutes the callback may still come: the bill is not asked about.
      clock.advance(9 * 60_000);
      await t.app.payments.reconcile();
      expect(readsOf(bill)).toEqual([]);
      expect((await cardRow(id)).status).toBe('unverified');

      // Ten minutes on, but Billplz fails the read: still waiting, asked again later.
      clock.advance(2 * 60_000);
      fake.failReadsOf(bill, 1);
      await t.app.payments.reconcile();
      expect(readsOf(bill)).toHaveLength(1);
      expect(await statusesOf(id)).toEqual(['pending']);

      clock.advance(11 * 60_000);
      await t.app.payments.reconcile();
      expect(readsOf(bill)).toEqual([
        expect.objectContaining({ authorization: BASIC }),
        expect.objectContaining({ authorization: BASIC }),
      ]);
      expect((await cardRow(id)).status).toBe('active');
      expect(await statusesOf(id)).toEqual(['paid']);
      expect(receipts(email)).toHaveLength(1);
    });

    // Billplz keeps a bill payable after a failed attempt (and Jemput never deletes a superseded
    // one), and its callbacks are "best effort": a bill Jemput stopped waiting for can still be
    // paid, and its only trace may be what reading it back says.
    it('a bill paid after Gagal, its callback and redirect lost: read back, and the card is active', async () => {
      const { id, cookie } = await ownersCard();
      const { bill } = await checkoutToPay(t, id, cookie);
      expect((await fake.pay(bill, { paid: false })).callbackStatus).toBe(200);
      expect(await statusesOf(id)).toEqual(['failed']);
      await fake.pay(bill, { callback: false });

      clock.advance(11 * 60_000);
      await t.app.payments.reconcile();
      expect(readsOf(bill)).toHaveLength(1);
      expect((await cardRow(id)).status).toBe('active');
      expect(await statusesOf(id)).toEqual(['paid']);
    });

    it('a superseded bill Billplz could not delete, paid in an old tab with its callback lost: read back, and the card is active', async () => {
      const { id, cookie } = await ownersCard();
      const old = await checkoutToPay(t, id, cookie);
      // Billplz is down when the newer checkout withdraws the old bill: it stays due for now.
      fake.failDeletesOf(old.bill, 1);
      const newer = await checkoutToPay(t, id, cookie, { ...BILLING, promo: await promo(500) });
      expect((await paymentsOf(id)).map((p) => [p.provider_ref, p.status]).sort()).toEqual(
        [
          [old.bill, 'cancelled'],
          [newer.bill, 'pending'],
        ].sort(),
      );
      expect(fake.bill(old.bill)?.state).toBe('due');
      await fake.pay(old.bill, { callback: false });

      clock.advance(11 * 60_000);
      await t.app.payments.reconcile();
      expect(readsOf(old.bill).length).toBeGreaterThanOrEqual(1);
      expect((await cardRow(id)).status).toBe('active');
      const rows = await paymentsOf(id);
      expect(rows.find((p) => p.provider_ref === old.bill)).toMatchObject({
        status: 'paid',
        refund_status: null,
      });
      // The card is sold: the newer bill is withdrawn and deleted at Billplz.
      expect(rows.find((p) => p.provider_ref === newer.bill)?.status).toBe('cancelled');
      expect(fake.bill(newer.bill)?.state).toBe('deleted');
    });
  });

  describe('secrets', () => {
    it('the API key only in the Authorization header Billplz gets; neither key in callbacks, rows or logs', async () => {
      // This test's own flows (a payment, a forgery, an outage), then everything recorded so far.
      const { id, cookie } = await ownersCard();
      const { bill } = await checkoutToPay(t, id, cookie);
      const paid = await fake.pay(bill, { callback: false });
      expect(await fake.sendCallback(bill, { signWith: 'not-our-x-signature-key' })).toBe(400);
      expect(await browserBack(paid.redirectTo)).toBe(`/success/${id}`);
      expect(await fake.sendCallback(bill)).toBe(200);
      const down = await ownersCard();
      fake.failNextCreates(1);
      expect((await checkout(t, down.id, down.cookie)).statusCode).toBe(502);

      const secrets = [API_KEY, X_SIGNATURE_KEY, BASIC.slice('Basic '.length)];
      const leaks = (text: string) => secrets.filter((secret) => text.includes(secret));

      const api = fake.requests.filter((r) => r.path.startsWith('/api/v3/'));
      expect(api.length).toBeGreaterThan(0);
      for (const request of api) expect(request.authorization).toBe(BASIC);
      for (const request of fake.requests) {
        expect(leaks(`${request.path} ${request.raw}`)).toEqual([]);
      }
      for (const callback of fake.callbacks) {
        expect(leaks(`${callback.url} ${callback.body}`)).toEqual([]);
      }
      const rows = await db().selectFrom('payments').selectAll().execute();
      expect(leaks(JSON.stringify(rows))).toEqual([]);

      const logs = captured.lines.join('\n');
      // The capture works: the confirmations and the failure are there, keys are not.
      expect(logs).toContain('payment confirmed');
      expect(logs).toContain('Billplz refused (500)');
      expect(leaks(logs)).toEqual([]);
    });
  });
});
