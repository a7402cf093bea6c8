import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublicCard } from '@shared/schemas/card';
import type { Pass } from '@shared/schemas/check-in';
import type { Invitation } from '@shared/schemas/invitation';
import type { RsvpCreated } from '@shared/schemas/rsvp';
import type { TestApp } from '../support/test-app';
import { createTestApp, testClock } from '../support/test-app';
import { testDialects } from '../support/test-database';
import { freshAddress } from '../support/auth';
import { createCard, newOwnersCard } from '../support/cards';
import {
  FAMILY,
  GUEST as RSVP_GUEST,
  akadMajlis,
  bertandangMajlis,
  listParty,
  resepsiMajlis,
  resepsiSessions,
} from '../support/majlis';

// One pass per party, for every majlis it comes to: the pass lists each majlis the guest
// answered Hadir (date, time, venue, session, people) and whether it was checked in there. A
// party's link tells its form the majlis it is invited to and its earlier answer to each. The
// public card carries the RSVP's last day.

const AKAD = akadMajlis({
  date: '2027-03-12',
  start_time: '20:30',
  end_time: '22:00',
  location: 'Masjid Al-Falah, Shah Alam',
  sessions: [],
});
const RESEPSI = resepsiMajlis({
  date: '2027-03-13',
  start_time: '11:00',
  end_time: '15:00',
  location: 'Dewan Seri Melati, Shah Alam',
  sessions: resepsiSessions(100, 100),
});
const TANDANG = bertandangMajlis({
  date: '2027-03-20',
  start_time: '12:00',
  end_time: '16:00',
  location: 'Rumah Pak Long, Ipoh',
  sessions: [],
});

const GUEST = { ...RSVP_GUEST, guests: 3 };

