import { malay } from '@shared/i18n/rule-words-in';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminCardDetail,
  AuditPage,
  BulkRsvpReply,
  CardActionReply,
  CardSearchReply,
  Counters,
  PaymentsPage,
  TrialExtensionReply,
} from '@shared/schemas/admin';
import { ADMIN_MESSAGES } from '@shared/schemas/admin';
import type { OwnerCard } from '@shared/schemas/owner-card';
import type { PublicCard } from '@shared/schemas/card';
import { paymentsRepository } from '@server/modules/payments/payments.repository';
import type { TestApp } from '../support/test-app';
import { createTestApp, testClock } from '../support/test-app';
import { testDialects } from '../support/test-database';
import { createCard } from '../support/cards';
import { logIn } from '../support/auth';

// The staff console's card tools (the admin pages, their calls and the bulk RSVP
// messages): every call refuses visitors (401) and owners
// (403) whatever the body, staff get the work done, and every staff write leaves an audit row.

const STAFF = 'staf.kad@jemput.test';
const OWNER_EMAIL = 'pemilik.konsol@example.com';

type Method = 'GET' | 'POST' | 'PUT';

describe.each(testDialects)('the staff card tools on %s', (dialect) => {
  let t: TestApp;
  let staff: string;
  let owner: string;
  // The app's time: audit entries a second apart list in a known order without a real wait.
  const clock = testClock();
  beforeAll(async () => {
    t = await createTestApp(dialect, { env: { ADMIN_EMAILS: STAFF }, clock });
    staff = await logIn(t, STAFF);
    owner = await logIn(t, OWNER_EMAIL);
  });
  afterAll(() => t.close());
  const db = () => t.database.handle.db;

  const call = (method: Method, url: string, cookie?: string, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: cookie ? { cookie } : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  const auditRows = (cardId: string, action?: string) => {
    let q = db().selectFrom('audit_log').selectAll().where('card_id', '=', cardId);
    if (action) q = q.where('action', '=', action);
    return q.execute();
  };

  const ownCard = (options: Parameters<typeof createCard>[1] = {}) =>
    createCard(db(), { ownerEmail: OWNER_EMAIL, ...options });

  describe('guards', () => {
    const calls: [Method, string, unknown][] = [
      ['POST', '/api/admin/cards/abcd1234/actions/music', undefined],
      ['POST', '/api/admin/cards/abcd1234/actions/hide-gift', undefined],
      ['POST', '/api/admin/cards/abcd1234/actions/salam-kaut', undefined],
      ['POST', '/api/admin/cards/abcd1234/actions/rsvp', undefined],
      ['POST', '/api/admin/rsvp-bulk', { ids: 'abcd1234' }],
      ['GET', '/api/admin/counters', undefined],
      ['GET', '/api/admin/cards?q=ali', undefined],
      ['GET', '/api/admin/cards/abcd1234', undefined],
      ['PUT', '/api/admin/cards/abcd1234/features', { rsvp: true }],
      ['POST', '/api/admin/cards/abcd1234/trial-extension', { hours: 2, reason: 'x' }],
      ['GET', '/api/admin/payments', undefined],
      ['GET', '/api/admin/audit', undefined],
    ];
    it.each(calls)(
      '%s %s: 401 for visitors, 403 for owners, whatever the body',
      async (m, url, body) => {
        for (const payload of [body, { junk: ['<script>'] }]) {
          const anon = await call(m, url, undefined, m === 'GET' ? undefined : payload);
          expect(anon.statusCode, anon.body).toBe(401);
          const own = await call(m, url, owner, m === 'GET' ? undefined : payload);
          expect(own.statusCode, own.body).toBe(403);
          expect(own.json<{ error: { message: string } }>().error.message).toBe(
            'Maaf. Halaman ini hanya untuk kakitangan Jemput.',
          );
        }
      },
    );
  });

  describe('the spec pages: POST /api/admin/cards/:id/actions/:action', () => {
    it.each([
      ['music', '/music/', { music: 1, music_activation: 1 }],
      ['hide-gift', '/kad/', { gift: 0, gift_button: 0 }],
      ['salam-kaut', '/salamkaut/', { salamkaut_activation: 1 }],
      ['rsvp', '/rsvp/', { rsvp: 1 }],
    ] as const)(
      '%s switches the card and answers the message with the link',
      async (action, path, cols) => {
        const id = await ownCard({
          features: {
            rsvp: false,
            music: false,
            music_activation: false,
            gift: true,
            gift_button: true,
            salamkaut_activation: false,
          },
        });
        // Staff paste ids with spaces and capitals; the id still names the card.
        const res = await call(
          'POST',
          `/api/admin/cards/${id.toUpperCase()}/actions/${action}`,
          staff,
        );
        expect(res.statusCode, res.body).toBe(200);
        const body = res.json<CardActionReply>();
        const link = `${t.config.publicUrl}${path}${id}`;
        expect(body.link).toBe(link);
        expect(body.message).toContain('Terima kasih');
        expect(body.message).toContain(link);
        const row = await db()
          .selectFrom('cards')
          .selectAll()
          .where('id', '=', id)
          .executeTakeFirstOrThrow();
        for (const [key, value] of Object.entries(cols)) {
          expect(row[key as keyof typeof row], key).toBe(value);
        }
        const audit = await auditRows(id, `card-action:${action}`);
        expect(audit).toHaveLength(1);
        expect(audit[0]?.actor_email).toBe(STAFF);
      },
    );

    it('answers 404 in Malay for an unknown or malformed card id', async () => {
      for (const id of ['zzzz0000zzzz', 'BAD%20ID!', 'abcd%00', '%00', 'a'.repeat(70)]) {
        const res = await call('POST', `/api/admin/cards/${id}/actions/music`, staff);
        expect(res.statusCode, res.body).toBe(404);
        expect(res.json<{ error: { message: string } }>().error.message).toBe(
          malay(ADMIN_MESSAGES.cardNotFound),
        );
      }
    });

    it('refuses an unknown action (400)', async () => {
      const id = await ownCard();
      const res = await call('POST', `/api/admin/cards/${id}/actions/terbang`, staff);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json<{ error: { field?: string } }>().error.field).toBe('action');
    });

    it('lets the owner use music afterwards (the owner page shows it on)', async () => {
      const id = await ownCard({ features: { music: false, music_activation: false } });
      await call('POST', `/api/admin/cards/${id}/actions/music`, staff);
      const res = await call('GET', `/api/cards/${id}/edit`, owner);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<OwnerCard>().features.music).toBe(true);
    });
  });

  describe('Update RSVP: POST /api/admin/rsvp-bulk', () => {
    it('switches RSVP on for every listed card, once each, and audits each', async () => {
      const a = await ownCard({ features: { rsvp: false } });
      const b = await ownCard({ features: { rsvp: false } });
      const res = await call('POST', '/api/admin/rsvp-bulk', staff, {
        ids: `  ${a}  \n\n${b}\r\n${a}\n   \n`,
      });
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json<BulkRsvpReply>();
      expect(body).toEqual({
        ok: true,
        message: 'RSVPs updated successfully',
        updated: [a, b],
        failed: [],
      });
      for (const id of [a, b]) {
        const row = await db()
          .selectFrom('cards')
          .select('rsvp')
          .where('id', '=', id)
          .executeTakeFirstOrThrow();
        expect(row.rsvp).toBe(1);
        expect(await auditRows(id, 'rsvp-bulk')).toHaveLength(1);
      }
    });

    it('names the ids that failed and changes nothing', async () => {
      const a = await ownCard({ features: { rsvp: false } });
      const res = await call('POST', '/api/admin/rsvp-bulk', staff, {
        ids: `${a}\nzzzz0000zzzz\nbukan id!`,
      });
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json<BulkRsvpReply>();
      expect(body.ok).toBe(false);
      expect(body.message).toBe('Failed to update RSVPs');
      expect(body.failed.map((f) => f.id)).toEqual(['zzzz0000zzzz', 'bukan id!']);
      const row = await db()
        .selectFrom('cards')
        .select('rsvp')
        .where('id', '=', a)
        .executeTakeFirstOrThrow();
      expect(row.rsvp).toBe(0);
      expect(await auditRows(a)).toHaveLength(0);
    });

    it.each([
      [{ ids: ' \n \n' }, malay(ADMIN_MESSAGES.bulkEmpty)],
      [
        { ids: Array.from({ length: 501 }, (_, n) => `kad${n}x`).join('\n') },
        malay(ADMIN_MESSAGES.bulkTooMany),
      ],
      [{ ids: 5 }, malay(ADMIN_MESSAGES.bulkEmpty)],
      [{}, malay(ADMIN_MESSAGES.bulkEmpty)],
    ])('refuses %j with a Malay message on ids', async (body, message) => {
      const res = await call('POST', '/api/admin/rsvp-bulk', staff, body);
      expect(res.statusCode, res.body).toBe(400);
      const { error } = res.json<{ error: { message: string; field?: string } }>();
      expect(error.message).toBe(message);
      expect(error.field).toBe('ids');
    });
  });

  describe('counters', () => {
    it('counts active cards, cards made today and this month’s paid payments', async () => {
      const before = (await call('GET', '/api/admin/counters', staff)).json<Counters>();
      const id = await ownCard({ status: 'active' });
      await ownCard({ status: 'unverified' });
      const payments = paymentsRepository(db());
      const now = t.app.clock.now();
      await payments.insert(
        { cardId: id, provider: 'sandbox', amountSen: 4900, status: 'paid' },
        now,
      );
      await payments.insert(
        { cardId: id, provider: 'sandbox', amountSen: 4900, status: 'failed' },
        now,
      );
      // Money for a card already sold is owed back: not a sale, not revenue.
      const extra = await payments.insert(
        { cardId: id, provider: 'sandbox', amountSen: 4900, status: 'cancelled' },
        now,
      );
      await payments.markPaid(extra, {}, now, { refund: true });
      const res = await call('GET', '/api/admin/counters', staff);
      expect(res.statusCode, res.body).toBe(200);
      const after = res.json<Counters>();
      expect(after.cards - before.cards).toBe(2);
      expect(after.activeCards - before.activeCards).toBe(1);
      expect(after.cardsCreatedToday - before.cardsCreatedToday).toBe(2);
      expect(after.paymentsThisMonth - before.paymentsThisMonth).toBe(1);
      expect(after.revenueThisMonthSen - before.revenueThisMonthSen).toBe(4900);
      expect(after.users).toBeGreaterThan(0);
    });
  });

  describe('find a card: GET /api/admin/cards?q=', () => {
    it('finds by id, owner e-mail (exact or prefix) and names (any case)', async () => {
      const email = 'cari.kad.unik@example.com';
      const id = await createCard(db(), { ownerEmail: email });
      await db()
        .updateTable('cards')
        .set({ groom_name: 'Zulkarnain Unik', bride_name: 'Nur_Aisyah 100%' })
        .where('id', '=', id)
        .execute();
      for (const q of [id, email, 'CARI.KAD.UNIK', 'karnain uni', 'aisyah 100%']) {
        const res = await call('GET', `/api/admin/cards?q=${encodeURIComponent(q)}`, staff);
        expect(res.statusCode, res.body).toBe(200);
        const ids = res.json<CardSearchReply>().cards.map((c) => c.id);
        expect(ids, q).toContain(id);
      }
      // Wildcards are literal: '%' alone finds no name with no '%'.
      const res = await call(
        'GET',
        `/api/admin/cards?q=${encodeURIComponent('_ulkarnain')}`,
        staff,
      );
      expect(res.json<CardSearchReply>().cards.map((c) => c.id)).not.toContain(id);
      const found = (
        await call('GET', `/api/admin/cards?q=${encodeURIComponent(email)}`, staff)
      ).json<CardSearchReply>().cards[0];
      expect(found?.ownerEmail).toBe(email);
    });

    it('refuses an empty query in Malay', async () => {
      const res = await call('GET', '/api/admin/cards?q=%20%20', staff);
      expect(res.statusCode, res.body).toBe(400);
      const { error } = res.json<{ error: { message: string; field?: string } }>();
      expect(error.message).toBe(malay(ADMIN_MESSAGES.searchEmpty));
      expect(error.field).toBe('q');
    });
  });

  describe('a card: detail, features, trial extension', () => {
    it('shows status, owner, payments, features and the audit trail newest first', async () => {
      const id = await ownCard({ status: 'unverified' });
      await paymentsRepository(db()).insert(
        { cardId: id, provider: 'sandbox', amountSen: 4900, status: 'pending' },
        t.app.clock.now(),
      );
      await call('POST', `/api/admin/cards/${id}/actions/rsvp`, staff);
      clock.advance(1_000);
      await call('PUT', `/api/admin/cards/${id}/features`, staff, { music: false, gift: false });
      const res = await call('GET', `/api/admin/cards/${id}`, staff);
      expect(res.statusCode, res.body).toBe(200);
      const card = res.json<AdminCardDetail>();
      expect(card.state).toBe('trial');
      expect(card.ownerEmail).toBe(OWNER_EMAIL);
      expect(card.groomName).toBe('Ali');
      expect(card.payments).toHaveLength(1);
      expect(card.features.music).toBe(false);
      expect(card.audit.map((a) => a.action)).toEqual(['features', 'card-action:rsvp']);
      expect(Date.parse(card.trialEndsAt) - Date.parse(card.createdAt)).toBe(60 * 60 * 1000);
    });

    it('answers 404 for an unknown card on every card call', async () => {
      for (const [m, url, body] of [
        ['GET', '/api/admin/cards/zzzz0000zzzz', undefined],
        ['PUT', '/api/admin/cards/zzzz0000zzzz/features', { rsvp: true }],
        ['POST', '/api/admin/cards/zzzz0000zzzz/trial-extension', { hours: 1, reason: 'ujian' }],
      ] as const) {
        const res = await call(m, url, staff, body);
        expect(res.statusCode, res.body).toBe(404);
        expect(res.json<{ error: { message: string } }>().error.message).toBe(
          malay(ADMIN_MESSAGES.cardNotFound),
        );
      }
    });

    it.each(['%00', 'abcd1234%00', '%E2%80%AEabcd1234', 'abcd%201234', '..%2f', 'a'.repeat(90)])(
      'answers the malformed card id %s like an unknown one (404) on every card call',
      async (id) => {
        for (const [m, url, body] of [
          ['GET', `/api/admin/cards/${id}`, undefined],
          ['PUT', `/api/admin/cards/${id}/features`, { rsvp: true }],
          ['POST', `/api/admin/cards/${id}/trial-extension`, { hours: 1, reason: 'ujian' }],
        ] as const) {
          const res = await call(m, url, staff, body);
          expect(res.statusCode, `${m} ${url}: ${res.body}`).toBe(404);
          expect(res.json()).toEqual({
            error: { code: 'not_found', message: malay(ADMIN_MESSAGES.cardNotFound) },
          });
        }
      },
    );

    it('still takes a card id pasted with capitals and spaces', async () => {
      const id = await ownCard();
      const res = await call('GET', `/api/admin/cards/%20${id.toUpperCase()}%20`, staff);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<AdminCardDetail>().id).toBe(id);
    });

    it('switches features and audits what changed', async () => {
      const id = await ownCard({ features: { rsvp: true, email_input: false } });
      const res = await call('PUT', `/api/admin/cards/${id}/features`, staff, {
        rsvp: false,
        email_input: true,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<{ features: { rsvp: boolean } }>().features.rsvp).toBe(false);
      const audit = await auditRows(id, 'features');
      expect(audit).toHaveLength(1);
      expect(audit[0]?.detail).toContain('rsvp: true → false');
      expect(audit[0]?.detail).toContain('email_input: false → true');
    });

    it.each([
      [{}, undefined],
      [{ rsvp: 'ya' }, 'rsvp'],
      [{ terbang: true }, undefined],
    ])('refuses features %j (400 in Malay)', async (body, field) => {
      const id = await ownCard();
      const res = await call('PUT', `/api/admin/cards/${id}/features`, staff, body);
      expect(res.statusCode, res.body).toBe(400);
      const { error } = res.json<{ error: { message: string; field?: string } }>();
      expect(error.message).not.toMatch(/expected|invalid/i);
      if (field) expect(error.field).toBe(field);
    });

    it('extends an expired trial: the public card, owner card and checkout follow', async () => {
      const id = await ownCard({ status: 'unverified', ageMinutes: 120 });
      expect((await call('GET', `/api/cards/${id}`)).json<PublicCard>().state).toBe('expired');
      const res = await call('POST', `/api/admin/cards/${id}/trial-extension`, staff, {
        hours: 24,
        reason: '  Pelanggan minta masa untuk bayar  ',
      });
      expect(res.statusCode, res.body).toBe(200);
      const reply = res.json<TrialExtensionReply>();
      expect(reply.state).toBe('trial');
      const left = Date.parse(reply.trialEndsAt) - t.app.clock.now().getTime();
      expect(left).toBeGreaterThan(23.9 * 3600_000);
      expect(left).toBeLessThanOrEqual(24 * 3600_000);
      expect((await call('GET', `/api/cards/${id}`)).json<PublicCard>().state).toBe('live');
      const ownerView = await call('GET', `/api/cards/${id}/edit`, owner);
      expect(ownerView.statusCode, ownerView.body).toBe(200);
      const card = ownerView.json<OwnerCard>();
      expect(card.state).toBe('trial');
      expect(card.trialEndsAt).toBe(reply.trialEndsAt);
      const pays = await call('GET', `/api/cards/${id}/payments`, owner);
      expect(pays.statusCode, pays.body).toBe(200);
      expect(pays.json<{ state: string }>().state).toBe('trial');
      const audit = await auditRows(id, 'trial-extension');
      expect(audit).toHaveLength(1);
      expect(audit[0]?.detail).toContain('+24 jam');
      expect(audit[0]?.detail).toContain('Pelanggan minta masa untuk bayar');
      // A second extension adds to the new end.
      const again = await call('POST', `/api/admin/cards/${id}/trial-extension`, staff, {
        hours: 1,
        reason: 'lagi',
      });
      expect(Date.parse(again.json<TrialExtensionReply>().trialEndsAt)).toBe(
        Date.parse(reply.trialEndsAt) + 3600_000,
      );
    });

    it('refuses to extend an active card (409)', async () => {
      const id = await ownCard({ status: 'active' });
      const res = await call('POST', `/api/admin/cards/${id}/trial-extension`, staff, {
        hours: 2,
        reason: 'ujian',
      });
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json<{ error: { message: string } }>().error.message).toBe(
        malay(ADMIN_MESSAGES.alreadyActive),
      );
    });

    it.each([
      [{ hours: 0, reason: 'x' }, 'hours', malay(ADMIN_MESSAGES.badHours)],
      [{ hours: 721, reason: 'x' }, 'hours', malay(ADMIN_MESSAGES.badHours)],
      [{ hours: 1.5, reason: 'x' }, 'hours', malay(ADMIN_MESSAGES.badHours)],
      [{ hours: '2', reason: 'x' }, 'hours', malay(ADMIN_MESSAGES.badHours)],
      [{ hours: 2, reason: '   ' }, 'reason', malay(ADMIN_MESSAGES.reasonRequired)],
      [{ hours: 2 }, 'reason', malay(ADMIN_MESSAGES.reasonRequired)],
      [{ hours: 2, reason: 'x'.repeat(501) }, 'reason', malay(ADMIN_MESSAGES.reasonTooLong)],
      // The shared text rule: what goes into the audit log is text a person can read.
      [{ hours: 2, reason: 'Bayar\u0000esok' }, 'reason', malay(ADMIN_MESSAGES.reasonCharacters)],
      [
        { hours: 2, reason: 'Bayar \u202Ekosose' },
        'reason',
        malay(ADMIN_MESSAGES.reasonCharacters),
      ],
      [{ hours: 2, reason: '\u2067Bayar' }, 'reason', malay(ADMIN_MESSAGES.reasonCharacters)],
      [{ hours: 2, reason: 'Bayar\u001b[31m' }, 'reason', malay(ADMIN_MESSAGES.reasonCharacters)],
      [{ hours: 2, reason: '\u200B\u200D\u3164' }, 'reason', malay(ADMIN_MESSAGES.reasonRequired)],
    ])('refuses %j (400, field and Malay message)', async (body, field, message) => {
      const id = await ownCard({ status: 'unverified' });
      const res = await call('POST', `/api/admin/cards/${id}/trial-extension`, staff, body);
      expect(res.statusCode, res.body).toBe(400);
      const { error } = res.json<{ error: { message: string; field?: string } }>();
      expect(error.field).toBe(field);
      expect(error.message).toBe(message);
      expect(await auditRows(id)).toHaveLength(0);
    });
  });

  describe('payments and audit lists', () => {
    it('lists payments newest first with filters and pages', async () => {
      const id = await ownCard();
      const payments = paymentsRepository(db());
      await payments.insert(
        { cardId: id, provider: 'sandbox', amountSen: 100, status: 'paid' },
        new Date('2026-03-31T16:30:00Z'), // 1 April in Kuala Lumpur
      );
      await payments.insert(
        { cardId: id, provider: 'billplz', amountSen: 200, status: 'failed' },
        new Date('2026-03-15T00:00:00Z'),
      );
      const all = (
        await call('GET', `/api/admin/payments?cardId=${id}`, staff)
      ).json<PaymentsPage>();
      expect(all.payments.map((p) => p.amountSen)).toEqual([100, 200]);
      expect(all.total).toBe(2);
      const april = await call('GET', `/api/admin/payments?cardId=${id}&month=2026-04`, staff);
      expect(april.json<PaymentsPage>().payments.map((p) => p.amountSen)).toEqual([100]);
      const failed = await call('GET', `/api/admin/payments?cardId=${id}&status=failed`, staff);
      expect(failed.json<PaymentsPage>().payments.map((p) => p.provider)).toEqual(['billplz']);
      const byProvider = await call(
        'GET',
        `/api/admin/payments?cardId=${id}&provider=sandbox`,
        staff,
      );
      expect(byProvider.json<PaymentsPage>().total).toBe(1);
      const page2 = await call('GET', `/api/admin/payments?cardId=${id}&page=2`, staff);
      expect(page2.json<PaymentsPage>().payments).toEqual([]);
    });

    it.each([
      ['/api/admin/payments?month=2026-13', 'month', malay(ADMIN_MESSAGES.badMonth)],
      ['/api/admin/payments?status=hilang', 'status', undefined],
      ['/api/admin/payments?page=0', 'page', malay(ADMIN_MESSAGES.badPage)],
      ['/api/admin/audit?page=abc', 'page', malay(ADMIN_MESSAGES.badPage)],
    ])('refuses %s (400 in Malay)', async (url, field, message) => {
      const res = await call('GET', url, staff);
      expect(res.statusCode, res.body).toBe(400);
      const { error } = res.json<{ error: { message: string; field?: string } }>();
      expect(error.field).toBe(field);
      if (message) expect(error.message).toBe(message);
    });

    it('lists the audit log newest first, by card and by staff', async () => {
      const id = await ownCard();
      await call('POST', `/api/admin/cards/${id}/actions/rsvp`, staff);
      clock.advance(1_000);
      await call('POST', `/api/admin/cards/${id}/actions/music`, staff);
      const res = await call('GET', `/api/admin/audit?cardId=${id}`, staff);
      expect(res.statusCode, res.body).toBe(200);
      const page = res.json<AuditPage>();
      expect(page.entries.map((e) => e.action)).toEqual(['card-action:music', 'card-action:rsvp']);
      const byStaff = await call('GET', `/api/admin/audit?actor=${STAFF.toUpperCase()}`, staff);
      expect(byStaff.json<AuditPage>().entries.every((e) => e.actorEmail === STAFF)).toBe(true);
      expect(byStaff.json<AuditPage>().total).toBeGreaterThanOrEqual(2);
      const nobody = await call('GET', '/api/admin/audit?actor=tiada@example.com', staff);
      expect(nobody.json<AuditPage>().total).toBe(0);
    });
  });
});
