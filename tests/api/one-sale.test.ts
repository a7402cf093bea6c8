import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROMO_MESSAGES } from '@shared/promo/promo-code';
import type { CardPayments, CheckoutReply } from '@shared/schemas/checkout';
import type { RefundMarked, RefundsPage } from '@shared/schemas/refunds';
import { REFUND_MESSAGES } from '@shared/schemas/refunds';
import { malay } from '@shared/i18n/rule-words-in';
import { createMailer } from '@server/mail/mailer';
import type { Mailer } from '@server/mail/mailer';
import { paymentsRepository } from '@server/modules/payments/payments.repository';
import { BILL_GRACE_MS, BILL_LIFETIME_MS } from '@server/modules/payments/reconcile.service';
import { testClock } from '../support/test-app';
import { testDialects } from '../support/test-database';
import { newOwnersCard } from '../support/cards';
import { logIn } from '../support/auth';
import { claimedOf, seedPromo } from '../support/promo';
import { BILLING, checkout, checkoutToPay, receiptsTo } from '../support/payments';
import type { BillplzApp } from '../support/billplz-app';
import { fetchLoopbackOnly, startBillplzApp } from '../support/billplz-app';
import { outboxFiles } from '../support/outbox';
import fs from 'node:fs';

// A card is paid once, whatever the order of events: a bill another checkout replaced, a card
// made free while a bill waited, ten owners racing for one promo use, a server that stopped
// between saving an attempt and Billplz's answer, a mail server that is down when the receipt
// is due. Every step goes over HTTP to the local Billplz (tests/support/fake-billplz.ts), which
// deletes bills as Billplz does (only while due); time moves by the test clock only.

fetchLoopbackOnly();

const STAFF = 'staf.pulang@jemput.test';
const PRICE_SEN = 5000;

/** Receipts fail while `down` is set (the other mail, such as login codes, goes through). */
function flakyReceipts(config: Parameters<typeof createMailer>[0]) {
  const state = { down: false, attempts: 0 };
  const real = createMailer(config, { info: () => undefined, error: () => undefined });
  const mailer: Mailer = {
    kind: real.kind,
    async send(message) {
      const receipt = /Jemput: RM/.test(message.subject);
      if (receipt) state.attempts += 1;
      if (receipt && state.down) throw new Error('smtp down');
      await real.send(message);
    },
    close: () => real.close(),
  };
  return { state, mailer };
}

