import { malay } from '@shared/i18n/rule-words-in';
import { cardText } from '@shared/i18n/card-catalogues';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CardContent, Majlis } from '@shared/card/card-content';
import type { MajlisAnswerCounts, OwnerCard } from '@shared/schemas/owner-card';
import { RSVP_CLOSING_MESSAGES } from '@shared/schemas/owner-card';
import { randomId } from '@server/lib/ids';
import type { TestApp } from '../support/test-app';
import { createTestApp, testClock } from '../support/test-app';
import { testDialects } from '../support/test-database';
import { freshAddress, logIn } from '../support/auth';
import { newOwnersCard } from '../support/cards';
import { GUEST, akadMajlis, bertandangMajlis, postRsvp, resepsiMajlis } from '../support/majlis';

// The owner edits the card's majlis: a save that drops a majlis or a session clears, in the same
// transaction, the answers, invitations and usher links that named it; the editor asks how many
// answered each majlis before removing one; and the RSVP may be given a last day.

const STAFF = 'staf.majlis@jemput.test';
const OTHER = 'orang.lain.majlis@example.com';

const AKAD = akadMajlis({ date: '2027-03-13', tentative: [] });
const RESEPSI = resepsiMajlis({ date: '2027-03-13' });

describe.each(testDialects)('editing the majlis of a card on %s', (dialect) => {
  let t: TestApp;
  const clock = testClock(new Date('2026-11-24T02:00:00.000Z'));
  let other: string;
  let staff: string;
  beforeAll(async () => {
    t = await createTestApp(dialect, { env: { ADMIN_EMAILS: STAFF }, clock });
    other = await logIn(t, OTHER);
    staff = await logIn(t, STAFF);
  });
  afterAll(() => t.close());
  const db = () => t.database.handle.db;

  const call = (method: 'GET' | 'PUT' | 'POST', url: string, cookie?: string, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: cookie ? { cookie } : {},
      remoteAddress: freshAddress(),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const weddingCard = (majlis: Majlis[] = [AKAD, RESEPSI]) => newOwnersCard(t, { majlis });
  const stored = async (id: string, cookie: string) =>
    (await call('GET', `/api/cards/${id}/edit`, cookie)).json<OwnerCard>();
  const save = async (id: string, cookie: string, change: (card: CardContent) => CardContent) => {
    const card = await stored(id, cookie);
    return call('PUT', `/api/cards/${id}`, cookie, {
      version: card.version,
      card: change(card.content),
    });
  };
  const rsvp = async (id: string, name: string, majlis: object[]) => {
    const res = await postRsvp(t, id, { ...GUEST, name, majlis });
    expect(res.statusCode, res.body).toBe(201);
  };
  const rsvpRow = (id: string, name: string) =>
    db()
      .selectFrom('rsvps')
      .selectAll()
      .where('card_id', '=', id)
      .where('name', '=', name)
      .executeTakeFirstOrThrow();
  const answersOf = (id: string, name: string) =>
    db()
      .selectFrom('rsvp_attendance')
      .innerJoin('rsvps', 'rsvps.id', 'rsvp_attendance.rsvp_id')
      .select([
        'rsvp_attendance.majlis_id',
        'rsvp_attendance.attending',
        'rsvp_attendance.guests',
        'rsvp_attendance.session_id',
      ])
      .where('rsvps.card_id', '=', id)
      .where('rsvps.name', '=', name)
      .orderBy('rsvp_attendance.majlis_id')
      .execute();
  const party = async (cardId: string, majlisIds: string[] | null) => {
    const id = randomId(12);
    await db()
      .insertInto('guest_parties')
      .values({
        id,
        card_id: cardId,
        name: `Keluarga ${id}`,
        phone: `6012${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`,
        allowance: 2,
        sent_at: null,
        reminded_at: null,
        opened_at: null,
        rsvp_id: null,
        created_at: clock.now().toISOString(),
        majlis_ids: majlisIds === null ? null : JSON.stringify(majlisIds),
      })
      .execute();
    return id;
  };
  const partyMajlis = async (id: string) =>
    (
      await db()
        .selectFrom('guest_parties')
        .select('majlis_ids')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).majlis_ids;
  const usher = async (cardId: string, majlisId: string | null) => {
    const id = randomId(12);
    await db()
      .insertInto('ushers')
      .values({
        id,
        card_id: cardId,
        label: 'Pintu utama',
        created_at: clock.now().toISOString(),
        revoked_at: null,
        majlis_id: majlisId,
      })
      .execute();
    return id;
  };
  const revokedAt = async (id: string) =>
    (
      await db()
        .selectFrom('ushers')
        .select('revoked_at')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).revoked_at;

  describe('GET /api/cards/:id/majlis/answers', () => {
    const counts = (id: string, cookie?: string) =>
      call('GET', `/api/cards/${id}/majlis/answers`, cookie);

    it('refuses a visitor (401) and another owner (403)', async () => {
      const { id } = await weddingCard();
      const anonymous = await counts(id);
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toMatchObject({ error: { code: 'unauthorized' } });
      const refused = await counts(id, other);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ error: { code: 'forbidden' } });
      expect((await counts('tiadakad99', other)).statusCode).toBe(404);
    });

    it('counts each majlis’s answers, coming or not, in the card’s order, for the owner', async () => {
      const { id, cookie } = await weddingCard([
        { ...AKAD, invite_only: false },
        RESEPSI,
        bertandangMajlis({ date: '2027-03-20' }),
      ]);
      await rsvp(id, 'Satu', [
        { id: 'akad1', attending: true },
        { id: 'resepsi1', attending: true, session: 'sesi1' },
        { id: 'tandang1', attending: false },
      ]);
      await rsvp(id, 'Dua', [
        { id: 'akad1', attending: false },
        { id: 'resepsi1', attending: false },
        { id: 'tandang1', attending: false },
      ]);
      const res = await counts(id, cookie);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.json<MajlisAnswerCounts>()).toEqual({
        majlis: [
          { id: 'akad1', answers: 2 },
          { id: 'resepsi1', answers: 2 },
          { id: 'tandang1', answers: 2 },
        ],
      });
    });

    it('answers staff too, and logs their look', async () => {
      const { id } = await weddingCard();
      const res = await counts(id, staff);
      expect(res.statusCode).toBe(200);
      expect(res.json<MajlisAnswerCounts>()).toEqual({
        majlis: [
          { id: 'akad1', answers: 0 },
          { id: 'resepsi1', answers: 0 },
        ],
      });
      const audit = await db()
        .selectFrom('audit_log')
        .selectAll()
        .where('card_id', '=', id)
        .execute();
      expect(audit.length).toBeGreaterThan(0);
    });
  });

  describe('PUT /api/cards/:id without a majlis or a session', () => {
    it('removes the majlis’s answers and rewrites each RSVP’s summary from the rest', async () => {
      const { id, cookie } = await weddingCard([{ ...AKAD, invite_only: false }, RESEPSI]);
      // Coming to the akad only, with 4; to both; to the resepsi only.
      await rsvp(id, 'Akad sahaja', [
        { id: 'akad1', attending: true, guests: 4 },
        { id: 'resepsi1', attending: false, guests: 1 },
      ]);
      await rsvp(id, 'Kedua-dua', [
        { id: 'akad1', attending: true, guests: 5 },
        { id: 'resepsi1', attending: true, guests: 2, session: 'sesi2' },
      ]);
      await rsvp(id, 'Resepsi sahaja', [
        { id: 'akad1', attending: false },
        { id: 'resepsi1', attending: true, guests: 3, session: 'sesi1' },
      ]);
      expect(await rsvpRow(id, 'Kedua-dua')).toMatchObject({ attending: 1, guests: 5 });

      const res = await save(id, cookie, (card) => ({
        ...card,
        majlis: card.majlis.filter((majlis) => majlis.id !== 'akad1'),
      }));
      expect(res.statusCode, res.body).toBe(200);

      const remaining = await db()
        .selectFrom('rsvp_attendance')
        .select('majlis_id')
        .where('card_id', '=', id)
        .execute();
      expect(new Set(remaining.map((row) => row.majlis_id))).toEqual(new Set(['resepsi1']));
      expect(await rsvpRow(id, 'Akad sahaja')).toMatchObject({ attending: 0, guests: 4 });
      expect(await rsvpRow(id, 'Kedua-dua')).toMatchObject({ attending: 1, guests: 2 });
      expect(await rsvpRow(id, 'Resepsi sahaja')).toMatchObject({ attending: 1, guests: 3 });
      expect(await answersOf(id, 'Kedua-dua')).toEqual([
        { majlis_id: 'resepsi1', attending: 1, guests: 2, session_id: 'sesi2' },
      ]);
    });

    it('keeps the majlis of an answer whose session went, without the session', async () => {
      const { id, cookie } = await weddingCard();
      await rsvp(id, 'Sesi dua', [
        { id: 'resepsi1', attending: true, guests: 3, session: 'sesi2' },
      ]);
      await rsvp(id, 'Sesi satu', [
        { id: 'resepsi1', attending: true, guests: 1, session: 'sesi1' },
      ]);
      const res = await save(id, cookie, (card) => ({
        ...card,
        majlis: card.majlis.map((majlis) =>
          majlis.id === 'resepsi1'
            ? { ...majlis, sessions: majlis.sessions.filter((session) => session.id !== 'sesi2') }
            : majlis,
        ),
      }));
      expect(res.statusCode, res.body).toBe(200);
      expect(await answersOf(id, 'Sesi dua')).toEqual([
        { majlis_id: 'resepsi1', attending: 1, guests: 3, session_id: null },
      ]);
      expect(await answersOf(id, 'Sesi satu')).toEqual([
        { majlis_id: 'resepsi1', attending: 1, guests: 1, session_id: 'sesi1' },
      ]);
      expect(await rsvpRow(id, 'Sesi dua')).toMatchObject({ attending: 1, guests: 3 });
    });

    it('takes the majlis out of parties’ invitations and ends its usher links', async () => {
      const { id, cookie } = await weddingCard();
      const akadOnly = await party(id, ['akad1']);
      const both = await party(id, ['akad1', 'resepsi1']);
      const open = await party(id, null);
      const akadDoor = await usher(id, 'akad1');
      const everyDoor = await usher(id, null);
      const resepsiDoor = await usher(id, 'resepsi1');

      const res = await save(id, cookie, (card) => ({
        ...card,
        majlis: card.majlis.filter((majlis) => majlis.id !== 'akad1'),
      }));
      expect(res.statusCode, res.body).toBe(200);
      // Left with none: invited to the open majlis again.
      expect(await partyMajlis(akadOnly)).toBeNull();
      expect(JSON.parse((await partyMajlis(both)) ?? 'null')).toEqual(['resepsi1']);
      expect(await partyMajlis(open)).toBeNull();
      expect(await revokedAt(akadDoor)).toBe(clock.now().toISOString());
      expect(await revokedAt(everyDoor)).toBeNull();
      expect(await revokedAt(resepsiDoor)).toBeNull();
    });

    it('changes nothing when the save meets a newer version (409)', async () => {
      const { id, cookie } = await weddingCard([{ ...AKAD, invite_only: false }, RESEPSI]);
      await rsvp(id, 'Tetamu', [
        { id: 'akad1', attending: true },
        { id: 'resepsi1', attending: false },
      ]);
      const invited = await party(id, ['akad1']);
      const door = await usher(id, 'akad1');
      const card = await stored(id, cookie);
      const newer = await call('PUT', `/api/cards/${id}`, cookie, {
        version: card.version,
        card: { ...card.content, groom_name: 'Hakim' },
      });
      expect(newer.statusCode).toBe(200);
      const stale = await call('PUT', `/api/cards/${id}`, cookie, {
        version: card.version,
        card: { ...card.content, majlis: card.content.majlis.slice(1) },
      });
      expect(stale.statusCode).toBe(409);
      expect((await answersOf(id, 'Tetamu')).map((row) => row.majlis_id)).toEqual([
        'akad1',
        'resepsi1',
      ]);
      expect(await rsvpRow(id, 'Tetamu')).toMatchObject({ attending: 1 });
      expect(JSON.parse((await partyMajlis(invited)) ?? 'null')).toEqual(['akad1']);
      expect(await revokedAt(door)).toBeNull();
      expect((await stored(id, cookie)).content.majlis).toHaveLength(2);
    });

    it('refuses to leave the card with no open majlis, in Malay, changing nothing', async () => {
      const { id, cookie } = await weddingCard();
      const res = await save(id, cookie, (card) => ({
        ...card,
        majlis: card.majlis.filter((majlis) => majlis.id !== 'resepsi1'),
      }));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        error: {
          code: 'bad_request',
          message:
            'Sekurang-kurangnya satu majlis mesti terbuka kepada semua yang menerima pautan kad.',
          field: 'card.majlis',
        },
      });
      expect((await stored(id, cookie)).content.majlis).toHaveLength(2);
    });
  });

  describe('PUT /api/cards/:id/rsvp-closes-on', () => {
    const closesOn = (id: string, cookie: string | undefined, payload: unknown) =>
      call('PUT', `/api/cards/${id}/rsvp-closes-on`, cookie, payload);
    const column = async (id: string) =>
      (
        await db()
          .selectFrom('cards')
          .select('rsvp_closes_on')
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).rsvp_closes_on;

    it('refuses a visitor (401, whatever the body) and another owner (403)', async () => {
      const { id } = await weddingCard();
      for (const payload of [{ closesOn: '2026-12-01' }, { junk: '\u0000' }, 'bukan json']) {
        const res = await closesOn(id, undefined, payload);
        expect(res.statusCode).toBe(401);
      }
      const refused = await closesOn(id, other, { closesOn: '2026-12-01' });
      expect(refused.statusCode).toBe(403);
      expect(await column(id)).toBeNull();
    });

    it('sets the last day for the owner, shows it on the owner’s card, and clears it', async () => {
      const { id, cookie } = await weddingCard();
      const res = await closesOn(id, cookie, { closesOn: '2026-12-01' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.json()).toEqual({
        closesOn: '2026-12-01',
        message:
          'Tarikh akhir RSVP disimpan: tetamu boleh menjawab hingga Selasa, 1 Disember 2026.',
      });
      expect(await column(id)).toBe('2026-12-01');
      expect((await stored(id, cookie)).features.rsvpClosesOn).toBe('2026-12-01');

      const cleared = await closesOn(id, cookie, { closesOn: null });
      expect(cleared.json()).toEqual({
        closesOn: null,
        message: malay('rsvps.saved.closesOnCleared'),
      });
      expect(await column(id)).toBeNull();
    });

    it('lets staff set it on a support case', async () => {
      const { id } = await weddingCard();
      const res = await closesOn(id, staff, { closesOn: '2026-11-24' });
      expect(res.statusCode, res.body).toBe(200);
      expect(await column(id)).toBe('2026-11-24');
    });

    it.each([
      [
        'a day that does not exist',
        { closesOn: '2026-02-30' },
        malay(RSVP_CLOSING_MESSAGES.invalid),
      ],
      ['not a date', { closesOn: 'esok' }, malay(RSVP_CLOSING_MESSAGES.invalid)],
      ['a number', { closesOn: 20261201 }, malay(RSVP_CLOSING_MESSAGES.invalid)],
      ['no date at all', {}, malay(RSVP_CLOSING_MESSAGES.invalid)],
      ['yesterday (in Malaysia)', { closesOn: '2026-11-23' }, malay(RSVP_CLOSING_MESSAGES.past)],
    ])('refuses %s, in Malay, keeping the last day it had', async (_case, payload, message) => {
      const { id, cookie } = await weddingCard();
      await closesOn(id, cookie, { closesOn: '2026-12-31' });
      const res = await closesOn(id, cookie, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        error: { code: 'bad_request', message, field: 'closesOn' },
      });
      expect(await column(id)).toBe('2026-12-31');
    });

    it('closes the RSVP after the last day, by the app’s clock', async () => {
      const { id, cookie } = await weddingCard();
      expect((await closesOn(id, cookie, { closesOn: '2026-11-24' })).statusCode).toBe(200);
      await rsvp(id, 'Tepat pada masa', [{ id: 'resepsi1', attending: false }]);
      clock.advance(24 * 3600 * 1000);
      try {
        const late = await call('POST', `/api/cards/${id}/rsvps`, undefined, {
          ...GUEST,
          majlis: [{ id: 'resepsi1', attending: false }],
        });
        expect(late.statusCode).toBe(403);
        expect(late.json()).toEqual({
          error: {
            code: 'forbidden',
            message: cardText('ms', 'card.rsvp.closed', { date: '24 November 2026' }),
          },
        });
      } finally {
        clock.advance(-24 * 3600 * 1000);
      }
    });
  });
});
