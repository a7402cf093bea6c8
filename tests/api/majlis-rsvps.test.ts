import { malay } from '@shared/i18n/rule-words-in';
import { cardText } from '@shared/i18n/card-catalogues';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAJLIS_ANSWER_MESSAGES } from '@shared/card/majlis-answers';
import type { TestApp } from '../support/test-app';
import { createTestApp } from '../support/test-app';
import { testDialects } from '../support/test-database';
import { createCard, newOwnersCard } from '../support/cards';
import {
  FAMILY,
  FRIEND,
  GUEST,
  akadMajlis,
  listParty,
  postRsvp,
  resepsiMajlis,
} from '../support/majlis';

// A wedding of several majlis: the guest answers each majlis they may see, takes a session
// where the majlis has them, and a session never seats more people than it has seats, even
// when guests race for its last seats.

const AKAD = akadMajlis();
const RESEPSI = resepsiMajlis();

describe.each(testDialects)('RSVPs to several majlis on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());
  const db = () => t.database.handle.db;

  const post = (id: string, payload: object) => postRsvp(t, id, payload);
  const attendance = (cardId: string) =>
    db()
      .selectFrom('rsvp_attendance')
      .selectAll()
      .where('card_id', '=', cardId)
      .orderBy('majlis_id')
      .execute();
  const seatsTakenIn = async (cardId: string, sessionId: string) => {
    const rows = await db()
      .selectFrom('rsvp_attendance')
      .select(['guests'])
      .where('card_id', '=', cardId)
      .where('session_id', '=', sessionId)
      .where('attending', '=', 1)
      .execute();
    return rows.reduce((sum, row) => sum + row.guests, 0);
  };
  const weddingCard = () => createCard(db(), { majlis: [AKAD, RESEPSI] });

  it('keeps the spec’s RSVP on a card of one majlis as that majlis’s answer', async () => {
    const id = await createCard(db());
    const res = await post(id, GUEST);
    expect(res.statusCode, res.body).toBe(201);
    expect(await attendance(id)).toEqual([
      expect.objectContaining({ majlis_id: 'm1', attending: 1, guests: 2, session_id: null }),
    ]);
  });

  it('takes an answer per open majlis with its session, and a pass when coming', async () => {
    const id = await weddingCard();
    const res = await post(id, {
      ...GUEST,
      majlis: [{ id: 'resepsi1', attending: true, guests: 3, session: 'sesi2' }],
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toHaveProperty('pass.token');
    expect(await attendance(id)).toEqual([
      expect.objectContaining({ majlis_id: 'resepsi1', guests: 3, session_id: 'sesi2' }),
    ]);
    const rsvp = await db().selectFrom('rsvps').selectAll().where('card_id', '=', id).execute();
    expect(rsvp[0]).toMatchObject({ attending: 1, guests: 3 });
  });

  it.each([
    [
      'a majlis by invitation only, through the card’s own link',
      [{ id: 'akad1', attending: true }],
      malay(MAJLIS_ANSWER_MESSAGES.notInvited),
      'majlis.0',
    ],
    [
      'no session for a majlis that has them',
      [{ id: 'resepsi1', attending: true }],
      malay(MAJLIS_ANSWER_MESSAGES.session),
      'majlis.0.session',
    ],
    [
      'a session of no majlis',
      [{ id: 'resepsi1', attending: true, session: 'sesi9' }],
      malay(MAJLIS_ANSWER_MESSAGES.sessionUnknown),
      'majlis.0.session',
    ],
    [
      'the same majlis twice',
      [
        { id: 'resepsi1', attending: false },
        { id: 'resepsi1', attending: false },
      ],
      malay(MAJLIS_ANSWER_MESSAGES.twice),
      'majlis.1',
    ],
    ['no answer at all', [], malay(MAJLIS_ANSWER_MESSAGES.missing), 'majlis'],
  ])('refuses %s, in Malay, keeping nothing', async (_case, majlis, message, field) => {
    const id = await weddingCard();
    const res = await post(id, { ...GUEST, majlis });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: { code: 'bad_request', message, field } });
    expect(await attendance(id)).toEqual([]);
  });

  it('shows Penuh for a session without room for the whole party', async () => {
    const id = await weddingCard();
    const eight = { ...GUEST, guests: 8 };
    const answer = (guests: number) => [
      { id: 'resepsi1', attending: true, guests, session: 'sesi1' },
    ];
    expect((await post(id, { ...eight, majlis: answer(8) })).statusCode).toBe(201);
    const over = await post(id, { ...GUEST, majlis: answer(3) });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toEqual({
      error: {
        code: 'conflict',
        message: malay(MAJLIS_ANSWER_MESSAGES.sessionFull('Sesi 1')),
        field: 'majlis.0.session',
      },
    });
    // Two still fit; a guest not coming takes no seat.
    expect((await post(id, { ...GUEST, majlis: answer(2) })).statusCode).toBe(201);
    const declined = [{ id: 'resepsi1', attending: false, session: 'sesi1' }];
    expect((await post(id, { ...GUEST, majlis: declined })).statusCode).toBe(201);
    expect(await seatsTakenIn(id, 'sesi1')).toBe(10);
  });

  it('never seats more than a session holds when guests race for its last seats', async () => {
    const id = await weddingCard();
    const racers = Array.from({ length: 16 }, (_, i) =>
      post(id, {
        ...GUEST,
        name: `Tetamu ${i + 1}`,
        guests: 1,
        majlis: [{ id: 'resepsi1', attending: true, guests: 1, session: 'sesi1' }],
      }),
    );
    const codes = (await Promise.all(racers)).map((res) => res.statusCode).sort();
    expect(codes.filter((code) => code === 201)).toHaveLength(10);
    expect(codes.filter((code) => code === 409)).toHaveLength(6);
    expect(await seatsTakenIn(id, 'sesi1')).toBe(10);
  });

  it('tells the form the seats left in each session the guest may see', async () => {
    const id = await weddingCard();
    await post(id, {
      ...GUEST,
      guests: 7,
      majlis: [{ id: 'resepsi1', attending: true, guests: 7, session: 'sesi2' }],
    });
    const res = await t.app.inject({ method: 'GET', url: `/api/cards/${id}/seats` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({
      sessions: [
        { majlisId: 'resepsi1', sessionId: 'sesi1', seats: 10, left: 10 },
        { majlisId: 'resepsi1', sessionId: 'sesi2', seats: 10, left: 3 },
      ],
    });
    const unknown = await t.app.inject({ method: 'GET', url: '/api/cards/tiadakad99/seats' });
    expect(unknown.statusCode).toBe(404);
  });

  it('refuses new answers after the RSVP’s last day, saying so', async () => {
    const id = await weddingCard();
    await db()
      .updateTable('cards')
      .set({ rsvp_closes_on: '2020-01-01' })
      .where('id', '=', id)
      .execute();
    const res = await post(id, { ...GUEST, majlis: [{ id: 'resepsi1', attending: false }] });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      error: {
        code: 'forbidden',
        message: cardText('ms', 'card.rsvp.closed', { date: '1 Januari 2020' }),
      },
    });
    expect(await attendance(id)).toEqual([]);
  });

  describe('through a party’s personal link', () => {
    async function cardWithParties() {
      const card = await newOwnersCard(t, { majlis: [AKAD, RESEPSI] });
      return {
        id: card.id,
        family: (await listParty(t, card, FAMILY, ['akad1', 'resepsi1'])).token,
        friend: (await listParty(t, card, FRIEND, null)).token,
      };
    }

    it('lets the family answer both majlis, and the friend only the open resepsi', async () => {
      const { id, family, friend } = await cardWithParties();
      const both = [
        { id: 'akad1', attending: true, guests: 2 },
        { id: 'resepsi1', attending: true, guests: 4, session: 'sesi1' },
      ];
      const familyRes = await post(id, { ...GUEST, invitation: family, majlis: both });
      expect(familyRes.statusCode, familyRes.body).toBe(201);
      const friendRes = await post(id, { ...GUEST, invitation: friend, majlis: both });
      expect(friendRes.statusCode).toBe(400);
      expect(friendRes.json()).toMatchObject({
        error: { message: malay(MAJLIS_ANSWER_MESSAGES.notInvited), field: 'majlis.0' },
      });
      const onlyResepsi = [{ id: 'resepsi1', attending: true, guests: 2, session: 'sesi2' }];
      expect(
        (await post(id, { ...GUEST, invitation: friend, majlis: onlyResepsi })).statusCode,
      ).toBe(201);
    });

    it('keeps a party’s own seats free to it when it changes its answer', async () => {
      const { id, family } = await cardWithParties();
      const answer = (guests: number, session: string) => [
        { id: 'akad1', attending: false },
        { id: 'resepsi1', attending: true, guests, session },
      ];
      await post(id, {
        ...GUEST,
        guests: 4,
        majlis: [{ id: 'resepsi1', attending: true, guests: 4, session: 'sesi1' }],
      });
      expect(
        (await post(id, { ...GUEST, invitation: family, majlis: answer(4, 'sesi1') })).statusCode,
      ).toBe(201);
      expect(await seatsTakenIn(id, 'sesi1')).toBe(8);
      // The same four again, and then all of them to the other session: the seats follow.
      expect(
        (await post(id, { ...GUEST, invitation: family, majlis: answer(4, 'sesi1') })).statusCode,
      ).toBe(201);
      expect(
        (await post(id, { ...GUEST, invitation: family, majlis: answer(4, 'sesi2') })).statusCode,
      ).toBe(201);
      expect(await seatsTakenIn(id, 'sesi1')).toBe(4);
      expect(await seatsTakenIn(id, 'sesi2')).toBe(4);
    });

    it('caps each majlis’s answer at the party’s allowance', async () => {
      const { id, family } = await cardWithParties();
      const res = await post(id, {
        ...GUEST,
        invitation: family,
        majlis: [
          { id: 'akad1', attending: true, guests: 5 },
          { id: 'resepsi1', attending: false },
        ],
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: { field: 'majlis.0.guests' } });
    });
  });
});
