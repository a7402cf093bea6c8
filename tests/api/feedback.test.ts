import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { malay } from '@shared/i18n/rule-words-in';
import type { Kysely } from 'kysely';
import type { Database } from '@server/db/schema';
import type {
  FeedbackList,
  FeedbackVisibilityReply,
  OwnFeedbackReply,
  SaveFeedbackReply,
  StaffFeedbackList,
} from '@shared/schemas/feedback';
import {
  FEEDBACK_MESSAGES,
  FEEDBACK_RATE_LIMIT,
  MAX_FEEDBACK_NAME_LENGTH,
} from '@shared/schemas/feedback';
import type { ApiError } from '@shared/schemas/api-error';
import type { TestApp } from '../support/test-app';
import { createTestApp } from '../support/test-app';
import { testDialects } from '../support/test-database';
import { newOwnersCard } from '../support/cards';
import { logIn } from '../support/auth';

// The public summary (each
// star's share of counted entries; blank names and hidden entries not counted), the filter and
// pages; the owner's one entry per active card; staff moderation with its audit rows.

const STAFF = 'staf.maklum@jemput.test';

let rowCounter = 0;
/** A feedback row as older data (or another owner) left it, `minutesAgo` minutes old. */
async function insertRow(
  db: Kysely<Database>,
  row: { name: string; rating: number; comment?: string; hidden?: boolean; minutesAgo?: number },
): Promise<string> {
  rowCounter += 1;
  const id = `fb-test-${rowCounter}`;
  await db
    .insertInto('feedback')
    .values({
      id,
      name: row.name,
      comment: row.comment ?? '',
      rating: row.rating,
      created_at: new Date(Date.now() - (row.minutesAgo ?? rowCounter) * 60_000).toISOString(),
      card_id: null,
      user_id: null,
      hidden: row.hidden ? 1 : 0,
      updated_at: null,
    })
    .execute();
  return id;
}

