import { parse } from 'csv-parse/sync';
import { malay } from '@shared/i18n/rule-words-in';
import { CompiledQuery } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PARTY_MAJLIS_MESSAGES } from '@shared/guests/party-majlis';
import type { GuestList, GuestParty } from '@shared/schemas/guest-list';
import { GUEST_CSV_COLUMNS } from '@shared/schemas/guest-list';
import type { OwnerCard } from '@shared/schemas/owner-card';
import type { OwnerRsvp, OwnerRsvpPage } from '@shared/schemas/rsvp';
import { RSVP_MANAGEMENT_MESSAGES, RSVP_CSV_COLUMNS } from '@shared/schemas/rsvp-management';
import type { RsvpTotals } from '@shared/schemas/rsvp-majlis';
import { RSVP_MAJLIS_MESSAGES, rsvpCsvMajlisColumns } from '@shared/schemas/rsvp-majlis';
import type { TestApp } from '../support/test-app';
import { createTestApp } from '../support/test-app';
import { statementRecorder } from '../support/statement-recorder';
import { testDialects } from '../support/test-database';
import { newOwnersCard } from '../support/cards';
import { freshAddress, logIn } from '../support/auth';
import { akadMajlis, postRsvp, resepsiMajlis, resepsiSessions } from '../support/majlis';

// The couple's lists on a wedding of several majlis: the guest list invites each party to the
// majlis chosen (the open ones by default) and counts each majlis; the RSVP page narrows to a
// majlis or a session, counts each of them with the seats left, checks guests in majlis by
// majlis, and exports a group of columns per majlis. Only the owner changes anything; staff
// read the RSVP page and its CSV, never the guest list.

const STAFF = 'staf.majlis@jemput.test';

const AKAD = akadMajlis();
const RESEPSI = resepsiMajlis({
  start_time: '11:00',
  end_time: '16:00',
  sessions: resepsiSessions(10, 4),
});

const FAMILY = { name: 'Keluarga Pak Long', phone: '012-111 2222', allowance: 4 };
const FRIEND = { name: 'Rakan Aina', phone: '013-333 4444', allowance: 2 };
const COUSIN = { name: 'Sepupu Hakim', phone: '014-555 6666', allowance: 2 };

