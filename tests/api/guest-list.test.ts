import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { malay } from '@shared/i18n/rule-words-in';
import { MAX_PARTIES_PER_CARD, PARTY_MESSAGES } from '@shared/guests/guest-party';
import type { GuestImportReply, GuestList, GuestParty } from '@shared/schemas/guest-list';
import { GUEST_IMPORT_MESSAGES, GUEST_PARTY_NOT_FOUND } from '@shared/schemas/guest-list';
import {
  DEFAULT_INVITATION_TEMPLATE,
  DEFAULT_REMINDER_TEMPLATE,
  TEMPLATE_MESSAGES,
} from '@shared/guests/invitation-message';
import type { TestApp } from '../support/test-app';
import { createTestApp, testClock } from '../support/test-app';
import { testDialects } from '../support/test-database';
import { newOwnersCard } from '../support/cards';
import { freshAddress, logIn } from '../support/auth';

// The guest list's first calls: the owner's parties, added by hand or imported from
// pasted lines or a phone's vCard file, merged by phone, marked when sent. Nobody but the owner
// reads or changes a list (phone numbers are personal data), not even staff.

const STAFF = 'staf.tetamu@jemput.test';

describe.each(testDialects)('the guest list on %s', (dialect) => {
  let t: TestApp;
  let other: string;
  let staff: string;
  const clock = testClock(new Date('2026-11-25T02:00:00Z'));
  beforeAll(async () => {
    t = await createTestApp(dialect, { env: { ADMIN_EMAILS: STAFF }, clock });
    other = await logIn(t, 'orang.lain.tetamu@example.com');
    staff = await logIn(t, STAFF);
  });
  afterAll(() => t.close());

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    cookie?: string,
    payload?: unknown,
  ) =>
    t.app.inject({
      method,
      url,
      headers: cookie ? { cookie } : {},
      remoteAddress: freshAddress(),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const list = async (cardId: string, cookie: string) => {
    const res = await call('GET', `/api/cards/${cardId}/guests`, cookie);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<GuestList>();
  };
  const importLines = (cardId: string, cookie: string, content: string) =>
    call('POST', `/api/cards/${cardId}/guests/import`, cookie, { format: 'lines', content });

  it('imports pasted lines: good ones added, one phone merged, a bad line reported', async () => {
    const card = await newOwnersCard(t);
    const res = await importLines(
      card.id,
      card.cookie,
      [
        'Mak Long Som, 012-345 6789, 2, Keluarga Perempuan',
        'Rosli',
        'Pak Ngah, 013-222 3333',
        'Som (kerja), +60 12-345 6789, 4',
        'Aminah, 019 444 5555, 3, Rakan Sekerja',
      ].join('\n'),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<GuestImportReply>()).toEqual({
      added: 3,
      updated: 0,
      merged: [{ line: 4, into: 'Mak Long Som', phone: '60123456789' }],
      problems: [{ line: 2, text: 'Rosli', reason: malay(PARTY_MESSAGES.phone) }],
    });

    const { parties, totals, groups } = await list(card.id, card.cookie);
    // In the pasted order.
    expect(parties.map((p) => [p.name, p.phone, p.allowance, p.group, p.status])).toEqual([
      ['Mak Long Som', '60123456789', 4, 'Keluarga Perempuan', 'not-sent'],
      ['Pak Ngah', '60132223333', 1, '', 'not-sent'],
      ['Aminah', '60194445555', 3, 'Rakan Sekerja', 'not-sent'],
    ]);
    expect(totals).toMatchObject({ invited: 3, sent: 0, replied: 0 });
    expect(groups.map((g) => [g.group, g.totals.invited])).toEqual([
      ['Keluarga Perempuan', 1],
      ['', 1],
      ['Rakan Sekerja', 1],
    ]);

    // The same lines again add nobody: every phone is listed already.
    const again = await importLines(card.id, card.cookie, 'Pak Ngah, 0132223333, 2');
    expect(again.json<GuestImportReply>()).toMatchObject({ added: 0, updated: 1 });
    const pakNgah = (await list(card.id, card.cookie)).parties.find((p) => p.name === 'Pak Ngah');
    expect(pakNgah?.allowance).toBe(2);
  });

  it('imports a phone’s contacts (vCard) with several numbers per contact', async () => {
    const card = await newOwnersCard(t);
    const vcard = [
      'BEGIN:VCARD',
      'VERSION:3.0',
      'FN:Encik Ahmad',
      'TEL;type=HOME:03-2222 3333',
      'TEL;type=CELL:012-777 8888',
      'END:VCARD',
      'BEGIN:VCARD',
      'VERSION:2.1',
      'FN;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:Nur =C3=89lya',
      'TEL;CELL:0112345678',
      'END:VCARD',
      'BEGIN:VCARD',
      'VERSION:3.0',
      'FN:Tanpa Nombor',
      'END:VCARD',
    ].join('\r\n');
    const res = await call('POST', `/api/cards/${card.id}/guests/import`, card.cookie, {
      format: 'vcard',
      content: vcard,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<GuestImportReply>()).toMatchObject({
      added: 2,
      problems: [{ line: 3, text: 'Tanpa Nombor', reason: malay(PARTY_MESSAGES.phone) }],
    });
    const { parties } = await list(card.id, card.cookie);
    expect(parties.find((p) => p.name === 'Encik Ahmad')).toMatchObject({
      phone: '60127778888',
      note: 'Nombor lain: 03-2222 3333',
    });
    expect(parties.map((p) => p.name)).toContain('Nur Élya');
  });

  it('refuses an import that would pass 3,000 parties, and keeps nothing of it', async () => {
    const card = await newOwnersCard(t);
    const lines = (from: number, count: number) =>
      Array.from(
        { length: count },
        (_, i) => `Tetamu ${from + i}, 01${String(10000000 + from + i)}`,
      ).join('\n');
    const first = await importLines(card.id, card.cookie, lines(0, 2000));
    expect(first.json<GuestImportReply>().added).toBe(2000);
    const over = await importLines(
      card.id,
      card.cookie,
      lines(2000, MAX_PARTIES_PER_CARD - 2000 + 1),
    );
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({
      error: { code: 'conflict', message: PARTY_MESSAGES.full },
    });
    expect((await list(card.id, card.cookie)).totals.invited).toBe(2000);
    const full = await importLines(card.id, card.cookie, lines(2000, MAX_PARTIES_PER_CARD - 2000));
    expect(full.json<GuestImportReply>().added).toBe(1000);
  }, 60_000);

  it('answers bad input with the Malay reason and changes nothing', async () => {
    const card = await newOwnersCard(t);
    const url = `/api/cards/${card.id}/guests/import`;
    for (const [payload, message] of [
      [{ format: 'lines', content: '' }, malay(GUEST_IMPORT_MESSAGES.content)],
      [{ format: 'xlsx', content: 'a' }, malay(GUEST_IMPORT_MESSAGES.format)],
      [{ format: 'lines', content: '\n \n' }, malay(GUEST_IMPORT_MESSAGES.empty)],
      [{ format: 'vcard', content: 'bukan vcard' }, malay(GUEST_IMPORT_MESSAGES.empty)],
    ] as const) {
      const res = await call('POST', url, card.cookie, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error.message).toBe(message);
    }
    const add = (payload: unknown) =>
      call('POST', `/api/cards/${card.id}/guests`, card.cookie, payload);
    expect((await add({ name: 'Ali', phone: '12' })).json().error.message).toBe(
      malay(PARTY_MESSAGES.phone),
    );
    expect((await add({ name: ' ', phone: '0123456789' })).json().error.message).toBe(
      malay(PARTY_MESSAGES.name),
    );
    expect(
      (await add({ name: 'Ali', phone: '0123456789', allowance: 0 })).json().error.message,
    ).toBe(malay(PARTY_MESSAGES.allowance));
    expect((await list(card.id, card.cookie)).parties).toEqual([]);
  });

  it('adds one party by hand, names a phone already listed, marks sends, removes', async () => {
    const card = await newOwnersCard(t);
    const added = await call('POST', `/api/cards/${card.id}/guests`, card.cookie, {
      name: 'Cik Siti',
      phone: '017-111 2222',
      allowance: 2,
      group: 'Jiran',
    });
    expect(added.statusCode, added.body).toBe(201);
    const party = added.json<GuestParty>();
    expect(party).toMatchObject({
      name: 'Cik Siti',
      phone: '60171112222',
      status: 'not-sent',
    });

    const twice = await call('POST', `/api/cards/${card.id}/guests`, card.cookie, {
      name: 'Siti lagi',
      phone: '+60 17-111 2222',
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe('Nombor ini sudah ada dalam senarai: Cik Siti.');

    clock.set(new Date('2026-11-25T03:00:00Z'));
    const sent = await call('POST', `/api/cards/${card.id}/guests/${party.id}/sent`, card.cookie, {
      kind: 'invitation',
    });
    expect(sent.json<GuestParty>()).toMatchObject({
      status: 'sent',
      sentAt: '2026-11-25T03:00:00.000Z',
      remindedAt: null,
    });
    const reminded = await call(
      'POST',
      `/api/cards/${card.id}/guests/${party.id}/sent`,
      card.cookie,
      {
        kind: 'reminder',
      },
    );
    expect(reminded.json<GuestParty>().remindedAt).toBe('2026-11-25T03:00:00.000Z');

    expect(
      (await call('DELETE', `/api/cards/${card.id}/guests/${party.id}`, card.cookie)).statusCode,
    ).toBe(204);
    const gone = await call('DELETE', `/api/cards/${card.id}/guests/${party.id}`, card.cookie);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error.message).toBe(GUEST_PARTY_NOT_FOUND);
  });

  it('keeps the owner’s messages: the Malay defaults, then what they saved; {pautan} required', async () => {
    const card = await newOwnersCard(t);
    const url = `/api/cards/${card.id}/guests/templates`;
    expect((await call('GET', url, card.cookie)).json()).toMatchObject({
      invitation: DEFAULT_INVITATION_TEMPLATE,
      reminder: DEFAULT_REMINDER_TEMPLATE,
    });
    const mine = {
      invitation: 'Salam {nama}!\r\nJemputan: {pautan}',
      reminder: 'Ingat ya {nama}: {pautan}',
    };
    const saved = await call('PUT', url, card.cookie, mine);
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await call('GET', url, card.cookie)).json()).toMatchObject({
      invitation: 'Salam {nama}!\nJemputan: {pautan}',
      reminder: mine.reminder,
    });
    const noLink = await call('PUT', url, card.cookie, { ...mine, reminder: 'Salam {nama}' });
    expect(noLink.statusCode).toBe(400);
    expect(noLink.json().error.message).toBe(malay(TEMPLATE_MESSAGES.noLink));
    expect((await call('GET', url, card.cookie)).json().reminder).toBe(mine.reminder);
  });

  it('lets only the owner read or change a list: anonymous 401, another owner and staff 403', async () => {
    const card = await newOwnersCard(t);
    await importLines(card.id, card.cookie, 'Cik Siti, 017-111 2222');
    const [party] = (await list(card.id, card.cookie)).parties;
    const calls: ['GET' | 'POST' | 'PUT' | 'DELETE', string, unknown][] = [
      ['GET', `/api/cards/${card.id}/guests/templates`, undefined],
      [
        'PUT',
        `/api/cards/${card.id}/guests/templates`,
        { invitation: '{pautan}', reminder: '{pautan}' },
      ],
      ['GET', `/api/cards/${card.id}/guests`, undefined],
      ['POST', `/api/cards/${card.id}/guests`, { name: 'X', phone: '0123456789' }],
      [
        'POST',
        `/api/cards/${card.id}/guests/import`,
        { format: 'lines', content: 'X, 0123456789' },
      ],
      ['POST', `/api/cards/${card.id}/guests/${party!.id}/sent`, { kind: 'invitation' }],
      ['PUT', `/api/cards/${card.id}/guests/${party!.id}`, { name: 'X', phone: '0123456789' }],
      ['POST', `/api/cards/${card.id}/guests/${party!.id}/link`, undefined],
      ['GET', `/api/cards/${card.id}/guests.csv`, undefined],
      ['DELETE', `/api/cards/${card.id}/guests/${party!.id}`, undefined],
    ];
    for (const [method, url, payload] of calls) {
      expect((await call(method, url, undefined, payload)).statusCode, url).toBe(401);
      expect((await call(method, url, other, payload)).statusCode, url).toBe(403);
      expect((await call(method, url, staff, payload)).statusCode, url).toBe(403);
      // Refused before the body is read: junk gets the same answer.
      expect((await call(method, url, other, { junk: true })).statusCode, url).toBe(403);
    }
    const [still] = (await list(card.id, card.cookie)).parties;
    expect(still).toEqual(party);
  });

  it('imports a spreadsheet’s CSV by its headings, and exports the list with formulas guarded', async () => {
    const card = await newOwnersCard(t);
    const csv = [
      '\uFEFFBil,Nama,No. Telefon,Pax,Kumpulan,Catatan',
      '1,"Encik Ali, Puan Ani",\'0123456789,3,Rakan Sekerja,Meja VIP',
      '2,"=HYPERLINK(""http://jahat.example"",""klik"")",013-222 3333,2,+Jiran,@nota',
      '3,Tanpa Nombor,,1,,',
      '4,Bilangan Salah,019-444 5555,dua,,',
      '',
      '5,Ali Lagi,+60 12-345 6789,5,,',
    ].join('\r\n');
    const res = await call('POST', `/api/cards/${card.id}/guests/import`, card.cookie, {
      format: 'csv',
      content: csv,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<GuestImportReply>()).toEqual({
      added: 2,
      updated: 0,
      merged: [{ line: 7, into: 'Encik Ali, Puan Ani', phone: '60123456789' }],
      problems: [
        { line: 4, text: '3, Tanpa Nombor, , 1, , ', reason: malay(PARTY_MESSAGES.phone) },
        {
          line: 5,
          text: '4, Bilangan Salah, 019-444 5555, dua, , ',
          reason: malay(PARTY_MESSAGES.allowance),
        },
      ],
    });
    const { parties } = await list(card.id, card.cookie);
    expect(parties.map((p) => [p.name, p.phone, p.allowance, p.group, p.note])).toEqual([
      ['Encik Ali, Puan Ani', '60123456789', 5, 'Rakan Sekerja', 'Meja VIP'],
      ['=HYPERLINK("http://jahat.example","klik")', '60132223333', 2, '+Jiran', '@nota'],
    ]);

    const exported = await call('GET', `/api/cards/${card.id}/guests.csv`, card.cookie);
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(exported.headers['content-disposition']).toBe(
      `attachment; filename="tetamu-${card.id}.csv"`,
    );
    const lines = exported.body.split('\r\n');
    expect(lines[0]).toBe(
      '\uFEFFNama,Telefon,Bilangan,Kumpulan,Catatan,Majlis,Status,Hadir (orang),Dihantar,Peringatan,Dibuka,Pautan',
    );
    expect(lines[1]).toMatch(
      /^"Encik Ali, Puan Ani",012-345 6789,5,Rakan Sekerja,Meja VIP,Majlis Resepsi,/,
    );
    expect(lines[2]).toMatch(
      /^"'=HYPERLINK\(""http:\/\/jahat\.example"",""klik""\)",013-222 3333,2,'\+Jiran,'@nota,Majlis Resepsi,Belum dihantar,,,,,https?:\/\/\S+\/kad\//,
    );

    const broken = await call('POST', `/api/cards/${card.id}/guests/import`, card.cookie, {
      format: 'csv',
      content: 'Nama,Telefon\n"Ali, 0123456789',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().error.message).toBe(malay(GUEST_IMPORT_MESSAGES.csv));
  });

  it('edits a party: its phone may change to one no other party has; its link stays', async () => {
    const card = await newOwnersCard(t);
    await importLines(card.id, card.cookie, 'Cik Siti, 017-111 2222\nPak Abu, 017-333 4444');
    const [siti, abu] = (await list(card.id, card.cookie)).parties;
    const url = `/api/cards/${card.id}/guests/${siti!.id}`;
    const taken = await call('PUT', url, card.cookie, { name: 'Cik Siti', phone: '017 333 4444' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toMatchObject({
      message: PARTY_MESSAGES.phoneListed('Pak Abu'),
      field: 'phone',
    });
    const bad = await call('PUT', url, card.cookie, { name: '', phone: '017 555 6666' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe(malay(PARTY_MESSAGES.name));
    const res = await call('PUT', url, card.cookie, {
      name: 'Cik Siti Aminah',
      phone: '017-555 6666',
      allowance: 3,
      group: 'Jiran',
      note: 'Bawa kek',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<GuestParty>()).toMatchObject({
      name: 'Cik Siti Aminah',
      phone: '60175556666',
      allowance: 3,
      group: 'Jiran',
      note: 'Bawa kek',
      link: siti!.link,
    });
    expect((await list(card.id, card.cookie)).parties.map((p) => p.name)).toEqual([
      'Cik Siti Aminah',
      abu!.name,
    ]);
    const gone = `/api/cards/${card.id}/guests/${'z'.repeat(12)}`;
    expect(
      (await call('PUT', gone, card.cookie, { name: 'X', phone: '0123456789' })).statusCode,
    ).toBe(404);
  });
});
