import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Majlis } from '@shared/card/card-content';
import { sampleCardContent } from '@shared/card/sample-card';
import { calendarDateAfter } from '@shared/dates/malay-date';
import { eventStart } from '@shared/dates/countdown';
import type {
  CheckInReply,
  DoorGuest,
  DoorGuestPage,
  DoorSummary,
  UsherLink,
} from '@shared/schemas/check-in';
import { CHECK_IN_MESSAGES, USHER_TOKEN_HEADER } from '@shared/schemas/check-in';
import type { RsvpCreated } from '@shared/schemas/rsvp';
import type { TestApp } from '../support/test-app';
import { createTestApp, testClock } from '../support/test-app';
import { testDialects } from '../support/test-database';
import { newOwnersCard } from '../support/cards';
import { freshAddress, logIn } from '../support/auth';
import { attendanceOf, listParty, postRsvp } from '../support/majlis';

// The door works for one majlis at a time. A card here holds an akad nikah, a resepsi in two
// sessions and a bertandang by invitation only. An usher link serves one majlis or all; a scan
// or a tap checks a guest in at the door's majlis only (the RSVP's summary following); a guest
// not coming to it, or not invited to it, is told so; a listed party that never replied is
// recorded as coming to that majlis only; walk-ins belong to the majlis they came to; and an
// usher link for one majlis can do nothing at another's door.

const STAFF = 'staf.pintu.majlis@jemput.test';

type Auth = { cookie?: string; usher?: string; language?: string };

