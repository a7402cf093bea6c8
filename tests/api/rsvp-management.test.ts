import { malay } from '@shared/i18n/rule-words-in';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Wish } from '@shared/schemas/rsvp';
import type { OwnerRsvp, OwnerRsvpPage } from '@shared/schemas/rsvp';
import { RSVP_MANAGEMENT_MESSAGES } from '@shared/schemas/rsvp-management';
import type { RsvpSettingsReply } from '@shared/schemas/rsvp-management';
import type { TestApp } from '../support/test-app';
import { createTestApp } from '../support/test-app';
import { testDialects } from '../support/test-database';
import { createCard } from '../support/cards';
import { logIn } from '../support/auth';

// The owner's RSVP page: groups with their counts (SQL), search, check
// in and undo (not-attending guests only deleted), delete, the two switches, wishes
// moderation and the CSV export. Changes are the owner's only: staff read (and export), others
// 403, anonymous 401, whatever the body.

const STAFF = 'staf.rsvp@jemput.test';

interface GuestRow {
  name: string;
  phone: string;
  guests: number;
  attending: boolean;
  checkedIn?: boolean;
  ucapan?: string;
}

const GUESTS: GuestRow[] = [
  { name: 'Ahmad Albab', phone: '012-345 6789', guests: 3, attending: true, ucapan: 'Tahniah!' },
  { name: 'Siti Nurhaliza', phone: '019-222 3333', guests: 2, attending: true, checkedIn: true },
  { name: 'Rahman Ali', phone: '+60 13-444 5555', guests: 1, attending: false },
  { name: '=HYPERLINK("x")', phone: '011-1000 2000', guests: 4, attending: true, ucapan: '@semua' },
  // Typed without separators: the CSV writes it as 017-777 8888 all the same.
  { name: 'Nur 100%_ Ain', phone: '0177778888', guests: 2, attending: true },
];