describe.each(testDialects)('the lists of a wedding of several majlis on %s', (dialect) => {
  let t: TestApp;
  let other: string;
  let staff: string;
  const recorder = statementRecorder();
  beforeAll(async () => {
    t = await createTestApp(dialect, {
      env: { ADMIN_EMAILS: STAFF, PUBLIC_URL: 'https://jemput.test' },
      queryPlugin: recorder.plugin,
    });
    other = await logIn(t, 'orang.lain.majlis@example.com');
    staff = await logIn(t, STAFF);
  });
  afterAll(() => t.close());

  type Method = 'GET' | 'POST' | 'PUT' | 'PATCH';
  const call = (method: Method, url: string, cookie?: string, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: cookie ? { cookie } : {},
      remoteAddress: freshAddress(),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const ok = async <T>(method: Method, url: string, cookie: string, payload?: unknown) => {
    const res = await call(method, url, cookie, payload);
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
    return res.json<T>();
  };
  const weddingCard = () => newOwnersCard(t, { majlis: [RESEPSI, AKAD] });
  const addParty = (card: { id: string; cookie: string }, body: object) =>
    ok<GuestParty>('POST', `/api/cards/${card.id}/guests`, card.cookie, body);
  const tokenOf = (party: GuestParty) => new URL(party.link).pathname.split('/').at(-1)!;
  const rsvp = async (cardId: string, body: object) => {
    const res = await postRsvp(t, cardId, body);
    expect(res.statusCode, res.body).toBe(201);
  };
  const page = (card: { id: string; cookie: string }, query = '') =>
    ok<OwnerRsvpPage>('GET', `/api/cards/${card.id}/rsvps${query}`, card.cookie);
  const names = (list: OwnerRsvpPage) => list.rsvps.map((one) => one.name).sort();

  /**
   * A wedding with answers: the family (invited to both) comes to the akad (3) and to session 1
   * (4); the friend (the resepsi only) to session 2 (2); a guest of the open link does not come
   * to the resepsi; the cousin (invited to both) has not replied.
   */
  async function answeredWedding() {
    const card = await weddingCard();
    const family = await addParty(card, { ...FAMILY, majlis: ['akad1', 'resepsi1'] });
    const friend = await addParty(card, FRIEND);
    await addParty(card, { ...COUSIN, majlis: ['akad1', 'resepsi1'] });
    await rsvp(card.id, {
      name: FAMILY.name,
      phoneNumber: FAMILY.phone,
      guests: 4,
      attending: true,
      invitation: tokenOf(family),
      majlis: [
        { id: 'akad1', attending: true, guests: 3 },
        { id: 'resepsi1', attending: true, guests: 4, session: 'sesi1' },
      ],
    });
    await rsvp(card.id, {
      name: FRIEND.name,
      phoneNumber: FRIEND.phone,
      guests: 2,
      attending: true,
      invitation: tokenOf(friend),
      majlis: [{ id: 'resepsi1', attending: true, guests: 2, session: 'sesi2' }],
    });
    await rsvp(card.id, {
      name: 'Jiran Rosnah',
      phoneNumber: '019-777 8888',
      guests: 1,
      attending: false,
    });
    const all = await page(card);
    const idOf = (name: string) => all.rsvps.find((one) => one.name === name)!.id;
    return { card, family, friend, ids: { family: idOf(FAMILY.name), friend: idOf(FRIEND.name) } };
  }

  describe('the guest list', () => {
    it('invites a party to the majlis chosen, the open ones by default; an import takes the default', async () => {
      const card = await weddingCard();
      const family = await addParty(card, { ...FAMILY, majlis: ['akad1', 'resepsi1'] });
      expect(family).toMatchObject({ majlis: ['akad1', 'resepsi1'] });
      expect(family.invitedMajlis).toEqual(['resepsi1', 'akad1']);
      const friend = await addParty(card, FRIEND);
      expect(friend).toMatchObject({ majlis: null, invitedMajlis: ['resepsi1'] });
      await ok('POST', `/api/cards/${card.id}/guests/import`, card.cookie, {
        format: 'lines',
        content: 'Mak Ngah, 015-222 3333, 2',
      });
      const { parties } = await ok<GuestList>('GET', `/api/cards/${card.id}/guests`, card.cookie);
      expect(parties.map((party) => [party.name, party.majlis, party.invitedMajlis])).toEqual([
        [FAMILY.name, ['akad1', 'resepsi1'], ['resepsi1', 'akad1']],
        [FRIEND.name, null, ['resepsi1']],
        ['Mak Ngah', null, ['resepsi1']],
      ]);

      // An edit without majlis keeps them; with them, changes them; null is the default again.
      const url = `/api/cards/${card.id}/guests/${friend.id}`;
      expect(
        await ok<GuestParty>('PUT', url, card.cookie, { ...FRIEND, allowance: 3 }),
      ).toMatchObject({ allowance: 3, majlis: null });
      const both = await ok<GuestParty>('PUT', url, card.cookie, {
        ...FRIEND,
        majlis: ['akad1'],
      });
      expect(both).toMatchObject({ majlis: ['akad1'], invitedMajlis: ['akad1'] });
      expect(
        await ok<GuestParty>('PUT', url, card.cookie, { ...FRIEND, majlis: null }),
      ).toMatchObject({ majlis: null, invitedMajlis: ['resepsi1'] });

      // The invitation reaches the RSVP: the family answers the akad through its link, the
      // card's own link cannot.
      await rsvp(card.id, {
        name: FAMILY.name,
        phoneNumber: FAMILY.phone,
        guests: 2,
        attending: true,
        invitation: tokenOf(family),
        majlis: [
          { id: 'akad1', attending: true },
          { id: 'resepsi1', attending: false },
        ],
      });
      const open = await call('POST', `/api/cards/${card.id}/rsvps`, undefined, {
        name: 'Orang Luar',
        phoneNumber: '016-000 1111',
        guests: 1,
        attending: true,
        majlis: [{ id: 'akad1', attending: true }],
      });
      expect(open.statusCode).toBe(400);
    });

    it.each([
      [{ majlis: ['gone1'] }, malay(PARTY_MAJLIS_MESSAGES.unknown), 'majlis.0'],
      [{ majlis: ['akad1', 'akad1'] }, malay(PARTY_MAJLIS_MESSAGES.twice), 'majlis.1'],
      [{ majlis: [] }, malay(PARTY_MAJLIS_MESSAGES.none), 'majlis'],
      [{ majlis: 'akad1' }, malay(PARTY_MAJLIS_MESSAGES.none), 'majlis'],
      [{ majlis: ['AKAD 1'] }, malay(PARTY_MAJLIS_MESSAGES.unknown), 'majlis.0'],
    ])(
      'refuses the majlis %j with a Malay message, adding and editing',
      async (body, message, field) => {
        const card = await weddingCard();
        const added = await call('POST', `/api/cards/${card.id}/guests`, card.cookie, {
          ...FAMILY,
          ...body,
        });
        expect(added.statusCode, added.body).toBe(400);
        expect(added.json()).toEqual({ error: { code: 'bad_request', message, field } });
        const party = await addParty(card, FAMILY);
        const edited = await call('PUT', `/api/cards/${card.id}/guests/${party.id}`, card.cookie, {
          ...FAMILY,
          ...body,
        });
        expect(edited.statusCode).toBe(400);
        expect(edited.json().error.message).toBe(message);
        const { parties } = await ok<GuestList>('GET', `/api/cards/${card.id}/guests`, card.cookie);
        expect(parties.map((one) => one.majlis)).toEqual([null]);
      },
    );

    it('counts each majlis, shows each party’s answer per majlis, and exports the majlis', async () => {
      const { card } = await answeredWedding();
      const list = await ok<GuestList>('GET', `/api/cards/${card.id}/guests`, card.cookie);
      expect(list.majlis).toEqual([
        {
          majlisId: 'akad1',
          totals: { invited: 2, sent: 0, opened: 0, replied: 1, attending: 1, expectedGuests: 3 },
        },
        {
          majlisId: 'resepsi1',
          totals: { invited: 3, sent: 0, opened: 0, replied: 2, attending: 2, expectedGuests: 6 },
        },
      ]);
      const family = list.parties.find((party) => party.name === FAMILY.name)!;
      expect(family.rsvp?.majlis).toEqual(
        expect.arrayContaining([
          { id: 'akad1', attending: true, guests: 3, sessionId: null, checkedInAt: null },
          { id: 'resepsi1', attending: true, guests: 4, sessionId: 'sesi1', checkedInAt: null },
        ]),
      );

      const csv = await call('GET', `/api/cards/${card.id}/guests.csv`, card.cookie);
      const [heading, ...rows] = csv.body.split('\r\n');
      expect(heading).toContain('Catatan,Majlis,Status');
      expect(rows[0]).toContain(',"Majlis Resepsi, Akad Nikah",Hadir,');
      expect(rows[1]).toMatch(/,Majlis Resepsi,Hadir,/);
    });

    it('exports each party’s answer per majlis as the RSVP CSV does; one majlis keeps its CSV', async () => {
      const { card, ids } = await answeredWedding();
      await ok('PATCH', `/api/cards/${card.id}/rsvps/${ids.family}`, card.cookie, {
        checkedIn: true,
        majlis: 'akad1',
      });
      const csv = await call('GET', `/api/cards/${card.id}/guests.csv`, card.cookie);
      expect(csv.statusCode).toBe(200);
      const [heading, ...rows] = parse(csv.body, { bom: true }) as string[][];
      expect(heading).toEqual([
        ...GUEST_CSV_COLUMNS,
        ...rsvpCsvMajlisColumns('Akad Nikah'),
        ...rsvpCsvMajlisColumns('Majlis Resepsi'),
      ]);
      const after = GUEST_CSV_COLUMNS.length;
      const rowOf = (name: string) => rows.find((row) => row[0] === name)!;
      // The phone as the guest list keeps it, as ever.
      expect(rowOf(FAMILY.name)[1]).toBe(FAMILY.phone);
      expect(rowOf(FAMILY.name).slice(after, after + 4)).toEqual([
        'Ya',
        '3',
        '',
        expect.stringMatching(/\d/),
      ]);
      expect(rowOf(FAMILY.name).slice(after + 4)).toEqual(['Ya', '4', 'Sesi 1', 'Belum']);
      expect(rowOf(FRIEND.name).slice(after)).toEqual([
        '',
        '',
        '',
        '',
        'Ya',
        '2',
        'Sesi 2',
        'Belum',
      ]);
      expect(rowOf(COUSIN.name).slice(after)).toEqual(['', '', '', '', '', '', '', '']);

      const single = await newOwnersCard(t);
      await addParty(single, FAMILY);
      const plain = await call('GET', `/api/cards/${single.id}/guests.csv`, single.cookie);
      expect(plain.body.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe(GUEST_CSV_COLUMNS.join(','));
    });

    it('lets only the owner choose a party’s majlis: anonymous 401, another owner and staff 403', async () => {
      const card = await weddingCard();
      const party = await addParty(card, FAMILY);
      const calls: [Method, string, unknown][] = [
        ['POST', `/api/cards/${card.id}/guests`, { ...FRIEND, majlis: ['akad1'] }],
        ['PUT', `/api/cards/${card.id}/guests/${party.id}`, { ...FAMILY, majlis: ['akad1'] }],
      ];
      for (const [method, url, payload] of calls) {
        expect((await call(method, url, undefined, payload)).statusCode, url).toBe(401);
        expect((await call(method, url, other, payload)).statusCode, url).toBe(403);
        expect((await call(method, url, staff, payload)).statusCode, url).toBe(403);
        expect((await call(method, url, other, { majlis: 'junk' })).statusCode, url).toBe(403);
      }
      const { parties } = await ok<GuestList>('GET', `/api/cards/${card.id}/guests`, card.cookie);
      expect(parties.map((one) => [one.name, one.majlis])).toEqual([[FAMILY.name, null]]);
    });
  });

  describe('the RSVP page', () => {
    it('counts each majlis and session: coming, not coming, not replied, checked in, seats left', async () => {
      const { card } = await answeredWedding();
      const totals = await ok<RsvpTotals>('GET', `/api/cards/${card.id}/rsvp-totals`, card.cookie);
      expect(totals.majlis).toEqual([
        {
          majlisId: 'akad1',
          coming: { parties: 1, guests: 3 },
          notComing: { parties: 0, guests: 0 },
          // The cousin; the friend is not invited to the akad.
          notReplied: 1,
          checkedIn: { parties: 0, guests: 0 },
          sessions: [],
        },
        {
          majlisId: 'resepsi1',
          coming: { parties: 2, guests: 6 },
          notComing: { parties: 1, guests: 1 },
          notReplied: 1,
          checkedIn: { parties: 0, guests: 0 },
          sessions: [
            {
              sessionId: 'sesi1',
              coming: { parties: 1, guests: 4 },
              checkedIn: { parties: 0, guests: 0 },
              seats: 10,
              left: 6,
            },
            {
              sessionId: 'sesi2',
              coming: { parties: 1, guests: 2 },
              checkedIn: { parties: 0, guests: 0 },
              seats: 4,
              left: 2,
            },
          ],
        },
      ]);
    });

    it('narrows the list to a majlis or a session, grouped and counted by the answers there', async () => {
      const { card } = await answeredWedding();
      const whole = await page(card);
      expect(whole.scope).toEqual({ majlis: null, session: null });
      expect(whole.total).toBe(3);
      expect(whole.counts.expected).toEqual({ parties: 2, guests: 6 });
      const family = whole.rsvps.find((one) => one.name === FAMILY.name)!;
      expect(family.majlis.map((answer) => [answer.id, answer.guests, answer.sessionId])).toEqual(
        expect.arrayContaining([
          ['akad1', 3, null],
          ['resepsi1', 4, 'sesi1'],
        ]),
      );

      const akad = await page(card, '?majlis=akad1');
      expect(akad.scope).toEqual({ majlis: 'akad1', session: null });
      expect(names(akad)).toEqual([FAMILY.name]);
      expect(akad.counts).toEqual({
        expected: { parties: 1, guests: 3 },
        'checked-in': { parties: 0, guests: 0 },
        declined: { parties: 0, guests: 0 },
      });
      // The card's total stays the card's.
      expect(akad.total).toBe(3);

      const resepsi = await page(card, '?majlis=resepsi1');
      expect(names(resepsi)).toEqual(['Jiran Rosnah', FAMILY.name, FRIEND.name].sort());
      expect(resepsi.counts.declined).toEqual({ parties: 1, guests: 1 });
      expect(names(await page(card, '?majlis=resepsi1&group=declined'))).toEqual(['Jiran Rosnah']);
      const sesi2 = await page(card, '?session=sesi2');
      expect(sesi2.scope).toEqual({ majlis: 'resepsi1', session: 'sesi2' });
      expect(names(sesi2)).toEqual([FRIEND.name]);
      expect(sesi2.counts.expected).toEqual({ parties: 1, guests: 2 });
      expect(names(await page(card, '?majlis=resepsi1&session=sesi1&q=pak%20long'))).toEqual([
        FAMILY.name,
      ]);
      expect(names(await page(card, '?session=sesi1&q=aina'))).toEqual([]);

      // Keyset paging walks the majlis's RSVPs one at a time, each once.
      const walked: string[] = [];
      let cursor: string | null = '';
      while (cursor !== null) {
        const next: OwnerRsvpPage = await page(
          card,
          `?majlis=resepsi1&limit=1${cursor ? `&cursor=${cursor}` : ''}`,
        );
        walked.push(...next.rsvps.map((one) => one.name));
        cursor = next.nextCursor;
      }
      expect(walked.sort()).toEqual(names(resepsi));
    });

    it.each([
      ['?majlis=gone1', malay(RSVP_MAJLIS_MESSAGES.majlisUnknown), 'majlis'],
      ['?majlis=Akad!', malay(RSVP_MAJLIS_MESSAGES.majlisUnknown), 'majlis'],
      ['?session=gone1', malay(RSVP_MAJLIS_MESSAGES.sessionUnknown), 'session'],
      ['?majlis=akad1&session=sesi1', malay(RSVP_MAJLIS_MESSAGES.sessionUnknown), 'session'],
    ])('refuses the list of %s (400)', async (query, message, field) => {
      const card = await weddingCard();
      const res = await call('GET', `/api/cards/${card.id}/rsvps${query}`, card.cookie);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({ message, field });
    });

    it('checks a guest in majlis by majlis, keeping the RSVP’s summary in step', async () => {
      const { card, ids } = await answeredWedding();
      const url = `/api/cards/${card.id}/rsvps/${ids.family}`;
      const atAkad = await ok<OwnerRsvp>('PATCH', url, card.cookie, {
        checkedIn: true,
        majlis: 'akad1',
      });
      expect(atAkad.checkedIn).toBe(true);
      const answer = (rsvp: OwnerRsvp, id: string) => rsvp.majlis.find((one) => one.id === id)!;
      expect(answer(atAkad, 'akad1')).toMatchObject({ checkedIn: true });
      expect(answer(atAkad, 'akad1').checkedInAt).not.toBeNull();
      expect(answer(atAkad, 'resepsi1')).toMatchObject({ checkedIn: false, checkedInAt: null });

      expect(names(await page(card, '?majlis=akad1&group=checked-in'))).toEqual([FAMILY.name]);
      expect(names(await page(card, '?majlis=resepsi1&group=checked-in'))).toEqual([]);
      expect(names(await page(card, '?group=checked-in'))).toEqual([FAMILY.name]);
      const totals = await ok<RsvpTotals>('GET', `/api/cards/${card.id}/rsvp-totals`, card.cookie);
      expect(totals.majlis.map((one) => one.checkedIn)).toEqual([
        { parties: 1, guests: 3 },
        { parties: 0, guests: 0 },
      ]);

      // In at the resepsi too, then out of the akad: still in (at the resepsi).
      await ok('PATCH', url, card.cookie, { checkedIn: true, majlis: 'resepsi1' });
      const outOfAkad = await ok<OwnerRsvp>('PATCH', url, card.cookie, {
        checkedIn: false,
        majlis: 'akad1',
      });
      expect(outOfAkad.checkedIn).toBe(true);
      const out = await ok<OwnerRsvp>('PATCH', url, card.cookie, {
        checkedIn: false,
        majlis: 'resepsi1',
      });
      expect(out.checkedIn).toBe(false);
      const row = await t.database.handle.db
        .selectFrom('rsvps')
        .select(['checked_in', 'checked_in_at'])
        .where('id', '=', ids.family)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ checked_in: 0, checked_in_at: null });

      // The friend answered the resepsi only: no majlis needed, the akad is not theirs.
      const friendUrl = `/api/cards/${card.id}/rsvps/${ids.friend}`;
      expect(
        (await ok<OwnerRsvp>('PATCH', friendUrl, card.cookie, { checkedIn: true })).checkedIn,
      ).toBe(true);
      const refusals: [string, object, number, string, string][] = [
        [url, { checkedIn: true }, 400, malay(RSVP_MAJLIS_MESSAGES.pickMajlis), 'majlis'],
        [
          url,
          { checkedIn: true, majlis: 'gone1' },
          400,
          malay(RSVP_MAJLIS_MESSAGES.majlisUnknown),
          'majlis',
        ],
        [
          url,
          { checkedIn: true, majlis: 'BAD!' },
          400,
          malay(RSVP_MAJLIS_MESSAGES.majlisUnknown),
          'majlis',
        ],
        [url, { majlis: 'akad1' }, 400, malay(RSVP_MANAGEMENT_MESSAGES.noChange), ''],
        [
          friendUrl,
          { checkedIn: true, majlis: 'akad1' },
          409,
          malay(RSVP_MAJLIS_MESSAGES.notAnswered),
          'majlis',
        ],
      ];
      for (const [at, body, status, message, field] of refusals) {
        const res = await call('PATCH', at, card.cookie, body);
        expect(res.statusCode, JSON.stringify(body)).toBe(status);
        expect(res.json().error.message).toBe(message);
        if (field) expect(res.json().error.field).toBe(field);
      }
    });

    it('shows no answer for a majlis the card no longer has: one majlis left reads as one', async () => {
      const { card, ids } = await answeredWedding();
      const edit = await ok<OwnerCard>('GET', `/api/cards/${card.id}/edit`, card.cookie);
      await ok('PUT', `/api/cards/${card.id}`, card.cookie, {
        version: edit.version,
        card: { ...edit.content, majlis: [{ ...RESEPSI, sessions: [] }] },
      });
      const family = (await page(card)).rsvps.find((one) => one.id === ids.family)!;
      expect(family.majlis.map((answer) => answer.id)).toEqual(['resepsi1']);
      // Its one answer now: no majlis needed to check the family in.
      const checked = await ok<OwnerRsvp>(
        'PATCH',
        `/api/cards/${card.id}/rsvps/${ids.family}`,
        card.cookie,
        { checkedIn: true },
      );
      expect(checked.majlis).toEqual([
        expect.objectContaining({ id: 'resepsi1', checkedIn: true }),
      ]);
      const totals = await ok<RsvpTotals>('GET', `/api/cards/${card.id}/rsvp-totals`, card.cookie);
      expect(totals.majlis.map((one) => one.majlisId)).toEqual(['resepsi1']);
    });

    it('refuses to check in a guest not coming to that majlis (409)', async () => {
      const card = await weddingCard();
      await rsvp(card.id, {
        name: 'Jiran Rosnah',
        phoneNumber: '019-777 8888',
        guests: 1,
        attending: false,
      });
      const [guest] = (await page(card)).rsvps;
      const res = await call('PATCH', `/api/cards/${card.id}/rsvps/${guest!.id}`, card.cookie, {
        checkedIn: true,
        majlis: 'resepsi1',
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().error.message).toBe(malay(RSVP_MANAGEMENT_MESSAGES.notAttending));
    });

    it('exports a group of columns per majlis, in date order, named by its title', async () => {
      const { card, ids } = await answeredWedding();
      await ok('PATCH', `/api/cards/${card.id}/rsvps/${ids.family}`, card.cookie, {
        checkedIn: true,
        majlis: 'akad1',
      });
      const csv = await call('GET', `/api/cards/${card.id}/rsvps.csv`, card.cookie);
      expect(csv.statusCode).toBe(200);
      const [heading, ...rows] = parse(csv.body, { bom: true }) as string[][];
      expect(heading).toEqual([
        ...RSVP_CSV_COLUMNS,
        'Akad Nikah: Hadir',
        'Akad Nikah: Bilangan',
        'Akad Nikah: Sesi',
        'Akad Nikah: Daftar masuk',
        'Majlis Resepsi: Hadir',
        'Majlis Resepsi: Bilangan',
        'Majlis Resepsi: Sesi',
        'Majlis Resepsi: Daftar masuk',
      ]);
      const rowOf = (name: string) => rows.find((row) => row[0] === name)!;
      // The phone as the guest typed it, as ever.
      expect(rowOf(FAMILY.name)[1]).toBe(FAMILY.phone);
      expect(rowOf(FAMILY.name).slice(9, 13)).toEqual(['Ya', '3', '', expect.stringMatching(/\d/)]);
      expect(rowOf(FAMILY.name).slice(13)).toEqual(['Ya', '4', 'Sesi 1', 'Belum']);
      expect(rowOf(FRIEND.name).slice(9)).toEqual(['', '', '', '', 'Ya', '2', 'Sesi 2', 'Belum']);
      expect(rowOf('Jiran Rosnah').slice(9)).toEqual(['', '', '', '', 'Tidak', '', '', '']);
    });

    it('keeps a card of one majlis without sessions as it was: no scope, the CSV’s own columns', async () => {
      const card = await newOwnersCard(t);
      await rsvp(card.id, {
        name: 'Tetamu',
        phoneNumber: '012-999 0000',
        guests: 2,
        attending: true,
      });
      const list = await page(card);
      expect(list.scope).toEqual({ majlis: null, session: null });
      const [guest] = list.rsvps;
      const checked = await ok<OwnerRsvp>(
        'PATCH',
        `/api/cards/${card.id}/rsvps/${guest!.id}`,
        card.cookie,
        { checkedIn: true },
      );
      expect(checked.majlis).toEqual([
        expect.objectContaining({ id: 'm1', checkedIn: true, guests: 2 }),
      ]);
      const csv = await call('GET', `/api/cards/${card.id}/rsvps.csv`, card.cookie);
      expect(csv.body.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe(RSVP_CSV_COLUMNS.join(','));

      // A check-in kept on the RSVP alone (its majlis's answer not checked in) is undone by the
      // owner's Batal Hadir, and the summary follows the answers again.
      const db = t.database.handle.db;
      await db
        .updateTable('rsvp_attendance')
        .set({ checked_in_at: null })
        .where('rsvp_id', '=', guest!.id)
        .execute();
      const undone = await ok<OwnerRsvp>(
        'PATCH',
        `/api/cards/${card.id}/rsvps/${guest!.id}`,
        card.cookie,
        { checkedIn: false },
      );
      expect(undone.checkedIn).toBe(false);
      const totals = await ok<RsvpTotals>('GET', `/api/cards/${card.id}/rsvp-totals`, card.cookie);
      expect(totals.majlis).toEqual([
        expect.objectContaining({ majlisId: 'm1', coming: { parties: 1, guests: 2 } }),
      ]);
    });

    it('lets the owner and staff read it, only the owner check in: 401 anonymous, 403 others', async () => {
      const { card, ids } = await answeredWedding();
      const reads = [
        `/api/cards/${card.id}/rsvp-totals`,
        `/api/cards/${card.id}/rsvps?majlis=akad1`,
        `/api/cards/${card.id}/rsvps?session=sesi2`,
        `/api/cards/${card.id}/rsvps.csv`,
      ];
      for (const url of reads) {
        expect((await call('GET', url)).statusCode, url).toBe(401);
        expect((await call('GET', url, other)).statusCode, url).toBe(403);
        expect((await call('GET', url, staff)).statusCode, url).toBe(200);
        expect((await call('GET', url, card.cookie)).statusCode, url).toBe(200);
      }
      const url = `/api/cards/${card.id}/rsvps/${ids.family}`;
      const body = { checkedIn: true, majlis: 'akad1' };
      expect((await call('PATCH', url, undefined, body)).statusCode).toBe(401);
      expect((await call('PATCH', url, other, body)).statusCode).toBe(403);
      expect((await call('PATCH', url, staff, body)).statusCode).toBe(403);
      expect((await call('PATCH', url, other, { majlis: 'junk!' })).statusCode).toBe(403);
      expect(
        (await page(card, '?majlis=akad1&group=checked-in')).rsvps,
        'nobody was checked in',
      ).toEqual([]);
    });

    it.runIf(dialect === 'sqlite')('reads the answers by index, never a scan of them', async () => {
      const { card } = await answeredWedding();
      const { statements } = await recorder.record(async () => {
        for (const url of [
          `/api/cards/${card.id}/rsvp-totals`,
          `/api/cards/${card.id}/rsvps?majlis=resepsi1&group=expected`,
          `/api/cards/${card.id}/rsvps?session=sesi1`,
          `/api/cards/${card.id}/guests`,
          `/api/cards/${card.id}/rsvps.csv`,
        ]) {
          expect((await call('GET', url, card.cookie)).statusCode, url).toBe(200);
        }
      });
      const answers = statements.filter((statement) => statement.includes('rsvp_attendance'));
      expect(answers.length).toBeGreaterThan(4);
      for (const statement of answers) {
        const parameters = Array.from(statement.matchAll(/\?/g), () => null);
        const plan = await t.database.handle.db.executeQuery<{ detail: string }>(
          CompiledQuery.raw(`explain query plan ${statement}`, parameters),
        );
        const steps = plan.rows.map((row) => row.detail);
        expect(
          steps.filter((step) => /^SCAN (rsvp_attendance|a)\b/.test(step)),
          `${statement}\n${steps.join('\n')}`,
        ).toEqual([]);
        expect(steps.join('\n'), statement).toMatch(/SEARCH (rsvp_attendance|a) USING/);
      }
    });
  });
});