describe.each(testDialects)('the door of one majlis on %s', (dialect) => {
  let t: TestApp;
  let other: string;
  let staff: string;
  const clock = testClock(new Date());
  beforeAll(async () => {
    t = await createTestApp(dialect, { clock, env: { ADMIN_EMAILS: STAFF } });
    other = await logIn(t, 'orang.lain.majlis@example.com');
    staff = await logIn(t, STAFF);
  });
  afterAll(() => t.close());
  const db = () => t.database.handle.db;

  const day = (n: number) => calendarDateAfter(clock.now(), n);
  const base = sampleCardContent(new Date()).majlis[0]!;
  /** The akad (open), the resepsi (open, two sessions) and the bertandang (invitation only). */
  const weddingMajlis = (): Majlis[] => [
    { ...base, id: 'ak', kind: 'akad', title: '', date: day(10), sessions: [] },
    {
      ...base,
      id: 'rs',
      kind: 'resepsi',
      title: '',
      date: day(11),
      sessions: [
        { id: 's1', label: 'Sesi Tengah Hari', start_time: '12:00', end_time: '14:00', seats: 10 },
        { id: 's2', label: 'Sesi Petang', start_time: '14:00', end_time: '16:00', seats: 5 },
      ],
    },
    {
      ...base,
      id: 'bt',
      kind: 'bertandang',
      title: '',
      date: day(12),
      invite_only: true,
      sessions: [],
    },
  ];
  const weddingCard = () => newOwnersCard(t, { majlis: weddingMajlis() });

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, auth?: Auth, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: {
        ...(auth?.cookie ? { cookie: auth.cookie } : {}),
        ...(auth?.usher ? { [USHER_TOKEN_HEADER]: auth.usher } : {}),
        ...(auth?.language ? { 'accept-language': auth.language } : {}),
      },
      remoteAddress: freshAddress(),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  async function usherLink(cardId: string, cookie: string, majlisId?: string | null) {
    const body = { label: 'Pintu', ...(majlisId === undefined ? {} : { majlisId }) };
    const res = await call('POST', `/api/cards/${cardId}/ushers`, { cookie }, body);
    expect(res.statusCode, res.body).toBe(201);
    const link = res.json<UsherLink>();
    return { link, token: link.url.split('#')[1] ?? '' };
  }

  type Answer = { id: string; attending: boolean; guests?: number; session?: string };
  /** A guest answers each open majlis through the card's link: their pass and RSVP id. */
  async function rsvp(cardId: string, name: string, majlis: Answer[]) {
    const res = await postRsvp(t, cardId, {
      name,
      phoneNumber: '012-345 6789',
      guests: 1,
      attending: majlis.some((answer) => answer.attending),
      majlis,
    });
    expect(res.statusCode, res.body).toBe(201);
    const row = await db()
      .selectFrom('rsvps')
      .select('id')
      .where('card_id', '=', cardId)
      .where('name', '=', name)
      .executeTakeFirstOrThrow();
    return { pass: res.json<RsvpCreated>().pass?.token ?? '', rsvpId: row.id };
  }

  /** A party on the guest list (invited to `majlisIds`, or the open majlis): its id and pass. */
  async function party(cardId: string, cookie: string, name: string, majlisIds?: string[]) {
    const phone = `012-${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
    const card = { id: cardId, cookie };
    const listed = await listParty(t, card, { name, phone, allowance: 4 }, majlisIds ?? null);
    return { id: listed.party.id, pass: listed.token };
  }

  const summary = async (cardId: string, auth: Auth, majlis?: string) => {
    const res = await call(
      'GET',
      `/api/cards/${cardId}/door${majlis ? `?majlis=${majlis}` : ''}`,
      auth,
    );
    expect(res.statusCode, res.body).toBe(200);
    return res.json<DoorSummary>();
  };
  const guestsAt = async (cardId: string, auth: Auth, majlis: string) => {
    const res = await call('GET', `/api/cards/${cardId}/door/guests?majlis=${majlis}`, auth);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<DoorGuestPage>().guests;
  };
  const byName = (guests: DoorGuest[], name: string) => guests.find((g) => g.name === name);
  const checkIn = (cardId: string, auth: Auth | undefined, body: object) =>
    call('POST', `/api/cards/${cardId}/door/check-ins`, auth, body);
  const attendance = (rsvpId: string) => attendanceOf(t, rsvpId);
  const rsvpRow = (rsvpId: string) =>
    db()
      .selectFrom('rsvps')
      .select(['attending', 'guests', 'checked_in', 'checked_in_at'])
      .where('id', '=', rsvpId)
      .executeTakeFirstOrThrow();
  const errorOf = (res: { json: <T>() => T }) => res.json<{ error: { message: string } }>().error;

  describe('usher links', () => {
    it('serve one majlis of the card or all; the list says which', async () => {
      const { id, cookie } = await weddingCard();
      const forResepsi = await usherLink(id, cookie, 'rs');
      const forAll = await usherLink(id, cookie);
      const forAllToo = await usherLink(id, cookie, null);
      expect(forResepsi.link.majlisId).toBe('rs');
      expect(forAll.link.majlisId).toBeNull();
      expect(forAllToo.link.majlisId).toBeNull();
      const listed = await call('GET', `/api/cards/${id}/ushers`, { cookie });
      expect(
        listed
          .json<{ ushers: UsherLink[] }>()
          .ushers.map((link) => [link.id, link.majlisId])
          .sort(),
      ).toEqual(
        [
          [forResepsi.link.id, 'rs'],
          [forAll.link.id, null],
          [forAllToo.link.id, null],
        ].sort(),
      );
    });

    it('refuse a majlis not on the card, or not a majlis id, in Malay; nothing is made', async () => {
      const { id, cookie } = await weddingCard();
      for (const majlisId of ['zz', 'RS!', 12, '', 'a'.repeat(17)]) {
        const res = await call(
          'POST',
          `/api/cards/${id}/ushers`,
          { cookie },
          { label: 'X', majlisId },
        );
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json()).toMatchObject({
          error: { field: 'majlisId', message: CHECK_IN_MESSAGES.usherMajlis },
        });
      }
      const listed = await call('GET', `/api/cards/${id}/ushers`, { cookie });
      expect(listed.json<{ ushers: UsherLink[] }>().ushers).toEqual([]);
    });

    it('are made by the owner only: not a visitor, another owner or staff', async () => {
      const { id } = await weddingCard();
      const body = { label: 'Pintu resepsi', majlisId: 'rs' };
      expect((await call('POST', `/api/cards/${id}/ushers`, undefined, body)).statusCode).toBe(401);
      expect(
        (await call('POST', `/api/cards/${id}/ushers`, { cookie: other }, body)).statusCode,
      ).toBe(403);
      expect(
        (await call('POST', `/api/cards/${id}/ushers`, { cookie: staff }, body)).statusCode,
      ).toBe(403);
    });
  });

  describe('who may open which door', () => {
    it('every door call: the owner, staff and this majlis’s usher; nobody else', async () => {
      const { id, cookie } = await weddingCard();
      const resepsiUsher = await usherLink(id, cookie, 'rs');
      const allUsher = await usherLink(id, cookie);
      const akadUsher = await usherLink(id, cookie, 'ak');
      const revoked = await usherLink(id, cookie, 'rs');
      await call('DELETE', `/api/cards/${id}/ushers/${revoked.link.id}`, { cookie });
      const theirs = await weddingCard();
      const elsewhere = await usherLink(theirs.id, theirs.cookie, 'rs');
      const guest = await rsvp(id, 'Puan Pintu', [
        { id: 'ak', attending: true },
        { id: 'rs', attending: true, session: 's1' },
      ]);
      let walkIns = 0;
      const calls = (auth: Auth | undefined) => [
        () => call('GET', `/api/cards/${id}/door?majlis=rs`, auth),
        () => call('GET', `/api/cards/${id}/door/guests?majlis=rs`, auth),
        () => checkIn(id, auth, { rsvpId: guest.rsvpId, majlis: 'rs' }),
        () => call('DELETE', `/api/cards/${id}/door/check-ins/${guest.rsvpId}?majlis=rs`, auth),
        () =>
          call('POST', `/api/cards/${id}/door/walk-ins`, auth, {
            name: 'Tetamu Singgah',
            guests: 1,
            clientRef: `pintu-${(walkIns += 1)}-abcdef`,
            majlis: 'rs',
          }),
      ];
      const statuses = async (auth: Auth | undefined) => {
        const replies = [];
        for (const make of calls(auth)) replies.push(await make());
        return replies.map((res) => res.statusCode);
      };
      expect(await statuses({ cookie })).toEqual([200, 200, 200, 200, 201]);
      expect(await statuses({ cookie: staff })).toEqual([200, 200, 200, 200, 201]);
      expect(await statuses({ usher: resepsiUsher.token })).toEqual([200, 200, 200, 200, 201]);
      expect(await statuses({ usher: allUsher.token })).toEqual([200, 200, 200, 200, 201]);
      expect(await statuses(undefined)).toEqual([401, 401, 401, 401, 401]);
      expect(await statuses({ cookie: other })).toEqual([403, 403, 403, 403, 403]);
      expect(await statuses({ usher: akadUsher.token })).toEqual([403, 403, 403, 403, 403]);
      expect(await statuses({ usher: revoked.token })).toEqual([403, 403, 403, 403, 403]);
      expect(await statuses({ usher: elsewhere.token })).toEqual([403, 403, 403, 403, 403]);
      // The akad's usher is told why, in Malay.
      const refused = await call('GET', `/api/cards/${id}/door?majlis=rs`, {
        usher: akadUsher.token,
      });
      expect(errorOf(refused).message).toBe(CHECK_IN_MESSAGES.usherOtherMajlis('Akad Nikah'));
    });

    it('an usher link for one majlis opens its door, offers no other, and records nothing elsewhere', async () => {
      const { id, cookie } = await weddingCard();
      const { token } = await usherLink(id, cookie, 'rs');
      const guest = await rsvp(id, 'Encik Dua Majlis', [
        { id: 'ak', attending: true },
        { id: 'rs', attending: true, session: 's2' },
      ]);
      const door = await summary(id, { usher: token });
      expect(door.majlis.id).toBe('rs');
      expect(door.choices.map((choice) => choice.id)).toEqual(['rs']);
      const akad = await checkIn(id, { usher: token }, { pass: guest.pass, majlis: 'ak' });
      expect(akad.statusCode).toBe(403);
      expect(errorOf(akad).message).toBe(CHECK_IN_MESSAGES.usherOtherMajlis('Majlis Resepsi'));
      const undo = await call(
        'DELETE',
        `/api/cards/${id}/door/check-ins/${guest.rsvpId}?majlis=ak`,
        { usher: token },
      );
      expect(undo.statusCode).toBe(403);
      const walkIn = await call(
        'POST',
        `/api/cards/${id}/door/walk-ins`,
        { usher: token },
        { name: 'Pak Singgah', guests: 1, clientRef: 'akad-walk-in-1', majlis: 'ak' },
      );
      expect(walkIn.statusCode).toBe(403);
      expect((await attendance(guest.rsvpId)).every((row) => row.checked_in_at === null)).toBe(
        true,
      );
      expect(
        await db().selectFrom('rsvps').select('id').where('card_id', '=', id).execute(),
      ).toHaveLength(1);
    });

    it('names a majlis the couple left untitled in the reader’s language', async () => {
      const { id, cookie } = await weddingCard();
      const { token } = await usherLink(id, cookie, 'rs');
      const { token: everyDoor } = await usherLink(id, cookie, null);
      const english = { usher: token, language: 'en-GB,en;q=0.9' };
      const refused = await call('GET', `/api/cards/${id}/door?majlis=ak`, english);
      expect(refused.statusCode).toBe(403);
      expect(errorOf(refused).message).toContain('Wedding Reception');
      expect(errorOf(refused).message).not.toContain('Majlis Resepsi');
      const door = await summary(id, { usher: everyDoor, language: 'en-GB,en;q=0.9' }, 'rs');
      expect(door.majlis.title).toBe('Wedding Reception');
      expect(door.choices.map((choice) => choice.title)).toEqual([
        'Solemnisation',
        'Wedding Reception',
        'Bertandang Reception',
      ]);
      // In Malay as before.
      expect((await summary(id, { usher: everyDoor }, 'rs')).majlis.title).toBe('Majlis Resepsi');
    });

    it('an usher link whose majlis the owner removed opens nothing', async () => {
      const { id, cookie } = await weddingCard();
      const { token } = await usherLink(id, cookie, 'ak');
      const [, resepsi] = weddingMajlis();
      await db()
        .updateTable('cards')
        .set({ majlis: JSON.stringify([resepsi]) })
        .where('id', '=', id)
        .execute();
      const res = await call('GET', `/api/cards/${id}/door`, { usher: token });
      expect(res.statusCode).toBe(403);
      expect(errorOf(res).message).toBe(CHECK_IN_MESSAGES.usherMajlisGone);
    });

    it.each(['zz', 'AB', '%00', 'a%00', 'x'.repeat(17)])(
      'the majlis %s, not on the card or not an id, answers 404 or 400 (never a 500)',
      async (majlis) => {
        const { id, cookie } = await weddingCard();
        for (const url of [`/api/cards/${id}/door`, `/api/cards/${id}/door/guests`]) {
          const res = await call('GET', `${url}?majlis=${majlis}`, { cookie });
          expect([400, 404], res.body).toContain(res.statusCode);
          expect(errorOf(res).message).toBe(CHECK_IN_MESSAGES.majlisUnknown);
        }
      },
    );
  });

  describe('the door’s header and list', () => {
    it('shows the chosen majlis: its counts, its sessions’ arrivals and seats, and the choices', async () => {
      const { id, cookie } = await weddingCard();
      await rsvp(id, 'Aina', [
        { id: 'ak', attending: true, guests: 2 },
        { id: 'rs', attending: true, guests: 3, session: 's1' },
      ]);
      await rsvp(id, 'Badrul', [
        { id: 'ak', attending: false },
        { id: 'rs', attending: true, guests: 2, session: 's2' },
      ]);
      await rsvp(id, 'Chen', [
        { id: 'ak', attending: true, guests: 1 },
        { id: 'rs', attending: false },
      ]);
      const resepsi = await summary(id, { cookie }, 'rs');
      expect(resepsi.majlis).toMatchObject({ id: 'rs', title: 'Majlis Resepsi', date: day(11) });
      expect(resepsi.weddingDate).toBe(day(11));
      expect(resepsi.choices.map((choice) => [choice.id, choice.title])).toEqual([
        ['ak', 'Akad Nikah'],
        ['rs', 'Majlis Resepsi'],
        ['bt', 'Majlis Bertandang'],
      ]);
      expect(resepsi.counts).toEqual({
        expected: { parties: 2, guests: 5 },
        'checked-in': { parties: 0, guests: 0 },
        declined: { parties: 1, guests: 1 },
      });
      expect(resepsi.majlis.sessions).toEqual([
        {
          id: 's1',
          label: 'Sesi Tengah Hari',
          startTime: '12:00',
          endTime: '14:00',
          seats: 10,
          expected: { parties: 1, guests: 3 },
          'checked-in': { parties: 0, guests: 0 },
        },
        {
          id: 's2',
          label: 'Sesi Petang',
          startTime: '14:00',
          endTime: '16:00',
          seats: 5,
          expected: { parties: 1, guests: 2 },
          'checked-in': { parties: 0, guests: 0 },
        },
      ]);
      const list = await guestsAt(id, { cookie }, 'rs');
      expect(byName(list, 'Aina')).toMatchObject({ guests: 3, attending: true, sessionId: 's1' });
      expect(byName(list, 'Badrul')).toMatchObject({ guests: 2, attending: true, sessionId: 's2' });
      expect(byName(list, 'Chen')).toMatchObject({ attending: false, sessionId: null });
      const akad = await guestsAt(id, { cookie }, 'ak');
      expect(byName(akad, 'Aina')).toMatchObject({ guests: 2, attending: true, sessionId: null });
      expect(byName(akad, 'Badrul')).toMatchObject({ attending: false });
      // Nobody answered the bertandang (the card's link does not show it).
      expect(await guestsAt(id, { cookie }, 'bt')).toEqual([]);
      expect((await summary(id, { cookie }, 'bt')).majlis.sessions).toEqual([]);
    });

    it('opens on the majlis held next when none is chosen, and on a one-majlis card on its only one', async () => {
      const { id, cookie } = await weddingCard();
      expect((await summary(id, { cookie })).majlis.id).toBe('ak');
      const now = clock.now();
      // Half past midnight on the resepsi's day, whatever the hour the test runs at: the akad
      // (the day before) is over and the resepsi has not begun.
      clock.set(eventStart(day(11), '00:30')!);
      try {
        expect((await summary(id, { cookie })).majlis.id).toBe('rs');
      } finally {
        clock.set(now);
      }
      const single = await newOwnersCard(t);
      const door = await summary(single.id, { cookie: single.cookie });
      expect(door.choices).toHaveLength(1);
      expect(door.majlis.id).toBe(door.choices[0]!.id);
    });
  });

  describe('checking in at one majlis', () => {
    it('a pass checks in at the door’s majlis only; undo is per majlis; the RSVP’s summary follows', async () => {
      const { id, cookie } = await weddingCard();
      const resepsiUsher = await usherLink(id, cookie, 'rs');
      const guest = await rsvp(id, 'Aina Dua Pintu', [
        { id: 'ak', attending: true, guests: 2 },
        { id: 'rs', attending: true, guests: 3, session: 's1' },
      ]);
      // The resepsi's usher need not name the majlis: its link has one.
      const atResepsi = await checkIn(id, { usher: resepsiUsher.token }, { pass: guest.pass });
      expect(atResepsi.statusCode, atResepsi.body).toBe(200);
      expect(atResepsi.json<CheckInReply>()).toMatchObject({
        already: false,
        guest: { guests: 3, sessionId: 's1', checkedIn: true },
      });
      const resepsi = await summary(id, { cookie }, 'rs');
      expect(resepsi.counts['checked-in']).toEqual({ parties: 1, guests: 3 });
      expect(resepsi.majlis.sessions[0]).toMatchObject({
        expected: { parties: 0, guests: 0 },
        'checked-in': { parties: 1, guests: 3 },
      });
      const akadBefore = await summary(id, { cookie }, 'ak');
      expect(akadBefore.counts.expected).toEqual({ parties: 1, guests: 2 });
      expect(akadBefore.counts['checked-in']).toEqual({ parties: 0, guests: 0 });
      const resepsiIn = (await rsvpRow(guest.rsvpId)).checked_in_at;
      expect(await rsvpRow(guest.rsvpId)).toMatchObject({ checked_in: 1 });

      // The same pass at the akad's door (the owner's screen): a check-in of its own.
      clock.advance(60_000);
      const atAkad = await checkIn(id, { cookie }, { pass: guest.pass, majlis: 'ak' });
      expect(atAkad.json<CheckInReply>()).toMatchObject({ already: false, guest: { guests: 2 } });
      const again = await checkIn(id, { cookie }, { pass: guest.pass, majlis: 'ak' });
      expect(again.json<CheckInReply>().already).toBe(true);
      expect(again.json<CheckInReply>().message).toMatch(/sudah didaftar masuk pada/);
      const akadIn = (await rsvpRow(guest.rsvpId)).checked_in_at;
      expect(akadIn! > resepsiIn!).toBe(true);

      // Undo at the resepsi: the akad's check-in stays, and so does the summary.
      const undo = await call(
        'DELETE',
        `/api/cards/${id}/door/check-ins/${guest.rsvpId}?majlis=rs`,
        { usher: resepsiUsher.token },
      );
      expect(undo.json<DoorGuest>()).toMatchObject({ checkedIn: false, sessionId: 's1' });
      expect(await rsvpRow(guest.rsvpId)).toMatchObject({ checked_in: 1, checked_in_at: akadIn });
      expect(
        (await attendance(guest.rsvpId)).map((row) => [row.majlis_id, row.checked_in_at]),
      ).toEqual([
        ['ak', akadIn],
        ['rs', null],
      ]);
      await call('DELETE', `/api/cards/${id}/door/check-ins/${guest.rsvpId}?majlis=ak`, { cookie });
      expect(await rsvpRow(guest.rsvpId)).toMatchObject({ checked_in: 0, checked_in_at: null });
    });

    it('a door that could be any majlis must say which before it records anything', async () => {
      const { id, cookie } = await weddingCard();
      const allUsher = await usherLink(id, cookie);
      const guest = await rsvp(id, 'Cik Tanpa Pintu', [
        { id: 'ak', attending: true },
        { id: 'rs', attending: true, session: 's1' },
      ]);
      for (const auth of [{ cookie }, { usher: allUsher.token }]) {
        const res = await checkIn(id, auth, { rsvpId: guest.rsvpId });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({
          error: { field: 'majlis', message: CHECK_IN_MESSAGES.majlisChoose },
        });
      }
      const unknown = await checkIn(id, { cookie }, { rsvpId: guest.rsvpId, majlis: 'zz' });
      expect(unknown.statusCode).toBe(404);
      const malformed = await checkIn(id, { cookie }, { rsvpId: guest.rsvpId, majlis: 'Z!' });
      expect(malformed.statusCode).toBe(400);
      const undo = await call('DELETE', `/api/cards/${id}/door/check-ins/${guest.rsvpId}`, {
        cookie,
      });
      expect(undo.statusCode).toBe(400);
      expect((await rsvpRow(guest.rsvpId)).checked_in).toBe(0);
    });

    it('a guest not coming to the majlis, not invited to it, or silent about it is told so', async () => {
      const { id, cookie } = await weddingCard();
      const resepsiOnly = await rsvp(id, 'Badrul Resepsi', [
        { id: 'ak', attending: false },
        { id: 'rs', attending: true, session: 's2' },
      ]);
      const notComing = await checkIn(id, { cookie }, { pass: resepsiOnly.pass, majlis: 'ak' });
      expect(notComing.statusCode).toBe(409);
      expect(errorOf(notComing).message).toBe(CHECK_IN_MESSAGES.notComingToMajlis('Akad Nikah'));
      const notInvited = await checkIn(id, { cookie }, { pass: resepsiOnly.pass, majlis: 'bt' });
      expect(notInvited.statusCode).toBe(409);
      expect(errorOf(notInvited).message).toBe(
        CHECK_IN_MESSAGES.notInvitedToMajlis('Majlis Bertandang'),
      );
      // A listed party invited to the bertandang alone, at the resepsi's door (by tap or pass).
      const family = await party(id, cookie, 'Keluarga Bertandang', ['bt']);
      for (const body of [{ rsvpId: `party:${family.id}` }, { pass: family.pass }]) {
        const res = await checkIn(id, { cookie }, { ...body, majlis: 'rs' });
        expect(res.statusCode, res.body).toBe(409);
        expect(errorOf(res).message).toBe(CHECK_IN_MESSAGES.notInvitedToMajlis('Majlis Resepsi'));
      }
      // An open majlis added after the guest replied: their RSVP says nothing of it.
      const kesyukuran = {
        ...weddingMajlis()[0]!,
        id: 'ks',
        kind: 'lain' as const,
        title: 'Majlis Kesyukuran',
      };
      await db()
        .updateTable('cards')
        .set({ majlis: JSON.stringify([...weddingMajlis(), kesyukuran]) })
        .where('id', '=', id)
        .execute();
      const silent = await checkIn(id, { cookie }, { pass: resepsiOnly.pass, majlis: 'ks' });
      expect(silent.statusCode).toBe(409);
      expect(errorOf(silent).message).toBe(
        CHECK_IN_MESSAGES.notAnsweredForMajlis('Majlis Kesyukuran'),
      );
      expect(
        await db()
          .selectFrom('rsvp_attendance')
          .select('rsvp_id')
          .where('card_id', '=', id)
          .where('checked_in_at', 'is not', null)
          .execute(),
      ).toEqual([]);
      expect(
        await db()
          .selectFrom('guest_parties')
          .select('rsvp_id')
          .where('id', '=', family.id)
          .executeTakeFirst(),
      ).toEqual({ rsvp_id: null });
    });

    it('the same check-in sent again and again (an offline replay, two ushers) counts once', async () => {
      const { id, cookie } = await weddingCard();
      const resepsiUsher = await usherLink(id, cookie, 'rs');
      const allUsher = await usherLink(id, cookie);
      const guest = await rsvp(id, 'Dato Ulang', [
        { id: 'ak', attending: true },
        { id: 'rs', attending: true, session: 's1' },
      ]);
      const replies = await Promise.all([
        checkIn(id, { usher: resepsiUsher.token }, { pass: guest.pass, majlis: 'rs' }),
        checkIn(id, { usher: allUsher.token }, { pass: guest.pass, majlis: 'rs' }),
        checkIn(id, { usher: allUsher.token }, { rsvpId: guest.rsvpId, majlis: 'rs' }),
      ]);
      expect(replies.map((res) => res.statusCode)).toEqual([200, 200, 200]);
      expect(replies.map((res) => res.json<CheckInReply>().already).sort()).toEqual([
        false,
        true,
        true,
      ]);
      const times = new Set(replies.map((res) => res.json<CheckInReply>().guest.checkedInAt));
      expect(times.size).toBe(1);
    });
  });

  describe('a listed party that never replied', () => {
    it('is recorded as coming to the door’s majlis only, then answered at its other majlis’s door', async () => {
      const { id, cookie } = await weddingCard();
      const resepsiUsher = await usherLink(id, cookie, 'rs');
      const family = await party(id, cookie, 'Keluarga Pak Abu');
      // Invited to the open majlis (the akad and the resepsi), not the bertandang.
      expect((await summary(id, { cookie }, 'rs')).awaitingReply).toEqual({
        parties: 1,
        guests: 4,
      });
      expect((await summary(id, { cookie }, 'ak')).awaitingReply).toEqual({
        parties: 1,
        guests: 4,
      });
      expect((await summary(id, { cookie }, 'bt')).awaitingReply).toEqual({
        parties: 0,
        guests: 0,
      });
      expect(byName(await guestsAt(id, { cookie }, 'bt'), 'Keluarga Pak Abu')).toBeUndefined();
      expect(
        byName(await guestsAt(id, { usher: resepsiUsher.token }, 'rs'), 'Keluarga Pak Abu'),
      ).toMatchObject({
        id: `party:${family.id}`,
        awaitingReply: true,
        guests: 4,
      });

      const tap = await checkIn(
        id,
        { usher: resepsiUsher.token },
        { rsvpId: `party:${family.id}` },
      );
      expect(tap.statusCode, tap.body).toBe(200);
      const made = tap.json<CheckInReply>().guest;
      expect(made).toMatchObject({ guests: 4, allowance: 4, checkedIn: true, sessionId: null });
      expect(await attendance(made.id)).toEqual([
        {
          majlis_id: 'rs',
          attending: 1,
          guests: 4,
          session_id: null,
          checked_in_at: made.checkedInAt,
        },
      ]);
      expect(await rsvpRow(made.id)).toMatchObject({ attending: 1, guests: 4, checked_in: 1 });
      expect((await summary(id, { cookie }, 'rs')).awaitingReply).toEqual({
        parties: 0,
        guests: 0,
      });

      // At the akad it has still not answered: listed as awaiting, checked in by its pass.
      expect((await summary(id, { cookie }, 'ak')).awaitingReply).toEqual({
        parties: 1,
        guests: 4,
      });
      expect(byName(await guestsAt(id, { cookie }, 'ak'), 'Keluarga Pak Abu')).toMatchObject({
        id: `party:${family.id}`,
        awaitingReply: true,
      });
      const scan = await checkIn(id, { cookie }, { pass: family.pass, majlis: 'ak' });
      expect(scan.statusCode, scan.body).toBe(200);
      expect(scan.json<CheckInReply>()).toMatchObject({ already: false, guest: { id: made.id } });
      expect((await attendance(made.id)).map((row) => [row.majlis_id, row.attending])).toEqual([
        ['ak', 1],
        ['rs', 1],
      ]);
      const again = await checkIn(id, { cookie }, { pass: family.pass, majlis: 'ak' });
      expect(again.json<CheckInReply>().already).toBe(true);
      expect(
        await db().selectFrom('rsvps').select('id').where('card_id', '=', id).execute(),
      ).toHaveLength(1);
    });
  });

  describe('two ushers at once', () => {
    it('check a party that never replied in once, at each majlis: one RSVP, one time each', async () => {
      const { id, cookie } = await weddingCard();
      const a = await usherLink(id, cookie);
      const b = await usherLink(id, cookie);
      const family = await party(id, cookie, 'Keluarga Serentak');
      for (const majlis of ['rs', 'ak']) {
        const replies = await Promise.all([
          checkIn(id, { usher: a.token }, { rsvpId: `party:${family.id}`, majlis }),
          checkIn(id, { usher: b.token }, { pass: family.pass, majlis }),
        ]);
        expect(replies.map((res) => res.statusCode)).toEqual([200, 200]);
        expect(replies.map((res) => res.json<CheckInReply>().already).sort()).toEqual([
          false,
          true,
        ]);
      }
      const rsvps = await db().selectFrom('rsvps').select('id').where('card_id', '=', id).execute();
      expect(rsvps).toHaveLength(1);
      const rows = await attendance(rsvps[0]!.id);
      expect(rows.map((row) => [row.majlis_id, row.checked_in_at !== null])).toEqual([
        ['ak', true],
        ['rs', true],
      ]);
    });
  });

  describe('walk-ins', () => {
    it('are recorded at the door’s majlis; a replay adds nobody', async () => {
      const { id, cookie } = await weddingCard();
      const resepsiUsher = await usherLink(id, cookie, 'rs');
      const body = { name: 'Rombongan Singgah', guests: 3, clientRef: 'walk-in-resepsi-1' };
      const first = await call(
        'POST',
        `/api/cards/${id}/door/walk-ins`,
        { usher: resepsiUsher.token },
        body,
      );
      expect(first.statusCode, first.body).toBe(201);
      const guest = first.json<CheckInReply>().guest;
      expect(guest).toMatchObject({ walkIn: true, checkedIn: true, guests: 3 });
      expect((await attendance(guest.id)).map((row) => row.majlis_id)).toEqual(['rs']);
      expect((await summary(id, { cookie }, 'rs')).counts['checked-in']).toEqual({
        parties: 1,
        guests: 3,
      });
      expect((await summary(id, { cookie }, 'ak')).counts['checked-in']).toEqual({
        parties: 0,
        guests: 0,
      });
      expect(byName(await guestsAt(id, { cookie }, 'ak'), 'Rombongan Singgah')).toBeUndefined();
      const replays = await Promise.all(
        [1, 2, 3].map(() =>
          call('POST', `/api/cards/${id}/door/walk-ins`, { cookie }, { ...body, majlis: 'rs' }),
        ),
      );
      expect(replays.map((res) => res.statusCode)).toEqual([200, 200, 200]);
      expect(
        await db().selectFrom('rsvps').select('id').where('card_id', '=', id).execute(),
      ).toHaveLength(1);
      const unsaid = await call(
        'POST',
        `/api/cards/${id}/door/walk-ins`,
        { cookie },
        {
          ...body,
          clientRef: 'walk-in-tanpa-majlis',
        },
      );
      expect(unsaid.statusCode).toBe(400);
      expect(errorOf(unsaid).message).toBe(CHECK_IN_MESSAGES.majlisChoose);
    });
  });
});