describe.each(testDialects)('the owner’s RSVP page on %s', (dialect) => {
  let t: TestApp;
  let other: string;
  let staff: string;
  let owners = 0;
  beforeAll(async () => {
    t = await createTestApp(dialect, { env: { ADMIN_EMAILS: STAFF } });
    other = await logIn(t, 'orang.lain.rsvp@example.com');
    staff = await logIn(t, STAFF);
  });
  afterAll(() => t.close());
  const db = () => t.database.handle.db;

  /** A new owner's card holding GUESTS (ids by name), a second apart. */
  async function ownersCard() {
    owners += 1;
    const email = `pemilik.rsvp${owners}@example.com`;
    const id = await createCard(db(), { ownerEmail: email });
    const ids: Record<string, string> = {};
    for (const [i, guest] of GUESTS.entries()) {
      const rsvpId = `r${owners}x${i}${dialect}`;
      ids[guest.name] = rsvpId;
      await db()
        .insertInto('rsvps')
        .values({
          id: rsvpId,
          card_id: id,
          name: guest.name,
          phone_number: guest.phone,
          email: i === 0 ? 'ahmad@example.com' : null,
          guests: guest.guests,
          attending: guest.attending ? 1 : 0,
          checked_in: guest.checkedIn ? 1 : 0,
          ucapan: guest.ucapan ?? null,
          created_at: new Date(Date.parse('2026-11-01T00:00:00Z') + i * 1000).toISOString(),
        })
        .execute();
    }
    return { id, ids, cookie: await logIn(t, email) };
  }

  const call = (
    method: 'GET' | 'PATCH' | 'DELETE' | 'PUT',
    url: string,
    cookie?: string,
    payload?: unknown,
  ) =>
    t.app.inject({
      method,
      url,
      headers: cookie ? { cookie } : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const list = async (id: string, cookie: string, query = '') => {
    const res = await call('GET', `/api/cards/${id}/rsvps${query}`, cookie);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<OwnerRsvpPage>();
  };
  const names = (page: OwnerRsvpPage) => page.rsvps.map((r) => r.name).sort();

  describe('the list', () => {
    it('counts the three groups in parties and guests, whatever the search', async () => {
      const { id, cookie } = await ownersCard();
      const page = await list(id, cookie, '?q=ahmad');
      expect(page.counts).toEqual({
        expected: { parties: 3, guests: 9 },
        'checked-in': { parties: 1, guests: 2 },
        declined: { parties: 1, guests: 1 },
      });
      expect(page.total).toBe(5);
    });

    it.each([
      ['expected', ['=HYPERLINK("x")', 'Ahmad Albab', 'Nur 100%_ Ain']],
      ['checked-in', ['Siti Nurhaliza']],
      ['declined', ['Rahman Ali']],
    ])('group %s holds its guests', async (group, expected) => {
      const { id, cookie } = await ownersCard();
      expect(names(await list(id, cookie, `?group=${group}`))).toEqual(expected);
    });

    it.each([
      ['AHMAD', ['Ahmad Albab']],
      ['nurha', ['Siti Nurhaliza']],
      ['3456', ['Ahmad Albab']],
      ['019-222', ['Siti Nurhaliza']],
      ['60134445555', ['Rahman Ali']],
      // Its digits (100) are also in a phone number: either matches.
      ['100%_', ['=HYPERLINK("x")', 'Nur 100%_ Ain']],
      ['%_ a', ['Nur 100%_ Ain']],
      ['%', ['Nur 100%_ Ain']],
      ['_', ['Nur 100%_ Ain']],
      ['tiada sesiapa', []],
    ])('search %j finds a name in any case or a phone by its digits', async (q, expected) => {
      const { id, cookie } = await ownersCard();
      const query = `?q=${encodeURIComponent(q)}`;
      expect(names(await list(id, cookie, query))).toEqual(expected);
    });

    it('refuses a bad group or an over-long search (400)', async () => {
      const { id, cookie } = await ownersCard();
      expect((await call('GET', `/api/cards/${id}/rsvps?group=all`, cookie)).statusCode).toBe(400);
      const long = 'a'.repeat(81);
      expect((await call('GET', `/api/cards/${id}/rsvps?q=${long}`, cookie)).statusCode).toBe(400);
      expect((await call('GET', `/api/cards/${id}/rsvps?q=%ff`, cookie)).statusCode).toBe(400);
    });
  });

  describe('check-in, undo, delete', () => {
    it('Hadir checks an attending guest in and undo takes it back; the counts follow', async () => {
      const { id, ids, cookie } = await ownersCard();
      const url = `/api/cards/${id}/rsvps/${ids['Ahmad Albab']}`;
      const res = await call('PATCH', url, cookie, { checkedIn: true });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<OwnerRsvp>()).toMatchObject({ name: 'Ahmad Albab', checkedIn: true });
      expect((await list(id, cookie)).counts['checked-in']).toEqual({ parties: 2, guests: 5 });
      const undone = await call('PATCH', url, cookie, { checkedIn: false });
      expect(undone.json<OwnerRsvp>().checkedIn).toBe(false);
      expect((await list(id, cookie)).counts['checked-in']).toEqual({ parties: 1, guests: 2 });
    });

    it('a guest who is not coming cannot be checked in (409), only deleted', async () => {
      const { id, ids, cookie } = await ownersCard();
      const url = `/api/cards/${id}/rsvps/${ids['Rahman Ali']}`;
      const res = await call('PATCH', url, cookie, { checkedIn: true });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        error: { message: malay(RSVP_MANAGEMENT_MESSAGES.notAttending) },
      });
      expect((await call('DELETE', url, cookie)).statusCode).toBe(204);
      expect((await call('DELETE', url, cookie)).statusCode).toBe(404);
      expect((await list(id, cookie)).counts.declined).toEqual({ parties: 0, guests: 0 });
    });

    it.each([{}, { checkedIn: 'ya' }, { wishHidden: 1 }, []])(
      'refuses %j (400) and changes nothing',
      async (body) => {
        const { id, ids, cookie } = await ownersCard();
        const url = `/api/cards/${id}/rsvps/${ids['Ahmad Albab']}`;
        expect((await call('PATCH', url, cookie, body)).statusCode).toBe(400);
        expect((await list(id, cookie)).counts['checked-in'].parties).toBe(1);
      },
    );

    it('an RSVP of another card is not found (404), and is left alone', async () => {
      const mine = await ownersCard();
      const theirs = await ownersCard();
      const url = `/api/cards/${mine.id}/rsvps/${theirs.ids['Ahmad Albab']}`;
      expect((await call('PATCH', url, mine.cookie, { checkedIn: true })).statusCode).toBe(404);
      expect((await call('DELETE', url, mine.cookie)).statusCode).toBe(404);
      expect((await list(theirs.id, theirs.cookie)).total).toBe(5);
    });
  });

  describe('who may', () => {
    it('changes: anonymous 401, another owner 403, staff 403, whatever the body', async () => {
      const { id, ids, cookie } = await ownersCard();
      const rsvp = `/api/cards/${id}/rsvps/${ids['Ahmad Albab']}`;
      const settings = `/api/cards/${id}/rsvp-settings`;
      for (const [method, url] of [
        ['PATCH', rsvp],
        ['DELETE', rsvp],
        ['PUT', settings],
      ] as const) {
        expect((await call(method, url, undefined, { x: 1 })).statusCode).toBe(401);
        expect((await call(method, url, other, { x: 1 })).statusCode).toBe(403);
        expect((await call(method, url, staff, { checkedIn: true, rsvp: false })).statusCode).toBe(
          403,
        );
      }
      expect((await list(id, cookie)).total).toBe(5);
    });

    it('reading and the export: anonymous 401, another owner 403, staff and the owner 200', async () => {
      const { id, cookie } = await ownersCard();
      for (const url of [`/api/cards/${id}/rsvps`, `/api/cards/${id}/rsvps.csv`]) {
        expect((await call('GET', url)).statusCode).toBe(401);
        expect((await call('GET', url, other)).statusCode).toBe(403);
        expect((await call('GET', url, staff)).statusCode).toBe(200);
        expect((await call('GET', url, cookie)).statusCode).toBe(200);
      }
    });
  });

  describe('the switches', () => {
    it('RSVP off closes the guest card’s RSVP; the e-mail switch is kept apart', async () => {
      const { id, cookie } = await ownersCard();
      const url = `/api/cards/${id}/rsvp-settings`;
      const off = await call('PUT', url, cookie, { rsvp: false });
      expect(off.json<RsvpSettingsReply>()).toEqual({
        rsvp: false,
        email_input: false,
        message: malay(RSVP_MANAGEMENT_MESSAGES.rsvpOff),
      });
      const closed = await t.app.inject({
        method: 'POST',
        url: `/api/cards/${id}/rsvps`,
        payload: { name: 'Tetamu', phoneNumber: '012-345 6789', guests: 1, attending: true },
      });
      expect(closed.statusCode).toBe(403);
      const email = await call('PUT', url, cookie, { email_input: true });
      expect(email.json<RsvpSettingsReply>()).toMatchObject({ rsvp: false, email_input: true });
      expect((await call('PUT', url, cookie, {})).statusCode).toBe(400);
      expect((await call('PUT', url, cookie, { rsvp: 'on' })).statusCode).toBe(400);
    });
  });

  describe('wishes and export', () => {
    it('a hidden wish leaves the public card and stays in the owner’s list', async () => {
      const { id, ids, cookie } = await ownersCard();
      const url = `/api/cards/${id}/rsvps/${ids['Ahmad Albab']}`;
      const wishes = async () =>
        (await call('GET', `/api/cards/${id}/wishes`)).json<{ wishes: Wish[] }>().wishes;
      expect((await wishes()).map((w) => w.ucapan)).toContain('Tahniah!');
      const hidden = await call('PATCH', url, cookie, { wishHidden: true });
      expect(hidden.json<OwnerRsvp>()).toMatchObject({ wishHidden: true, ucapan: 'Tahniah!' });
      expect((await wishes()).map((w) => w.ucapan)).not.toContain('Tahniah!');
      await call('PATCH', url, cookie, { wishHidden: false });
      expect((await wishes()).map((w) => w.ucapan)).toContain('Tahniah!');
    });

    it('the CSV: UTF-8 with a BOM, a header, every RSVP, formulas neutralised', async () => {
      const { id, cookie } = await ownersCard();
      const res = await call('GET', `/api/cards/${id}/rsvps.csv`, cookie);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toBe(`attachment; filename="rsvp-${id}.csv"`);
      const bytes = res.rawPayload;
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const lines = res.body.slice(1).trimEnd().split('\r\n');
      expect(lines).toHaveLength(1 + GUESTS.length);
      expect(lines[0]).toBe(
        'Nama,Telefon,Email,Bilangan Tetamu,Kehadiran,Sudah Hadir,Ucapan,Ucapan Disembunyikan,Masa RSVP',
      );
      expect(lines[1]).toMatch(
        /^Ahmad Albab,012-345 6789,ahmad@example.com,3,Hadir,Tidak,Tahniah!,Tidak,/,
      );
      expect(lines[4]).toMatch(/^"'=HYPERLINK\(""x""\)",011-1000 2000,,4,Hadir,Tidak,'@semua,/);
      // Phones in the display form, which spreadsheets keep as text with the leading 0.
      expect(lines[3]).toContain(',013-444 5555,');
      expect(lines[5]).toMatch(/^Nur 100%_ Ain,017-777 8888,/);
    });
  });
});
