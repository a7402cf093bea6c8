import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { malay } from '@shared/i18n/rule-words-in';
import {
  DEFAULT_DAY_BEFORE_TEMPLATE,
  DEFAULT_THANKS_TEMPLATE,
  GUEST_MESSAGE_MESSAGES,
  GUEST_MESSAGE_TEMPLATE_MESSAGES,
} from '@shared/guests/guest-messages';
import {
  DEFAULT_INVITATION_TEMPLATE,
  DEFAULT_REMINDER_TEMPLATE,
} from '@shared/guests/invitation-message';
import { defaultMessages } from '@shared/guests/default-messages';
import type { GuestList, GuestParty } from '@shared/schemas/guest-list';
import { GUEST_PARTY_NOT_FOUND } from '@shared/schemas/guest-list';
import type { GuestMessageSchedule } from '@shared/schemas/guest-messages';
import type { TestApp } from '../support/test-app';
import { createTestApp, testClock } from '../support/test-app';
import { testDialects } from '../support/test-database';
import { newOwnersCard } from '../support/cards';
import { freshAddress, logIn } from '../support/auth';
import {
  FAMILY,
  FRIEND,
  GUEST,
  akadMajlis,
  listParty,
  resepsiMajlis,
  resepsiSessions,
} from '../support/majlis';

// The messages after the invitation: the reminder the day before each majlis, to the parties
// coming to it, from the start of the day before (Malaysian time) until the majlis is over; the
// thank-you once the last majlis is over, to the parties that replied. The server marks a send
// only when and for whom it is due, by its own clock; only the list's managers may.

const STAFF = 'staf.mesej@jemput.test';

/** Akad Thursday night 12 March 2027, resepsi Saturday 13 March 11:00–15:00 (Malaysian time). */
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

// Three weeks before: the sessions of the test (30 days) last until after the wedding.
const BEFORE = new Date('2027-02-20T02:00:00Z');
/** 00:00 on Friday 12 March in Malaysia: the akad's reminder opens, the resepsi's not yet. */
const AKAD_EVE = new Date('2027-03-11T16:00:00Z');
/** 15:00 on 13 March in Malaysia: the resepsi, the last majlis, is over. */
const HELD = new Date('2027-03-13T07:00:00Z');