describe.each(testDialects)('one card, one sale on %s', (dialect) => {
  const clock = testClock(new Date());
  let app: BillplzApp;
  let receiptsMail: ReturnType<typeof flakyReceipts>['state'] | undefined;
  let staff: string;
  beforeAll(async () => {
    app = await startBillplzApp(dialect, {
      clock,
      env: { ADMIN_EMAILS: STAFF },
      mailer: (config) => {
        const flaky = flakyReceipts(config);
        receiptsMail = flaky.state;
        return flaky.mailer;
      },
    });
    staff = await logIn(app.t, STAFF);
  }, 60_000);
  afterAll(() => app?.close());

  const t = () => app.t;
  const db = () => app.t.database.handle.db;
  const fake = () => app.fake;
  const ownersCard = () => newOwnersCard(t(), { status: 'unverified', ageMinutes: 5 });
  const cardRow = (id: string) =>
    db().selectFrom('cards').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const paymentsOf = (id: string) =>
    db().selectFrom('payments').selectAll().where('card_id', '=', id).execute();
  const paymentOf = async (bill: string) =>
    db()
      .selectFrom('payments')
      .selectAll()
      .where('provider_ref', '=', bill)
      .executeTakeFirstOrThrow();
  const deletesOf = (bill: string) =>
    fake().requests.filter((r) => r.method === 'DELETE' && r.path === `/api/v3/bills/${bill}`);
  const extraMailsTo = (email: string) =>
    outboxFiles(t().database.dataDir, email)
      .map((file) => fs.readFileSync(file, 'utf8'))
      .filter((eml) => /^Subject: Bayaran tambahan Jemput/m.test(eml));
  const call = (method: 'GET' | 'POST', url: string, cookie?: string) =>
    t().app.inject({ method, url, headers: cookie ? { cookie } : {} });

  let codes = 0;
  async function promo(discountSen: number, valid = 10) {
    codes += 1;
    const code = `sekali${dialect}${codes}`;
    await seedPromo(db(), code, { discountSen, valid });
    return code;
  }

  describe('a bill another checkout replaced', () => {
    it('is deleted at Billplz: RM50, then RM40 with a promo, and only the RM40 can be paid', async () => {
      const { id, cookie, email } = await ownersCard();
      const full = await checkoutToPay(t(), id, cookie);
      const code = await promo(1000);
      const discounted = await checkoutToPay(t(), id, cookie, { ...BILLING, promo: code });
      expect(discounted.reply.totalSen).toBe(4000);
      expect(deletesOf(full.bill)).toHaveLength(1);
      expect(fake().bill(full.bill)?.state).toBe('deleted');
      expect((await paymentOf(full.bill)).bill_deleted_at).not.toBeNull();
      // The payer's old tab: Billplz no longer lets the RM50 bill be paid.
      await expect(fake().pay(full.bill)).rejects.toThrow('deleted');

      expect((await fake().pay(discounted.bill)).callbackStatus).toBe(200);
      expect((await cardRow(id)).status).toBe('active');
      const paid = (await paymentsOf(id)).filter((p) => p.status === 'paid');
      expect(paid.map((p) => p.amount_sen)).toEqual([4000]);
      expect(receiptsTo(t().database.dataDir, email)).toHaveLength(1);
      expect(await claimedOf(db(), code)).toBe(1);
    });

    it('Billplz down at the deletion and both bills paid: one sale, one refund owed, nothing activated twice', async () => {
      const { id, cookie, email } = await ownersCard();
      const full = await checkoutToPay(t(), id, cookie);
      fake().failDeletesOf(full.bill, 1);
      const code = await promo(1000);
      const discounted = await checkoutToPay(t(), id, cookie, { ...BILLING, promo: code });
      expect(fake().bill(full.bill)?.state).toBe('due');

      expect((await fake().pay(discounted.bill)).callbackStatus).toBe(200);
      const activatedAt = (await cardRow(id)).activated_at;
      expect(activatedAt).not.toBeNull();
      clock.advance(60_000);
      // The old tab pays RM50 anyway: money received, recorded, owed back; the callback is 200.
      expect((await fake().pay(full.bill)).callbackStatus).toBe(200);
      expect(await fake().replay(full.bill)).toBe(200);
      expect((await cardRow(id)).activated_at).toBe(activatedAt);
      expect(await paymentOf(full.bill)).toMatchObject({ status: 'paid', refund_status: 'due' });
      expect(await paymentOf(discounted.bill)).toMatchObject({
        status: 'paid',
        refund_status: null,
      });
      expect(await claimedOf(db(), code)).toBe(1);
      // One receipt for the sale; the extra payment's mail says it will be refunded.
      expect(receiptsTo(t().database.dataDir, email)).toHaveLength(1);
      const extra = extraMailsTo(email);
      expect(extra).toHaveLength(1);
      expect(extra[0]).toContain('akan dipulangkan');

      // The owner's card home reads it from the card's payments.
      const listed = (await call('GET', `/api/cards/${id}/payments`, cookie)).json<CardPayments>();
      expect(listed.payments.find((p) => p.reference === full.bill)).toMatchObject({
        amountSen: 5000,
        status: 'paid',
        refund: 'due',
        refundedAt: null,
      });
      expect(listed.payments.find((p) => p.reference === discounted.bill)?.refund).toBeNull();

      // Staff see it to refund, then mark it done: once, with who and when, audited.
      const due = (await call('GET', '/api/admin/refunds', staff)).json<RefundsPage>();
      const owed = due.refunds.find((r) => r.reference === full.bill);
      expect(owed).toMatchObject({
        cardId: id,
        couple: 'Ali & Aminah',
        ownerEmail: email,
        payerEmail: email,
        amountSen: 5000,
        provider: 'billplz',
        status: 'due',
        refundedBy: null,
      });
      expect(due.dueCount).toBeGreaterThanOrEqual(1);
      const paymentId = owed?.paymentId ?? '';
      expect(
        (await call('POST', `/api/admin/payments/${paymentId}/refunded`, cookie)).statusCode,
      ).toBe(403);
      expect((await call('POST', `/api/admin/payments/${paymentId}/refunded`)).statusCode).toBe(
        401,
      );
      const marked = await call('POST', `/api/admin/payments/${paymentId}/refunded`, staff);
      expect(marked.statusCode, marked.body).toBe(200);
      expect(marked.json<RefundMarked>()).toMatchObject({
        message: 'Bayaran ditanda sudah dipulangkan.',
        refund: { status: 'refunded', refundedBy: STAFF, refundedAt: clock.now().toISOString() },
      });
      const again = await call('POST', `/api/admin/payments/${paymentId}/refunded`, staff);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ error: { message: malay(REFUND_MESSAGES.notDue) } });
      const sale = (await paymentOf(discounted.bill)).id;
      expect((await call('POST', `/api/admin/payments/${sale}/refunded`, staff)).statusCode).toBe(
        409,
      );
      const unknown = await call('POST', `/api/admin/payments/${'z'.repeat(16)}/refunded`, staff);
      expect(unknown.statusCode).toBe(404);
      const malformed = await call('POST', '/api/admin/payments/%00/refunded', staff);
      expect(malformed.statusCode).toBe(404);
      expect(malformed.json()).toMatchObject({
        error: { message: malay(REFUND_MESSAGES.notFound) },
      });

      const refunded = (
        await call('GET', '/api/admin/refunds?status=refunded', staff)
      ).json<RefundsPage>();
      expect(refunded.refunds.find((r) => r.paymentId === paymentId)).toMatchObject({
        status: 'refunded',
        refundedBy: STAFF,
      });
      const audit = await db()
        .selectFrom('audit_log')
        .selectAll()
        .where('card_id', '=', id)
        .where('action', '=', 'refunded')
        .execute();
      expect(audit).toEqual([
        expect.objectContaining({ actor_email: STAFF, detail: `RM50 (${full.bill})` }),
      ]);
      const home = (await call('GET', `/api/cards/${id}/payments`, cookie)).json<CardPayments>();
      expect(home.payments.find((p) => p.reference === full.bill)?.refund).toBe('refunded');
    });
  });

  describe('checkouts at once', () => {
    it('twelve checkouts of one card at once: one bill at Billplz, the same page for all', async () => {
      const { id, cookie } = await ownersCard();
      const replies = await Promise.all(
        Array.from({ length: 12 }, () => checkout(t(), id, cookie)),
      );
      expect(replies.map((res) => res.statusCode)).toEqual(replies.map(() => 201));
      const pages = new Set(replies.map((res) => res.json<CheckoutReply>().payUrl));
      expect(pages.size).toBe(1);
      expect(fake().billsFor(id)).toHaveLength(1);
      expect(await paymentsOf(id)).toHaveLength(1);
    });
  });

  describe('a card made free while a bill waited', () => {
    it('a 100 % promo deletes the waiting RM50 bill at Billplz', async () => {
      const { id, cookie } = await ownersCard();
      const waiting = await checkoutToPay(t(), id, cookie);
      const free = await checkout(t(), id, cookie, { ...BILLING, promo: await promo(PRICE_SEN) });
      expect(free.json<CheckoutReply>().next).toBe('active');
      expect(fake().bill(waiting.bill)?.state).toBe('deleted');
      expect(await paymentOf(waiting.bill)).toMatchObject({ status: 'cancelled' });
      await expect(fake().pay(waiting.bill)).rejects.toThrow('deleted');
    });

    it('paid anyway (Billplz could not delete it): recorded as a refund owed, the promo counted once', async () => {
      const { id, cookie, email } = await ownersCard();
      const waiting = await checkoutToPay(t(), id, cookie);
      fake().failDeletesOf(waiting.bill, 1);
      const code = await promo(PRICE_SEN);
      expect((await checkout(t(), id, cookie, { ...BILLING, promo: code })).statusCode).toBe(201);
      const activatedAt = (await cardRow(id)).activated_at;
      expect((await fake().pay(waiting.bill)).callbackStatus).toBe(200);
      expect(await paymentOf(waiting.bill)).toMatchObject({
        status: 'paid',
        refund_status: 'due',
        amount_sen: PRICE_SEN,
      });
      expect((await cardRow(id)).activated_at).toBe(activatedAt);
      expect(await claimedOf(db(), code)).toBe(1);
      expect(receiptsTo(t().database.dataDir, email)).toHaveLength(0);
      expect(extraMailsTo(email)).toHaveLength(1);
    });

    it('a withdrawn bill Billplz could not delete is deleted by the reconciliation', async () => {
      const { id, cookie } = await ownersCard();
      const waiting = await checkoutToPay(t(), id, cookie);
      fake().failDeletesOf(waiting.bill, 1);
      await checkout(t(), id, cookie, { ...BILLING, promo: await promo(PRICE_SEN) });
      expect(fake().bill(waiting.bill)?.state).toBe('due');
      const done = await t().app.payments.reconcile();
      expect(done.deleted).toBeGreaterThanOrEqual(1);
      expect(fake().bill(waiting.bill)?.state).toBe('deleted');
      expect((await paymentOf(waiting.bill)).bill_deleted_at).not.toBeNull();
    });
  });

  describe('a promo code’s uses', () => {
    it('a 1-use RM25 code, ten owners at once: one discount, nine refusals, claimed 1 of 1', async () => {
      const code = await promo(2500, 1);
      const owners = await Promise.all(Array.from({ length: 10 }, () => ownersCard()));
      const replies = await Promise.all(
        owners.map((owner) => checkout(t(), owner.id, owner.cookie, { ...BILLING, promo: code })),
      );
      const discounted = replies.filter((res) => res.statusCode === 201);
      expect(discounted).toHaveLength(1);
      expect(discounted[0]?.json<CheckoutReply>()).toMatchObject({
        discountSen: 2500,
        totalSen: 2500,
      });
      const refused = replies.filter((res) => res.statusCode === 400);
      expect(refused).toHaveLength(9);
      for (const res of refused) {
        expect(res.json()).toMatchObject({
          error: { message: malay(PROMO_MESSAGES.fullyClaimed), field: 'promo' },
        });
      }
      expect(await claimedOf(db(), code)).toBe(1);
      // Paid: the use counts for good (still 1 of 1).
      const winner = owners[replies.findIndex((res) => res.statusCode === 201)];
      const bill = (await paymentsOf(winner?.id ?? ''))[0]?.provider_ref ?? '';
      expect((await fake().pay(bill)).callbackStatus).toBe(200);
      expect(await claimedOf(db(), code)).toBe(1);
      expect((await paymentsOf(winner?.id ?? ''))[0]?.promo_use).toBe('counted');
    });

    it('given back when its bill is replaced, fails, or expires', async () => {
      const code = await promo(2500, 1);
      const first = await ownersCard();
      const second = await ownersCard();
      // Replaced: the owner checks out again without the code.
      await checkoutToPay(t(), first.id, first.cookie, { ...BILLING, promo: code });
      expect(await claimedOf(db(), code)).toBe(1);
      await checkoutToPay(t(), first.id, first.cookie);
      expect(await claimedOf(db(), code)).toBe(0);
      // Failed: Billplz says the payment did not go through.
      const held = await checkoutToPay(t(), second.id, second.cookie, { ...BILLING, promo: code });
      expect(await claimedOf(db(), code)).toBe(1);
      expect((await fake().pay(held.bill, { paid: false })).callbackStatus).toBe(200);
      expect(await claimedOf(db(), code)).toBe(0);
      // Expired: a bill not paid for a day is withdrawn and its use given back.
      const third = await ownersCard();
      const late = await checkoutToPay(t(), third.id, third.cookie, { ...BILLING, promo: code });
      expect(await claimedOf(db(), code)).toBe(1);
      clock.advance(BILL_LIFETIME_MS + 60_000);
      await t().app.payments.reconcile();
      expect(await claimedOf(db(), code)).toBe(0);
      expect(await paymentOf(late.bill)).toMatchObject({ status: 'cancelled' });
      expect(fake().bill(late.bill)?.state).toBe('deleted');
      // The failed bill was withdrawn with its age too: Billplz no longer lets it be paid.
      expect(fake().bill(held.bill)?.state).toBe('deleted');
    });
  });

  describe('a checkout whose server stopped before Billplz answered', () => {
    /** An attempt as a killed server leaves it: saved, waiting, with no bill. */
    async function stuckAttempt(cardId: string, promoCode: string | null = null) {
      return paymentsRepository(db()).insert(
        {
          cardId,
          provider: 'billplz',
          amountSen: promoCode ? 4000 : PRICE_SEN,
          priceSen: PRICE_SEN,
          discountSen: promoCode ? 1000 : 0,
          promoCode,
          promoUse: 'reserved',
          status: 'pending',
        },
        clock.now(),
      );
    }

    it('after a short grace, the next checkout makes a new bill at once (no 20 s wait, no 502)', async () => {
      const { id, cookie } = await ownersCard();
      const stuck = await stuckAttempt(id);
      clock.advance(BILL_GRACE_MS + 1000);
      const res = await checkout(t(), id, cookie);
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json<CheckoutReply>().next).toBe('pay');
      const rows = await paymentsOf(id);
      expect(rows.find((p) => p.id === stuck)?.status).toBe('cancelled');
      expect(rows.filter((p) => p.status === 'pending' && p.pay_url)).toHaveLength(1);
    });

    it('the reconciliation withdraws such attempts and gives back their promo use', async () => {
      const { id } = await ownersCard();
      const code = await promo(1000, 5);
      await db().updateTable('promo_codes').set({ claimed: 1 }).where('code', '=', code).execute();
      const stuck = await stuckAttempt(id, code);
      await t().app.payments.reconcile();
      expect((await paymentsOf(id)).find((p) => p.id === stuck)?.status).toBe('pending');
      clock.advance(BILL_GRACE_MS + 1000);
      const done = await t().app.payments.reconcile();
      expect(done.withdrawn).toBeGreaterThanOrEqual(1);
      expect((await paymentsOf(id)).find((p) => p.id === stuck)?.status).toBe('cancelled');
      expect(await claimedOf(db(), code)).toBe(0);
    });
  });

  describe('the receipt', () => {
    it('is queued with the payment and sent once the mail server is back; replays queue nothing more', async () => {
      const { id, cookie, email } = await ownersCard();
      const { bill } = await checkoutToPay(t(), id, cookie);
      if (!receiptsMail) throw new Error('no mailer');
      receiptsMail.down = true;
      expect((await fake().pay(bill)).callbackStatus).toBe(200);
      expect((await cardRow(id)).status).toBe('active');
      expect(receiptsTo(t().database.dataDir, email)).toHaveLength(0);
      const payment = await paymentOf(bill);
      expect(payment.receipt_sent_at).toBeNull();
      const queued = await db()
        .selectFrom('mail_outbox')
        .selectAll()
        .where('payment_id', '=', payment.id)
        .execute();
      expect(queued).toEqual([
        expect.objectContaining({ kind: 'payment_receipt', sent_at: null, attempts: 1 }),
      ]);
      // Not due yet: the first retry waits 30 s.
      await t().app.mailOutbox.sendDue();
      expect(receiptsTo(t().database.dataDir, email)).toHaveLength(0);
      receiptsMail.down = false;
      clock.advance(31_000);
      expect(await fake().replay(bill)).toBe(200);
      const sent = await t().app.mailOutbox.sendDue();
      expect(sent.sent).toBeGreaterThanOrEqual(1);
      expect(receiptsTo(t().database.dataDir, email)).toHaveLength(1);
      expect((await paymentOf(bill)).receipt_sent_at).not.toBeNull();
      await t().app.mailOutbox.sendDue();
      expect(await fake().replay(bill)).toBe(200);
      expect(receiptsTo(t().database.dataDir, email)).toHaveLength(1);
      expect(
        await db()
          .selectFrom('mail_outbox')
          .select('id')
          .where('payment_id', '=', payment.id)
          .execute(),
      ).toHaveLength(1);
    });
  });
});