describe.each(testDialects)('passes and invitations of several majlis on %s', (dialect) => {
  let t: TestApp;
  const clock = testClock(new Date('2027-02-01T02:00:00Z'));
  beforeAll(async () => {
    t = await createTestApp(dialect, { clock });
  });
  afterAll(() => t.close());
  const db = () => t.database.handle.db;

  const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      remoteAddress: freshAddress(),
      ...(payload === undefined ? {} : { payload }),
    });
  const lookUp = async (token: string) => {
    const res = await call('POST', '/api/passes/lookup', { token });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Pass>();
  };
  /** The door's check-in at one majlis, as the per-majlis door keeps it. */
  const checkIn = (rsvpId: string, majlisId: string, at: string) =>
    db()
      .updateTable('rsvp_attendance')
      .set({ checked_in_at: at })
      .where('rsvp_id', '=', rsvpId)
      .where('majlis_id', '=', majlisId)
      .execute();
  const rsvpIdOf = async (cardId: string) =>
    (
      await db()
        .selectFrom('rsvps')
        .select('id')
        .where('card_id', '=', cardId)
        .executeTakeFirstOrThrow()
    ).id;

  /** A card of three majlis whose owner listed one party, invited to the akad and resepsi. */
  async function cardWithFamily() {
    const card = await newOwnersCard(t, { majlis: [RESEPSI, TANDANG, AKAD] });
    const { token } = await listParty(t, card, FAMILY, ['akad1', 'resepsi1']);
    return { id: card.id, token };
  }

  it('gives the public card its RSVP’s last day, or null', async () => {
    const id = await createCard(db(), { majlis: [RESEPSI] });
    const features = async () => {
      const card = (await call('GET', `/api/cards/${id}`)).json<PublicCard>();
      return card.state === 'live' ? card.features : null;
    };
    expect((await features())?.rsvp_closes_on).toBeNull();
    await db()
      .updateTable('cards')
      .set({ rsvp_closes_on: '2027-02-28' })
      .where('id', '=', id)
      .execute();
    expect((await features())?.rsvp_closes_on).toBe('2027-02-28');
  });

  it('gives a pass of a card in both the couple’s English title of a majlis, and no other', async () => {
    const titled = { ...TANDANG, title: 'Majlis di Kampung', title_en: 'At the Village' };
    const answered = async (language: 'ms' | 'en' | 'both') => {
      const id = await createCard(db(), { majlis: [titled], language });
      const res = await call('POST', `/api/cards/${id}/rsvps`, {
        ...GUEST,
        majlis: [{ id: 'tandang1', attending: true, guests: 2 }],
      });
      expect(res.statusCode, res.body).toBe(201);
      return (await lookUp(res.json<RsvpCreated>().pass?.token ?? '')).majlis;
    };
    expect((await answered('both')).map((m) => [m.title, m.titleEn])).toEqual([
      ['Majlis di Kampung', 'At the Village'],
    ]);
    expect((await answered('ms')).map((m) => m.titleEn)).toEqual([undefined]);
    expect((await answered('en')).map((m) => m.titleEn)).toEqual([undefined]);
  });

  it('gives a pass of a card in both the couple’s English venue and session label, and no other', async () => {
    const english = {
      ...RESEPSI,
      location_en: 'Seri Melati Hall, Shah Alam',
      sessions: resepsiSessions(100, 100).map((session, i) =>
        i === 1 ? { ...session, label_en: 'Session 2' } : session,
      ),
    };
    const lookUpIn = async (language: 'ms' | 'en' | 'both') => {
      const id = await createCard(db(), { majlis: [english], language });
      const res = await call('POST', `/api/cards/${id}/rsvps`, {
        ...GUEST,
        majlis: [{ id: 'resepsi1', attending: true, guests: 2, session: 'sesi2' }],
      });
      expect(res.statusCode, res.body).toBe(201);
      return lookUp(res.json<RsvpCreated>().pass?.token ?? '');
    };
    const both = await lookUpIn('both');
    expect(both.locationEn).toBe('Seri Melati Hall, Shah Alam');
    expect(both.majlis).toMatchObject([
      {
        location: 'Dewan Seri Melati, Shah Alam',
        locationEn: 'Seri Melati Hall, Shah Alam',
        session: { label: 'Sesi 2', labelEn: 'Session 2' },
      },
    ]);
    for (const language of ['ms', 'en'] as const) {
      const pass = await lookUpIn(language);
      expect(pass.locationEn).toBeUndefined();
      expect(pass.majlis.map((m) => [m.locationEn, m.session?.labelEn])).toEqual([
        [undefined, undefined],
      ]);
    }
  });

  it('lists on an open-link pass the majlis the guest comes to, with session and check-in', async () => {
    const id = await createCard(db(), { majlis: [TANDANG, RESEPSI, AKAD] });
    const res = await call('POST', `/api/cards/${id}/rsvps`, {
      ...GUEST,
      majlis: [
        { id: 'resepsi1', attending: true, guests: 3, session: 'sesi2' },
        { id: 'tandang1', attending: true, guests: 2 },
      ],
    });
    expect(res.statusCode, res.body).toBe(201);
    const token = res.json<RsvpCreated>().pass?.token ?? '';
    const pass = await lookUp(token);
    expect(pass).toMatchObject({
      couple: 'Ali & Aminah',
      name: 'Encik Rahman',
      guests: 3,
      // The headline is the first majlis the guest comes to.
      weddingDate: '2027-03-13',
      startTime: '11:00',
      location: 'Dewan Seri Melati, Shah Alam',
      checkedIn: false,
    });
    expect(pass.majlis).toEqual([
      {
        id: 'resepsi1',
        title: 'Majlis Resepsi',
        date: '2027-03-13',
        startTime: '11:00',
        endTime: '15:00',
        location: 'Dewan Seri Melati, Shah Alam',
        session: { label: 'Sesi 2', startTime: '13:00', endTime: '15:00' },
        guests: 3,
        checkedIn: false,
        checkedInAt: null,
      },
      {
        id: 'tandang1',
        title: 'Majlis Bertandang',
        date: '2027-03-20',
        startTime: '12:00',
        endTime: '16:00',
        location: 'Rumah Pak Long, Ipoh',
        session: null,
        guests: 2,
        checkedIn: false,
        checkedInAt: null,
      },
    ]);

    // Let in at the resepsi: that majlis says so, the bertandang is still to come.
    await checkIn(await rsvpIdOf(id), 'resepsi1', '2027-03-13T05:20:00.000Z');
    const after = await lookUp(token);
    expect(after.majlis.map((m) => [m.id, m.checkedIn, m.checkedInAt])).toEqual([
      ['resepsi1', true, '2027-03-13T05:20:00.000Z'],
      ['tandang1', false, null],
    ]);
  });

  it('lists only the majlis answered Hadir', async () => {
    const id = await createCard(db(), { majlis: [RESEPSI, TANDANG] });
    const res = await call('POST', `/api/cards/${id}/rsvps`, {
      ...GUEST,
      majlis: [
        { id: 'resepsi1', attending: false },
        { id: 'tandang1', attending: true, guests: 5 },
      ],
    });
    const pass = await lookUp(res.json<RsvpCreated>().pass?.token ?? '');
    expect(pass.majlis.map((m) => [m.id, m.guests])).toEqual([['tandang1', 5]]);
    expect(pass).toMatchObject({ weddingDate: '2027-03-20', startTime: '12:00', guests: 5 });
  });

  it('tells a party’s link its invited majlis (its akad included) and its answer to each', async () => {
    const { id, token } = await cardWithFamily();
    const before = (
      await call('POST', `/api/cards/${id}/invitation`, { token })
    ).json<Invitation>();
    // The couple's order; the bertandang is not the family's.
    expect(before.majlis.map((m) => m.id)).toEqual(['resepsi1', 'akad1']);
    expect(before.majlis[0]?.sessions).toHaveLength(2);
    expect(before.answer).toBeNull();

    const answered = await call('POST', `/api/cards/${id}/rsvps`, {
      ...GUEST,
      invitation: token,
      majlis: [
        { id: 'akad1', attending: true, guests: 2 },
        { id: 'resepsi1', attending: true, guests: 4, session: 'sesi1' },
      ],
    });
    expect(answered.statusCode, answered.body).toBe(201);
    const after = (await call('POST', `/api/cards/${id}/invitation`, { token })).json<Invitation>();
    expect(after.answer).toMatchObject({ attending: true, guests: 4 });
    expect(after.answer?.majlis).toEqual([
      { id: 'akad1', attending: true, guests: 2, session: null },
      { id: 'resepsi1', attending: true, guests: 4, session: 'sesi1' },
    ]);
    // Its form's seats are those of its own majlis.
    const seats = await call('GET', `/api/cards/${id}/seats?invitation=${token}`);
    expect(seats.json<{ sessions: { sessionId: string; left: number }[] }>().sessions).toEqual([
      expect.objectContaining({ sessionId: 'sesi1', left: 96 }),
      expect.objectContaining({ sessionId: 'sesi2', left: 100 }),
    ]);
  });

  it('gives a party one pass, its link’s token, listing the akad and the resepsi', async () => {
    const { id, token } = await cardWithFamily();
    // Never replied: the pass still names its invited majlis, for its whole allowance.
    const unanswered = await lookUp(token);
    expect(unanswered.majlis.map((m) => [m.id, m.guests])).toEqual([
      ['akad1', 4],
      ['resepsi1', 4],
    ]);

    await call('POST', `/api/cards/${id}/rsvps`, {
      ...GUEST,
      invitation: token,
      majlis: [
        { id: 'akad1', attending: true, guests: 2 },
        { id: 'resepsi1', attending: true, guests: 3, session: 'sesi2' },
      ],
    });
    await checkIn(await rsvpIdOf(id), 'akad1', '2027-03-12T12:40:00.000Z');
    const pass = await lookUp(token);
    expect(pass).toMatchObject({ name: 'Keluarga Pak Long', allowance: 4, guests: 3 });
    expect(pass.majlis).toEqual([
      expect.objectContaining({
        id: 'akad1',
        title: 'Akad Nikah',
        date: '2027-03-12',
        location: 'Masjid Al-Falah, Shah Alam',
        session: null,
        guests: 2,
        checkedIn: true,
        checkedInAt: '2027-03-12T12:40:00.000Z',
      }),
      expect.objectContaining({
        id: 'resepsi1',
        session: { label: 'Sesi 2', startTime: '13:00', endTime: '15:00' },
        guests: 3,
        checkedIn: false,
      }),
    ]);

    // It answers again, coming to the resepsi only: the same pass lists the resepsi alone.
    await call('POST', `/api/cards/${id}/rsvps`, {
      ...GUEST,
      invitation: token,
      majlis: [
        { id: 'akad1', attending: false },
        { id: 'resepsi1', attending: true, guests: 3, session: 'sesi2' },
      ],
    });
    expect((await lookUp(token)).majlis.map((m) => m.id)).toEqual(['resepsi1']);
  });
});
