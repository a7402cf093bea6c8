import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../support/test-app';
import { createTestApp } from '../support/test-app';
import { testDialects } from '../support/test-database';
import { newOwnersCard } from '../support/cards';
import { logIn, freshAddress } from '../support/auth';
import { BILLING, checkoutToPay, sandboxOf } from '../support/payments';
import type { VisitorHeaders } from '../support/visitors';
import { asVisitor, refusal, withSession } from '../support/visitors';

// The payments' refusals (checkout, the provider's notices, staff's refunds) follow the visitor's
// language: the spec's Malay to a Malay browser, English to an English one.

const STAFF = 'staf.bayaran@jemput.test';
const ENGLISH = asVisitor('en');
const MALAY = asVisitor('ms');

describe.each(testDialects)('the payments’ refusals in the visitor’s language on %s', (dialect) => {
  let t: TestApp;
  let staff: string;
  beforeAll(async () => {
    t = await createTestApp(dialect, { env: { ADMIN_EMAILS: STAFF } });
    staff = await logIn(t, STAFF);
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST', url: string, headers: VisitorHeaders, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers,
      remoteAddress: freshAddress(),
      ...(payload === undefined ? {} : { payload }),
    });

  it('says an active card needs no payment', async () => {
    const { id, cookie } = await newOwnersCard(t, { status: 'active' });
    const pay = (headers: VisitorHeaders) =>
      call('POST', `/api/cards/${id}/checkout`, withSession(headers, cookie), BILLING);
    expect(refusal(await pay(MALAY), 409)).toBe('Kad ini sudah aktif. Tiada bayaran diperlukan.');
    expect(refusal(await pay(ENGLISH), 409)).toBe(
      'This card is already active. No payment is needed.',
    );
  });

  it('says a forged or unknown notice is refused', async () => {
    const { id, cookie } = await newOwnersCard(t, { status: 'unverified', ageMinutes: 5 });
    const { bill } = await checkoutToPay(t, id, cookie);
    const settled = sandboxOf(t).settle(bill, 'paid', t.app.clock.now());
    if (!settled) throw new Error('no sandbox bill');
    const notice = (headers: VisitorHeaders, fields: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/payments/sandbox/callback',
        headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(fields).toString(),
      });
    const forged = { ...settled.callback, x_signature: 'a'.repeat(64) };
    expect(refusal(await notice(MALAY, forged), 400)).toBe('Tandatangan pembayaran tidak sah.');
    expect(refusal(await notice(ENGLISH, forged), 400)).toBe(
      'The payment’s signature is not valid.',
    );
    const base = { ...settled.callback };
    delete base.x_signature;
    const unknown = sandboxOf(t).signed({ ...base, id: 'bukanbilkami' });
    expect(refusal(await notice(MALAY, unknown), 404)).toBe('Bil ini tidak dijumpai.');
    expect(refusal(await notice(ENGLISH, unknown), 404)).toBe('This bill was not found.');
    const elsewhere = sandboxOf(t).signed({ ...base, collection_id: 'lain' });
    expect(refusal(await notice(MALAY, elsewhere), 400)).toBe(
      'Butiran bil tidak sepadan dengan pesanan.',
    );
    expect(refusal(await notice(ENGLISH, elsewhere), 400)).toBe(
      'The bill’s details do not match the order.',
    );
  });

  it('says a refund that is not due, unknown or filtered by an unknown status is refused', async () => {
    const asStaff = (headers: VisitorHeaders) => withSession(headers, staff);
    const { id, cookie } = await newOwnersCard(t, { status: 'unverified', ageMinutes: 5 });
    const { reply } = await checkoutToPay(t, id, cookie);
    const notDue = (headers: VisitorHeaders) =>
      call('POST', `/api/admin/payments/${reply.paymentId}/refunded`, asStaff(headers));
    expect(refusal(await notDue(MALAY), 409)).toBe(
      'Bayaran ini tiada dalam senarai untuk dipulangkan.',
    );
    expect(refusal(await notDue(ENGLISH), 409)).toBe(
      'This payment is not on the list of payments to give back.',
    );
    const malformed = (headers: VisitorHeaders) =>
      call('POST', '/api/admin/payments/%00/refunded', asStaff(headers));
    expect(refusal(await malformed(MALAY), 404)).toBe('Bayaran ini tidak dijumpai.');
    expect(refusal(await malformed(ENGLISH), 404)).toBe('This payment was not found.');
    const status = (headers: VisitorHeaders) =>
      call('GET', '/api/admin/refunds?status=lunas', asStaff(headers));
    expect(refusal(await status(MALAY), 400)).toBe('Status bayaran balik tidak dikenali.');
    expect(refusal(await status(ENGLISH), 400)).toBe('Unknown refund status.');
  });
});