describe.each(testDialects)('reminders the day before and thank-yous on %s', (dialect) => {
  let t: TestApp;
  let other: string;
  let staff: string;
  const clock = testClock(BEFORE);
  beforeAll(async () => {
    t = await createTestApp(dialect, { env: { ADMIN_EMAILS: STAFF }, clock });
    other = await logIn(t, 'orang.lain.mesej@example.com');
    staff = await logIn(t, STAFF);
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, cookie?: string, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: cookie ? { cookie } : {},
      remoteAddress: freshAddress(),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  /**
   * A card of an akad and a resepsi: the family comes to both (the resepsi's first session),
   * a friend answered Tidak hadir to the resepsi, a neighbour never answered.
   */
  async function weddingWithGuests() {
    clock.set(BEFORE);
    const card = await newOwnersCard(t, { majlis: [RESEPSI, AKAD] });
    const family = await listParty(t, card, FAMILY, ['akad1', 'resepsi1']);
    const friend = await listParty(t, card, FRIEND);
    const neighbour = await listParty(t, card, { ...FRIEND, name: 'Jiran', phone: '014-555 6666' });
    const answer = async (invitation: string, majlis: object[]) => {
      const res = await call('POST', `/api/cards/${card.id}/rsvps`, undefined, {
        ...GUEST,
        invitation,
        majlis,
      });
      expect(res.statusCode, res.body).toBe(201);
    };
    await answer(family.token, [
      { id: 'akad1', attending: true, guests: 2 },
      { id: 'resepsi1', attending: true, guests: 3, session: 'sesi1' },
    ]);
    await answer(friend.token, [{ id: 'resepsi1', attending: false }]);
    return {
      card,
      family: family.party.id,
      friend: friend.party.id,
      neighbour: neighbour.party.id,
    };
  }

  const schedule = async (cardId: string, cookie: string) => {
    const res = await call('GET', `/api/cards/${cardId}/guests/messages`, cookie);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<GuestMessageSchedule>();
  };
  const remind = (cardId: string, partyId: string, cookie: string, majlis: unknown) =>
    call('POST', `/api/cards/${cardId}/guests/${partyId}/day-before`, cookie, { majlis });
  const thank = (cardId: string, partyId: string, cookie: string) =>
    call('POST', `/api/cards/${cardId}/guests/${partyId}/thanks`, cookie);
  const partyIn = async (cardId: string, cookie: string, partyId: string) => {
    const res = await call('GET', `/api/cards/${cardId}/guests`, cookie);
    return res.json<GuestList>().parties.find((party) => party.id === partyId);
  };

  it('says when each reminder and the thank-yous open, by the server’s clock', async () => {
    const { card } = await weddingWithGuests();
    expect(await schedule(card.id, card.cookie)).toEqual({
      dayBefore: [
        {
          majlisId: 'akad1',
          state: 'not-yet',
          opensOn: '2027-03-11',
          opensAt: '2027-03-10T16:00:00.000Z',
          closesAt: '2027-03-12T14:00:00.000Z',
        },
        {
          majlisId: 'resepsi1',
          state: 'not-yet',
          opensOn: '2027-03-12',
          opensAt: '2027-03-11T16:00:00.000Z',
          closesAt: '2027-03-13T07:00:00.000Z',
        },
      ],
      thanks: { open: false, opensAt: '2027-03-13T07:00:00.000Z' },
    });
    clock.set(AKAD_EVE);
    const eve = await schedule(card.id, card.cookie);
    expect(eve.dayBefore.map((entry) => entry.state)).toEqual(['open', 'open']);
    clock.set(new Date('2027-03-11T15:59:00Z'));
    expect((await schedule(card.id, card.cookie)).dayBefore.map((e) => e.state)).toEqual([
      'open',
      'not-yet',
    ]);
    clock.set(HELD);
    expect(await schedule(card.id, card.cookie)).toMatchObject({
      dayBefore: [{ state: 'over' }, { state: 'over' }],
      thanks: { open: true },
    });
  });

  it('marks the reminder the day before a majlis, for a party coming to it, once it opens', async () => {
    const { card, family, friend } = await weddingWithGuests();
    const early = await remind(card.id, family, card.cookie, 'resepsi1');
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toBe(
      malay(GUEST_MESSAGE_MESSAGES.dayBeforeNotYet('Jumaat, 12 Mac 2027')),
    );

    clock.set(AKAD_EVE);
    const sent = await remind(card.id, family, card.cookie, 'resepsi1');
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json<GuestParty>().dayBefore).toEqual([
      { majlisId: 'resepsi1', sentAt: AKAD_EVE.toISOString() },
    ]);
    // On the day itself too; a second send keeps its last time, one mark per majlis.
    clock.set(new Date('2027-03-12T13:00:00Z'));
    expect((await remind(card.id, family, card.cookie, 'akad1')).statusCode).toBe(200);
    clock.set(new Date('2027-03-13T01:00:00Z'));
    expect((await remind(card.id, family, card.cookie, 'resepsi1')).statusCode).toBe(200);
    const listed = await partyIn(card.id, card.cookie, family);
    expect(listed?.dayBefore).toEqual([
      { majlisId: 'akad1', sentAt: '2027-03-12T13:00:00.000Z' },
      { majlisId: 'resepsi1', sentAt: '2027-03-13T01:00:00.000Z' },
    ]);

    // The friend is not coming: no reminder for it.
    const notComing = await remind(card.id, friend, card.cookie, 'resepsi1');
    expect(notComing.statusCode).toBe(409);
    expect(notComing.json().error.message).toBe(malay(GUEST_MESSAGE_MESSAGES.notComing));
    expect((await partyIn(card.id, card.cookie, friend))?.dayBefore).toEqual([]);

    // The akad is over (22:00 on the 12th): its reminder is closed.
    const over = await remind(card.id, family, card.cookie, 'akad1');
    expect(over.statusCode).toBe(409);
    expect(over.json().error.message).toBe(malay(GUEST_MESSAGE_MESSAGES.dayBeforeOver));
  });

  it('answers bad input with the Malay reason', async () => {
    const { card, family } = await weddingWithGuests();
    clock.set(AKAD_EVE);
    for (const majlis of ['tiada1', 'X!', 42, undefined]) {
      const res = await remind(card.id, family, card.cookie, majlis);
      expect(res.statusCode, String(majlis)).toBe(400);
      expect(res.json().error).toMatchObject({
        message: malay(GUEST_MESSAGE_MESSAGES.unknownMajlis),
        field: 'majlis',
      });
    }
    const nobody = await remind(card.id, 'tiadapihak01', card.cookie, 'akad1');
    expect(nobody.statusCode).toBe(404);
    expect(nobody.json().error.message).toBe(GUEST_PARTY_NOT_FOUND);
    expect((await thank(card.id, 'bukan-id', card.cookie)).statusCode).toBe(400);
    clock.set(HELD);
    expect((await thank(card.id, 'tiadapihak01', card.cookie)).statusCode).toBe(404);
  });

  it('marks a thank-you once the wedding has been held, for a party that replied', async () => {
    const { card, family, friend, neighbour } = await weddingWithGuests();
    clock.set(new Date(HELD.getTime() - 60_000));
    const early = await thank(card.id, family, card.cookie);
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toBe(malay(GUEST_MESSAGE_MESSAGES.thanksNotYet));

    clock.set(HELD);
    const thanked = await thank(card.id, family, card.cookie);
    expect(thanked.statusCode, thanked.body).toBe(200);
    expect(thanked.json<GuestParty>().thankedAt).toBe(HELD.toISOString());
    // A party that answered Tidak hadir sent its wishes: it is thanked too.
    expect((await thank(card.id, friend, card.cookie)).statusCode).toBe(200);
    const silent = await thank(card.id, neighbour, card.cookie);
    expect(silent.statusCode).toBe(409);
    expect(silent.json().error.message).toBe(malay(GUEST_MESSAGE_MESSAGES.thanksNotDue));
    expect((await partyIn(card.id, card.cookie, neighbour))?.thankedAt).toBeNull();
    expect((await partyIn(card.id, card.cookie, friend))?.thankedAt).toBe(HELD.toISOString());
  });

  it('keeps the day-before and thank-you messages beside the invitation’s', async () => {
    const { card } = await weddingWithGuests();
    const url = `/api/cards/${card.id}/guests/templates`;
    expect((await call('GET', url, card.cookie)).json()).toEqual({
      invitation: DEFAULT_INVITATION_TEMPLATE,
      reminder: DEFAULT_REMINDER_TEMPLATE,
      dayBefore: DEFAULT_DAY_BEFORE_TEMPLATE,
      thanks: DEFAULT_THANKS_TEMPLATE,
    });
    const mine = {
      invitation: 'Jemputan {nama}: {pautan}',
      reminder: 'Ingat {nama}: {pautan}',
      dayBefore: 'Esok {majlis}, {nama}! Pas: {pas}',
      thanks: 'Terima kasih, {nama}.',
    };
    const saved = await call('PUT', url, card.cookie, mine);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual(mine);
    // The invitation's two alone (an older page): the other two stay as saved.
    const two = { invitation: 'Salam {nama} {pautan}', reminder: mine.reminder };
    expect((await call('PUT', url, card.cookie, two)).json()).toEqual({ ...mine, ...two });

    const noPass = await call('PUT', url, card.cookie, { ...mine, dayBefore: 'Esok {pautan}' });
    expect(noPass.statusCode).toBe(400);
    expect(noPass.json().error).toMatchObject({
      message: malay(GUEST_MESSAGE_TEMPLATE_MESSAGES.noPass),
      field: 'dayBefore',
    });
    const empty = await call('PUT', url, card.cookie, { ...mine, thanks: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toMatchObject({
      message: malay(GUEST_MESSAGE_TEMPLATE_MESSAGES.empty),
      field: 'thanks',
    });
    expect((await call('GET', url, card.cookie)).json()).toEqual({ ...mine, ...two });
  });

  it('starts a card in English or in both with its own messages; saved ones stay as saved', async () => {
    const { card } = await weddingWithGuests();
    const url = `/api/cards/${card.id}/guests/templates`;
    const speak = (language: 'ms' | 'en' | 'both') =>
      t.database.handle.db
        .updateTable('cards')
        .set({ language })
        .where('id', '=', card.id)
        .execute();
    for (const language of ['en', 'both'] as const) {
      await speak(language);
      expect((await call('GET', url, card.cookie)).json()).toEqual(defaultMessages(language));
    }
    expect(defaultMessages('en').invitation).toContain('{link}');
    // The English placeholders pass the server's rules as the Malay ones do.
    const english = {
      invitation: 'Dear {name}: {link}',
      reminder: 'Reminder {name}: {link}',
      dayBefore: 'Tomorrow {event}, {name}! Pass: {pass}',
      thanks: 'Thank you, {name}.',
    };
    const saved = await call('PUT', url, card.cookie, english);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual(english);
    // Saved words are the couple's: a card turned back to Malay keeps them.
    await speak('ms');
    expect((await call('GET', url, card.cookie)).json()).toEqual(english);
  });

  it('lets only the list’s managers call: anonymous 401, another owner and staff 403', async () => {
    const { card, family } = await weddingWithGuests();
    clock.set(AKAD_EVE);
    const calls: ['GET' | 'POST', string, unknown][] = [
      ['GET', `/api/cards/${card.id}/guests/messages`, undefined],
      ['POST', `/api/cards/${card.id}/guests/${family}/day-before`, { majlis: 'akad1' }],
      ['POST', `/api/cards/${card.id}/guests/${family}/thanks`, undefined],
    ];
    for (const [method, url, payload] of calls) {
      expect((await call(method, url, undefined, payload)).statusCode, url).toBe(401);
      expect((await call(method, url, other, payload)).statusCode, url).toBe(403);
      expect((await call(method, url, staff, payload)).statusCode, url).toBe(403);
      // Refused before the body is read: junk gets the same answer.
      expect((await call(method, url, other, { junk: true })).statusCode, url).toBe(403);
    }
    expect(await partyIn(card.id, card.cookie, family)).toMatchObject({
      dayBefore: [],
      thankedAt: null,
    });
    // The owner may.
    expect((await remind(card.id, family, card.cookie, 'akad1')).statusCode).toBe(200);
  });
});
