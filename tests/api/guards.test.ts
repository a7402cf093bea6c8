import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@shared/schemas/auth';
import type { OwnerRsvpPage } from '@shared/schemas/rsvp';
import { malaysiaToday } from '@server/lib/clock';
import { auditLog } from '@server/modules/audit/audit-log';
import type { TestApp } from '../support/test-app';
import { createTestApp } from '../support/test-app';
import { testDialects } from '../support/test-database';
import { OWNER, createCard } from '../support/cards';
import { logIn } from '../support/auth';

// Every owner and staff call is authorised
// on the server. Anonymous → 401, another owner → 403, the owner → 200; staff pass staff routes
// and the owner routes that allow them (and that is audit-logged); owners never pass staff routes.

const STAFF = 'staf@jemput.test';
const OTHER_OWNER = 'orang.lain@example.com';
const OWNER_ONLY_PROBE = '/api/__probe/cards/:id/owner-only';

const LOGIN_REQUIRED = { error: { code: 'unauthorized', message: 'Sila log masuk dahulu.' } };
const NOT_OWNER = {
  error: { code: 'forbidden', message: 'Maaf. Anda tiada kebenaran untuk mengubah kad ini.' },
};
const STAFF_ONLY = { error: { code: 'forbidden', message: AUTH_MESSAGES.staffOnly } };

/** An owner route whose guard does not let staff through (most owner writes will be so). */
function registerProbe(app: FastifyInstance) {
  app.get(
    OWNER_ONLY_PROBE,
    app.requireCardOwner()({}, (_request, _reply, { card }) => ({ card: card.id })),
  );
}