describe.each(testDialects)('feedback on %s', (dialect) => {
  describe('GET /api/feedback (public)', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(dialect);
      const db = t.database.handle.db;
      // Counted: 5★ ×3, 4★ ×1, 2★ ×1, 1★ ×1 (6 entries, average 22 / 6 = 3.67).
      await insertRow(db, { name: 'Aina', rating: 5, comment: 'Cantik!', minutesAgo: 1 });
      await insertRow(db, { name: 'Badrul', rating: 5, minutesAgo: 2 });
      await insertRow(db, { name: 'Chong', rating: 4, minutesAgo: 3 });
      await insertRow(db, { name: 'Devi', rating: 2, minutesAgo: 4 });
      await insertRow(db, { name: 'Ehsan', rating: 1, minutesAgo: 5 });
      await insertRow(db, { name: 'Farah', rating: 5, minutesAgo: 6 });
      // Not counted: blank names, a hidden entry.
      await insertRow(db, { name: '', rating: 1, minutesAgo: 7 });
      await insertRow(db, { name: '   ', rating: 3, minutesAgo: 8 });
      await insertRow(db, { name: 'Tersembunyi', rating: 3, hidden: true, minutesAgo: 9 });
    });
    afterAll(() => t.close());

    const list = async (query = '') => {
      const res = await t.app.inject({ method: 'GET', url: `/api/feedback${query}` });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<FeedbackList>();
    };

    it('sums up counted entries only: each star’s share, the average and the count', async () => {
      const { summary } = await list();
      expect(summary.count).toBe(6);
      expect(summary.average).toBe(3.67);
      expect(summary.stars).toEqual([
        { rating: 5, count: 3, share: 0.5 },
        { rating: 4, count: 1, share: 1 / 6 },
        { rating: 3, count: 0, share: 0 },
        { rating: 2, count: 1, share: 1 / 6 },
        { rating: 1, count: 1, share: 1 / 6 },
      ]);
      const shares = summary.stars.reduce((sum, star) => sum + star.share, 0);
      expect(shares).toBeCloseTo(1, 10);
    });

    it('lists counted entries newest first, never a blank name or a hidden entry', async () => {
      const { entries, total } = await list();
      expect(total).toBe(6);
      expect(entries.map((e) => e.name)).toEqual([
        'Aina',
        'Badrul',
        'Chong',
        'Devi',
        'Ehsan',
        'Farah',
      ]);
      expect(entries[0]).toEqual({
        id: expect.any(String),
        name: 'Aina',
        comment: 'Cantik!',
        rating: 5,
        createdAt: expect.any(String),
      });
      // Nothing about the card or its owner.
      expect(Object.keys(entries[0] ?? {}).sort()).toEqual([
        'comment',
        'createdAt',
        'id',
        'name',
        'rating',
      ]);
    });

    it('filters by rating, keeping the summary of all', async () => {
      const five = await list('?rating=5');
      expect(five.entries.map((e) => e.name)).toEqual(['Aina', 'Badrul', 'Farah']);
      expect(five.total).toBe(3);
      expect(five.summary.count).toBe(6);
      const three = await list('?rating=3');
      expect(three.entries).toEqual([]);
      expect(three.total).toBe(0);
    });

    it('pages the list', async () => {
      const first = await list('?pageSize=4');
      const second = await list('?pageSize=4&page=2');
      expect(first.entries.map((e) => e.name)).toEqual(['Aina', 'Badrul', 'Chong', 'Devi']);
      expect(second.entries.map((e) => e.name)).toEqual(['Ehsan', 'Farah']);
      expect(second).toMatchObject({ page: 2, pageSize: 4, total: 6 });
    });

    it.each(['?rating=0', '?rating=6', '?rating=lima', '?page=0', '?pageSize=500'])(
      'refuses %s with 400',
      async (query) => {
        const res = await t.app.inject({ method: 'GET', url: `/api/feedback${query}` });
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json<ApiError>().error.code).toBe('bad_request');
      },
    );

    it('shares stay true past 1,000 entries (no "count out of 1000")', async () => {
      const extra = await createTestApp(dialect);
      try {
        const rows = Array.from({ length: 1500 }, (_, i) => ({
          id: `bulk-${i}`,
          name: `Pelanggan ${i}`,
          comment: '',
          rating: i < 1200 ? 5 : 4,
          created_at: new Date(Date.now() - i * 1000).toISOString(),
          card_id: null,
          user_id: null,
          updated_at: null,
        }));
        const db = extra.database.handle.db;
        for (let i = 0; i < rows.length; i += 300) {
          await db
            .insertInto('feedback')
            .values(rows.slice(i, i + 300))
            .execute();
        }
        const res = await extra.app.inject({ method: 'GET', url: '/api/feedback' });
        const { summary } = res.json<FeedbackList>();
        expect(summary.count).toBe(1500);
        expect(summary.stars[0]).toEqual({ rating: 5, count: 1200, share: 0.8 });
        expect(summary.stars[1]).toEqual({ rating: 4, count: 300, share: 0.2 });
        expect(summary.average).toBe(4.8);
      } finally {
        await extra.close();
      }
    });
  });

  describe('the owner’s feedback and staff moderation', () => {
    let t: TestApp;
    let staff: string;
    beforeAll(async () => {
      t = await createTestApp(dialect, { env: { ADMIN_EMAILS: STAFF } });
      staff = await logIn(t, STAFF);
    });
    afterAll(() => t.close());
    const db = () => t.database.handle.db;

    const ownersCard = (status: 'active' | 'unverified' = 'active', ageMinutes = 0) =>
      newOwnersCard(t, { status, ageMinutes });

    const call = (method: 'GET' | 'PUT', url: string, cookie?: string, payload?: unknown) =>
      t.app.inject({
        method,
        url,
        headers: cookie ? { cookie } : {},
        ...(payload === undefined ? {} : { payload: payload as object }),
      });
    const save = (id: string, cookie: string | undefined, body: unknown) =>
      call('PUT', `/api/cards/${id}/owner-feedback`, cookie, body);
    const GOOD = { name: 'Siti & Ali', rating: 5, comment: 'Mudah dan cantik.\nTerima kasih!' };

    it('leaves one entry per card (201), shows it back, and edits it (200)', async () => {
      const { id, cookie } = await ownersCard();
      const before = await call('GET', `/api/cards/${id}/owner-feedback`, cookie);
      expect(before.statusCode, before.body).toBe(200);
      expect(before.json<OwnFeedbackReply>()).toEqual({ canLeave: true, feedback: null });

      const first = await save(id, cookie, GOOD);
      expect(first.statusCode, first.body).toBe(201);
      const created = first.json<SaveFeedbackReply>();
      expect(created.message).toBe(malay(FEEDBACK_MESSAGES.saved));
      expect(created.feedback).toMatchObject({ ...GOOD, hidden: false, updatedAt: null });

      const edit = await save(id, cookie, { name: '  Siti  ', rating: 4 });
      expect(edit.statusCode, edit.body).toBe(200);
      const edited = edit.json<SaveFeedbackReply>();
      expect(edited.message).toBe(malay(FEEDBACK_MESSAGES.updated));
      expect(edited.feedback).toMatchObject({
        id: created.feedback.id,
        name: 'Siti',
        rating: 4,
        comment: '',
        createdAt: created.feedback.createdAt,
      });
      expect(edited.feedback.updatedAt).not.toBeNull();

      const after = (
        await call('GET', `/api/cards/${id}/owner-feedback`, cookie)
      ).json<OwnFeedbackReply>();
      expect(after.feedback).toEqual(edited.feedback);
      const rows = await db()
        .selectFrom('feedback')
        .selectAll()
        .where('card_id', '=', id)
        .execute();
      expect(rows).toHaveLength(1);

      const publicList = (await call('GET', '/api/feedback?rating=4')).json<FeedbackList>();
      expect(publicList.entries.map((e) => e.id)).toContain(created.feedback.id);
    });

    it('two quick saves still make one entry', async () => {
      const { id, cookie } = await ownersCard();
      const replies = await Promise.all([save(id, cookie, GOOD), save(id, cookie, GOOD)]);
      for (const reply of replies) expect([200, 201]).toContain(reply.statusCode);
      const rows = await db()
        .selectFrom('feedback')
        .selectAll()
        .where('card_id', '=', id)
        .execute();
      expect(rows).toHaveLength(1);
    });

    it.each([
      ['in its trial', 0],
      ['expired', 120],
    ])('refuses a card %s with 409 in Malay', async (_label, ageMinutes) => {
      const { id, cookie } = await ownersCard('unverified', ageMinutes);
      const read = (
        await call('GET', `/api/cards/${id}/owner-feedback`, cookie)
      ).json<OwnFeedbackReply>();
      expect(read).toEqual({ canLeave: false, feedback: null });
      const res = await save(id, cookie, GOOD);
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json<ApiError>().error).toMatchObject({
        code: 'conflict',
        message: malay(FEEDBACK_MESSAGES.notActive),
      });
    });

    it('refuses another owner (403), staff on an owner’s card (403) and anonymous (401)', async () => {
      const { id } = await ownersCard();
      const other = await ownersCard();
      for (const cookie of [other.cookie, staff]) {
        expect((await save(id, cookie, GOOD)).statusCode).toBe(403);
        expect((await call('GET', `/api/cards/${id}/owner-feedback`, cookie)).statusCode).toBe(403);
      }
      const anonymous = await save(id, undefined, GOOD);
      expect(anonymous.statusCode).toBe(401);
      expect((await call('GET', `/api/cards/${id}/owner-feedback`)).statusCode).toBe(401);
    });

    it.each([
      ['rating 0', { ...GOOD, rating: 0 }, 'rating', malay(FEEDBACK_MESSAGES.rating)],
      ['rating 6', { ...GOOD, rating: 6 }, 'rating', malay(FEEDBACK_MESSAGES.rating)],
      ['rating "5"', { ...GOOD, rating: '5' }, 'rating', malay(FEEDBACK_MESSAGES.rating)],
      ['rating 4.5', { ...GOOD, rating: 4.5 }, 'rating', malay(FEEDBACK_MESSAGES.rating)],
      ['no rating', { name: 'Siti', comment: '' }, 'rating', malay(FEEDBACK_MESSAGES.rating)],
      ['no name', { rating: 5 }, 'name', malay(FEEDBACK_MESSAGES.name)],
      ['a blank name', { ...GOOD, name: ' \u200b ' }, 'name', malay(FEEDBACK_MESSAGES.name)],
      [
        'a name too long',
        { ...GOOD, name: 'a'.repeat(MAX_FEEDBACK_NAME_LENGTH + 1) },
        'name',
        malay(FEEDBACK_MESSAGES.nameTooLong),
      ],
      [
        'a control character in the name',
        { ...GOOD, name: 'Siti\u0007' },
        'name',
        malay(FEEDBACK_MESSAGES.nameCharacters),
      ],
      [
        'a control character in the comment',
        { ...GOOD, comment: 'Bagus\u0000' },
        'comment',
        malay(FEEDBACK_MESSAGES.commentCharacters),
      ],
      [
        'a comment too long',
        { ...GOOD, comment: 'x'.repeat(1001) },
        'comment',
        malay(FEEDBACK_MESSAGES.commentTooLong),
      ],
    ])(
      'refuses %s with 400, its field and a Malay message',
      async (_label, body, field, message) => {
        const { id, cookie } = await ownersCard();
        const res = await save(id, cookie, body);
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json<ApiError>().error).toMatchObject({ code: 'bad_request', field, message });
        const rows = await db()
          .selectFrom('feedback')
          .selectAll()
          .where('card_id', '=', id)
          .execute();
        expect(rows).toHaveLength(0);
      },
    );

    it('limits saves per owner (429 in Malay, with the wait)', async () => {
      const { id, cookie } = await ownersCard();
      const statuses: number[] = [];
      for (let i = 0; i <= FEEDBACK_RATE_LIMIT.max; i += 1) {
        statuses.push((await save(id, cookie, { ...GOOD, rating: (i % 5) + 1 })).statusCode);
      }
      expect(statuses.slice(0, FEEDBACK_RATE_LIMIT.max).every((s) => s === 200 || s === 201)).toBe(
        true,
      );
      const last = await save(id, cookie, GOOD);
      expect(last.statusCode).toBe(429);
      const { error } = last.json<ApiError>();
      expect(error.code).toBe('rate_limited');
      expect(error.message).toMatch(/^Terlalu banyak cubaan menghantar maklum balas/);
    });

    it('lets staff list every entry, hide one (gone from /feedback) and show it again, audited', async () => {
      const { id, cookie } = await ownersCard();
      const saved = (
        await save(id, cookie, { ...GOOD, name: 'Untuk Disembunyi' })
      ).json<SaveFeedbackReply>();
      const entryId = saved.feedback.id;

      const all = await call('GET', '/api/admin/feedback?pageSize=100', staff);
      expect(all.statusCode, all.body).toBe(200);
      const listed = all.json<StaffFeedbackList>().entries.find((e) => e.id === entryId);
      expect(listed).toMatchObject({ cardId: id, hidden: false, counted: true });

      const hide = await call('PUT', `/api/admin/feedback/${entryId}`, staff, { hidden: true });
      expect(hide.statusCode, hide.body).toBe(200);
      expect(hide.json<FeedbackVisibilityReply>()).toMatchObject({
        feedback: { id: entryId, hidden: true, counted: false },
        message: 'Maklum balas telah disembunyikan daripada /feedback.',
      });
      const publicList = (await call('GET', '/api/feedback?pageSize=50')).json<FeedbackList>();
      expect(publicList.entries.map((e) => e.id)).not.toContain(entryId);
      // Still in staff's list, marked hidden; the owner sees it hidden and may still edit it.
      const again = (
        await call('GET', '/api/admin/feedback?pageSize=100', staff)
      ).json<StaffFeedbackList>();
      expect(again.entries.find((e) => e.id === entryId)?.hidden).toBe(true);
      const own = (
        await call('GET', `/api/cards/${id}/owner-feedback`, cookie)
      ).json<OwnFeedbackReply>();
      expect(own.feedback?.hidden).toBe(true);
      expect((await save(id, cookie, GOOD)).statusCode).toBe(200);
      const stillHidden = (await call('GET', '/api/feedback?pageSize=50')).json<FeedbackList>();
      expect(stillHidden.entries.map((e) => e.id)).not.toContain(entryId);

      const show = await call('PUT', `/api/admin/feedback/${entryId}`, staff, { hidden: false });
      expect(show.statusCode, show.body).toBe(200);
      const shown = (await call('GET', '/api/feedback?pageSize=50')).json<FeedbackList>();
      expect(shown.entries.map((e) => e.id)).toContain(entryId);

      const audit = await db()
        .selectFrom('audit_log')
        .selectAll()
        .where('card_id', '=', id)
        .orderBy('created_at')
        .execute();
      expect(audit.map((row) => [row.actor_email, row.action, row.detail])).toEqual([
        [STAFF, 'hide-feedback', `feedback ${entryId}`],
        [STAFF, 'show-feedback', `feedback ${entryId}`],
      ]);
    });

    it('answers 404 for an unknown entry and 400 for a bad body', async () => {
      const missing = await call('PUT', '/api/admin/feedback/tiada', staff, { hidden: true });
      expect(missing.statusCode).toBe(404);
      expect(missing.json<ApiError>().error.message).toBe(malay(FEEDBACK_MESSAGES.notFound));
      const bad = await call('PUT', '/api/admin/feedback/tiada', staff, { hidden: 'ya' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json<ApiError>().error.field).toBe('hidden');
    });

    it('refuses the moderation calls to an owner (403) and anonymous (401), leaving no audit row', async () => {
      const { cookie } = await ownersCard();
      const entryId = await insertRow(db(), { name: 'Sasaran', rating: 3 });
      for (const [who, status] of [
        [cookie, 403],
        [undefined, 401],
      ] as const) {
        expect((await call('GET', '/api/admin/feedback', who)).statusCode).toBe(status);
        const res = await call('PUT', `/api/admin/feedback/${entryId}`, who, { hidden: true });
        expect(res.statusCode).toBe(status);
      }
      const row = await db()
        .selectFrom('feedback')
        .select('hidden')
        .where('id', '=', entryId)
        .executeTakeFirstOrThrow();
      expect(Number(row.hidden)).toBe(0);
      const audit = await db()
        .selectFrom('audit_log')
        .selectAll()
        .where('detail', '=', `feedback ${entryId}`)
        .execute();
      expect(audit).toEqual([]);
    });
  });
});