describe.each(testDialects)('ownership and staff guards on %s', (dialect) => {
  let t: TestApp;
  let cardId: string;
  let owner: string;
  let other: string;
  let staff: string;
  beforeAll(async () => {
    t = await createTestApp(dialect, {
      env: { ADMIN_EMAILS: `${STAFF}, boss@jemput.test` },
      extend: registerProbe,
    });
    cardId = await createCard(t.database.handle.db);
    await t.app.inject({
      method: 'POST',
      url: `/api/cards/${cardId}/rsvps`,
      payload: {
        name: 'Encik Rahman',
        phoneNumber: '012-345 6789',
        guests: 2,
        attending: true,
        ucapan: 'Tahniah!',
      },
      remoteAddress: '192.0.2.50',
    });
    owner = await logIn(t, OWNER.email);
    other = await logIn(t, OTHER_OWNER);
    staff = await logIn(t, STAFF);
  });
  afterAll(() => t.close());
  const db = () => t.database.handle.db;

  const get = (url: string, cookie?: string) =>
    t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  const auditRows = (id: string) =>
    db().selectFrom('audit_log').selectAll().where('card_id', '=', id).execute();

  describe('GET /api/cards/:id/rsvps (owner, or staff)', () => {
    const url = () => `/api/cards/${cardId}/rsvps`;

    it('asks an anonymous visitor to log in (401)', async () => {
      const res = await get(url());
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(LOGIN_REQUIRED);
    });

    it('refuses another owner with the spec’s message (403)', async () => {
      const res = await get(url(), other);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual(NOT_OWNER);
      expect(res.body).not.toContain('012-345');
    });

    it('gives the owner the whole list, contacts included', async () => {
      const res = await get(url(), owner);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      const body = res.json<OwnerRsvpPage>();
      expect(body.rsvps).toEqual([
        {
          id: expect.any(String),
          name: 'Encik Rahman',
          phoneNumber: '012-345 6789',
          email: null,
          guests: 2,
          attending: true,
          checkedIn: false,
          ucapan: 'Tahniah!',
          wishHidden: false,
          created_at: expect.any(String),
          fromList: false,
          // Its answer for the card's one majlis.
          majlis: [
            {
              id: 'm1',
              attending: true,
              guests: 2,
              sessionId: null,
              checkedIn: false,
              checkedInAt: null,
            },
          ],
        },
      ]);
      // The owner's own access is not staff access: nothing in the audit log.
      expect(await auditRows(cardId)).toEqual([]);
    });

    it('knows the owner by the user who published the card, not by an e-mail on it', async () => {
      const id = await createCard(db());
      // The e-mail written on the card says nothing about who may open it.
      await db()
        .updateTable('cards')
        .set({ client_email: OTHER_OWNER })
        .where('id', '=', id)
        .execute();
      expect((await get(`/api/cards/${id}/rsvps`, owner)).statusCode).toBe(200);
      expect((await get(`/api/cards/${id}/rsvps`, other)).statusCode).toBe(403);
    });

    it('checks the session before the query or the body is even read', async () => {
      const bad = await get(`${url()}?limit=tiada&cursor=%00`);
      expect(bad.statusCode).toBe(401);
      expect(bad.json()).toEqual(LOGIN_REQUIRED);
      expect((await get(`${url()}?limit=tiada`, other)).statusCode).toBe(403);
      const publish = (payload: string, contentType = 'application/json') =>
        t.app.inject({
          method: 'POST',
          url: '/api/cards',
          headers: { 'content-type': contentType },
          payload,
        });
      for (const res of [
        await publish('{"draft":'),
        await publish('x'.repeat(2 * 1024 * 1024)),
        await publish('<xml/>', 'application/xml'),
      ]) {
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual(LOGIN_REQUIRED);
      }
      const staffOnly = await t.app.inject({
        method: 'GET',
        url: '/api/admin/counters?x=%00',
        headers: { cookie: owner },
      });
      expect(staffOnly.statusCode).toBe(403);
    });

    it('lets staff in, and writes who, what, which card and when to the audit log', async () => {
      const id = await createCard(db());
      const before = Date.now();
      const res = await get(`/api/cards/${id}/rsvps`, staff);
      expect(res.statusCode).toBe(200);
      const none = { parties: 0, guests: 0 };
      expect(res.json()).toEqual({
        rsvps: [],
        nextCursor: null,
        total: 0,
        maxRsvps: 5000,
        counts: { expected: none, 'checked-in': none, declined: none },
        scope: { majlis: null, session: null },
      });
      const rows = await auditRows(id);
      expect(rows).toEqual([
        {
          id: expect.any(String),
          actor_email: STAFF,
          action: 'GET /api/cards/:id/rsvps',
          card_id: id,
          detail: 'staff access to an owner route',
          created_at: expect.any(String),
        },
      ]);
      expect(Date.parse(rows[0]?.created_at ?? '')).toBeGreaterThanOrEqual(before - 1000);
    });

    it('answers 404 for an unknown card once logged in, 401 before', async () => {
      expect((await get('/api/cards/tiadakadini/rsvps', owner)).statusCode).toBe(404);
      expect((await get('/api/cards/tiadakadini/rsvps')).statusCode).toBe(401);
    });

    it('never lets anyone own the demo card (it has no owner e-mail)', async () => {
      expect((await get('/api/cards/demoplus/rsvps', owner)).statusCode).toBe(403);
    });
  });

  describe('an owner route that does not allow staff', () => {
    const url = () => OWNER_ONLY_PROBE.replace(':id', cardId);

    it('lets the owner in and hands the route the card', async () => {
      const res = await get(url(), owner);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ card: cardId });
    });

    it('refuses staff (403) and anonymous visitors (401)', async () => {
      const res = await get(url(), staff);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual(NOT_OWNER);
      expect((await get(url())).statusCode).toBe(401);
    });
  });

  describe('GET /api/admin/counters (staff only)', () => {
    it('asks an anonymous visitor to log in (401)', async () => {
      const res = await get('/api/admin/counters');
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(LOGIN_REQUIRED);
    });

    it('refuses an owner (403)', async () => {
      const res = await get('/api/admin/counters', owner);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual(STAFF_ONLY);
    });

    it('gives staff real counts: users, cards (not the demo), weddings today in Malaysia', async () => {
      const count = async (table: 'users' | 'cards') =>
        Number(
          (
            await db()
              .selectFrom(table)
              .select((eb) => eb.fn.countAll().as('n'))
              .executeTakeFirstOrThrow()
          ).n,
        );
      const first = await get('/api/admin/counters', staff);
      expect(first.statusCode).toBe(200);
      const before = first.json<{ users: number; cards: number; weddingsToday: number }>();
      expect(before.users).toBe(await count('users'));
      expect(before.cards).toBe((await count('cards')) - 1);

      await createCard(db(), { weddingDate: malaysiaToday(new Date()) });
      await createCard(db(), { weddingDate: '2031-01-01' });
      await logIn(t, 'pengantin.baru@example.com');
      const after = (await get('/api/admin/counters', staff)).json<typeof before>();
      // The console has more counters (tests/api/admin-cards.test.ts); these three stay exact.
      expect(after).toMatchObject({
        users: before.users + 1,
        cards: before.cards + 2,
        weddingsToday: before.weddingsToday + 1,
      });
    });

    it('lets every listed staff e-mail in', async () => {
      const boss = await logIn(t, 'Boss@Jemput.test');
      expect((await get('/api/admin/counters', boss)).statusCode).toBe(200);
    });
  });

  describe('the audit-log helper', () => {
    it('records a staff action with who, what, which card and when', async () => {
      const id = await createCard(db());
      const at = new Date('2026-03-01T02:00:00.000Z');
      await auditLog(db()).record(
        { actorEmail: STAFF, action: 'activate-rsvp', cardId: id, detail: 'rsvp: true' },
        at,
      );
      expect(await auditRows(id)).toEqual([
        {
          id: expect.any(String),
          actor_email: STAFF,
          action: 'activate-rsvp',
          card_id: id,
          detail: 'rsvp: true',
          created_at: at.toISOString(),
        },
      ]);
    });
  });
});
