import { malay } from '@shared/i18n/rule-words-in';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Wish } from '@shared/schemas/rsvp';
import { MAX_RSVPS_PER_CARD, RSVP_MESSAGES } from '@shared/schemas/rsvp';
import { DEMO_CARD_ID } from '@shared/schemas/card-id';
import type { TestApp } from '../support/test-app';
import { createTestApp } from '../support/test-app';
import { testDialects } from '../support/test-database';
import { createCard } from '../support/cards';

const GUEST = {
  name: 'Encik Rahman',
  phoneNumber: '012-345 6789',
  guests: 2,
  attending: true,
  ucapan: 'Tahniah, semoga bahagia!',
};

let nextAddress = 1;
/** Each test posts from its own address, so the per-address limit never links tests. */
const address = () => `198.51.100.${nextAddress++}`;

describe.each(testDialects)('RSVPs and wishes on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());
  const db = () => t.database.handle.db;

  const post = (id: string, payload: object, remoteAddress = address()) =>
    t.app.inject({ method: 'POST', url: `/api/cards/${id}/rsvps`, payload, remoteAddress });
  const rsvpCount = async (id: string) => {
    const row = await db()
      .selectFrom('rsvps')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('card_id', '=', id)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  };
  const wishes = async (id: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/cards/${id}/wishes` })).json<{
      wishes: Wish[];
    }>().wishes;

  it('accepts an RSVP with the spec’s message and shows its wish at once', async () => {
    const id = await createCard(db());
    const res = await post(id, GUEST);
    expect(res.statusCode).toBe(201);
    // Attending: a pass for the door comes with it (its page opens from the QR).
    expect(res.json()).toEqual({
      message: 'RSVP anda telah disahkan!',
      saved: true,
      pass: {
        token: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
        url: expect.stringMatching(/\/pas#[A-Za-z0-9_-]{22}$/),
      },
    });
    expect(await wishes(id)).toEqual([
      { name: 'Encik Rahman', ucapan: 'Tahniah, semoga bahagia!', created_at: expect.any(String) },
    ]);
  });

  it('lists wishes newest first, only those with a wish, without phone or e-mail', async () => {
    const id = await createCard(db(), { features: { email_input: true } });
    await post(id, { ...GUEST, name: 'Pertama', email: 'pertama@example.com' });
    await post(id, { ...GUEST, name: 'Tanpa ucapan', email: 'kedua@example.com', ucapan: '' });
    await post(id, { ...GUEST, name: 'Ketiga', email: 'ketiga@example.com', ucapan: 'Selamat!' });
    const list = await wishes(id);
    expect(list.map((wish) => wish.name)).toEqual(['Ketiga', 'Pertama']);
    const body = JSON.stringify(list);
    expect(body).not.toContain('0123456789');
    expect(body).not.toContain('012-345');
    expect(body).not.toContain('@example.com');
  });

  it('stores the RSVP whole, attending or not', async () => {
    const id = await createCard(db());
    await post(id, { ...GUEST, attending: false, guests: 3 });
    const row = await db()
      .selectFrom('rsvps')
      .selectAll()
      .where('card_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      name: 'Encik Rahman',
      guests: 3,
      attending: 0,
      checked_in: 0,
      email: null,
    });
  });

  it.each([
    ['an empty name', { name: '' }, 'name', malay(RSVP_MESSAGES.name)],
    ['a name of zero-width spaces', { name: '\u200B\u200B' }, 'name', malay(RSVP_MESSAGES.name)],
    ['a name of Hangul fillers', { name: '\u3164\u3164' }, 'name', malay(RSVP_MESSAGES.name)],
    ['a soft hyphen for a name', { name: '\u00AD' }, 'name', malay(RSVP_MESSAGES.name)],
    ['a NUL in the name', { name: 'Ali\u0000' }, 'name', malay(RSVP_MESSAGES.nameCharacters)],
    ['a bell in the name', { name: 'Ali\u0007' }, 'name', malay(RSVP_MESSAGES.nameCharacters)],
    [
      'an escape in the name',
      { name: '\u001b[31mAli' },
      'name',
      malay(RSVP_MESSAGES.nameCharacters),
    ],
    ['a bidi override', { name: 'Ali\u202Enamhar' }, 'name', malay(RSVP_MESSAGES.nameCharacters)],
    ['a bidi isolate', { name: '\u2066Ali' }, 'name', malay(RSVP_MESSAGES.nameCharacters)],
    ['a lone surrogate', { name: 'Ali\uD800' }, 'name', malay(RSVP_MESSAGES.nameCharacters)],
    [
      'a NUL in the wish',
      { ucapan: 'Tahniah\u0000' },
      'ucapan',
      malay(RSVP_MESSAGES.ucapanCharacters),
    ],
    [
      'a lone surrogate in the wish',
      { ucapan: '\uDC00' },
      'ucapan',
      malay(RSVP_MESSAGES.ucapanCharacters),
    ],
    [
      'a phone that is not one',
      { phoneNumber: 'tiada' },
      'phoneNumber',
      malay(RSVP_MESSAGES.phone),
    ],
    ['no guests', { guests: 0 }, 'guests', malay(RSVP_MESSAGES.guests)],
    ['too many guests', { guests: 10_000 }, 'guests', malay(RSVP_MESSAGES.guests)],
    ['a fraction of a guest', { guests: 1.5 }, 'guests', malay(RSVP_MESSAGES.guests)],
    ['guests as true', { guests: true }, 'guests', malay(RSVP_MESSAGES.guests)],
    ['guests as [3]', { guests: [3] }, 'guests', malay(RSVP_MESSAGES.guests)],
    ['guests as "0x10"', { guests: '0x10' }, 'guests', malay(RSVP_MESSAGES.guests)],
    ['guests as "1e1"', { guests: '1e1' }, 'guests', malay(RSVP_MESSAGES.guests)],
    ['guests as " 3"', { guests: ' 3' }, 'guests', malay(RSVP_MESSAGES.guests)],
    ['guests as "3.0"', { guests: '3.0' }, 'guests', malay(RSVP_MESSAGES.guests)],
    ['guests as null', { guests: null }, 'guests', malay(RSVP_MESSAGES.guests)],
    ['a wish too long', { ucapan: 'x'.repeat(501) }, 'ucapan', malay(RSVP_MESSAGES.ucapan)],
    ['an e-mail that is not one', { email: 'bukan-email' }, 'email', malay(RSVP_MESSAGES.email)],
  ])(
    'refuses %s, naming the field, in Malay, and keeps nothing',
    async (_kind, change, field, message) => {
      const id = await createCard(db());
      const res = await post(id, { ...GUEST, ...change });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: { code: 'bad_request', message, field } });
      expect(await rsvpCount(id)).toBe(0);
    },
  );

  it.each([
    ['a whole number', 3],
    ['digits as text (what a form sends)', '3'],
  ])('takes guests as %s', async (_kind, guests) => {
    const id = await createCard(db());
    expect((await post(id, { ...GUEST, guests })).statusCode).toBe(201);
    const row = await db()
      .selectFrom('rsvps')
      .select('guests')
      .where('card_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.guests).toBe(3);
  });

  it('keeps names in every script, trimmed and in NFC, and emoji as they are', async () => {
    const id = await createCard(db());
    for (const name of [
      'نور عائشة',
      '陈美玲',
      'கவிதா',
      'Ali 🤵🏽 & Aminah 👰🏻‍♀️',
      '\u200BJose\u0301 ',
    ]) {
      expect((await post(id, { ...GUEST, name })).statusCode, name).toBe(201);
    }
    const rows = await db()
      .selectFrom('rsvps')
      .select('name')
      .where('card_id', '=', id)
      .orderBy('created_at')
      .execute();
    expect(rows.map((row) => row.name).sort()).toEqual(
      ['نور عائشة', '陈美玲', 'கவிதா', 'Ali 🤵🏽 & Aminah 👰🏻‍♀️', 'Jos\u00e9'].sort(),
    );
  });

  it('stops taking RSVPs at the card’s cap, with a clear Malay message', async () => {
    const id = await createCard(db());
    // Fill the card to one short of the cap directly; the last place goes to a guest.
    const rows = Array.from({ length: MAX_RSVPS_PER_CARD - 1 }, (_, i) => ({
      id: `cap-${id}-${i}`,
      card_id: id,
      name: `Tetamu ${i}`,
      phone_number: '0123456789',
      email: null,
      guests: 1,
      attending: 1 as const,
      checked_in: 0 as const,
      ucapan: null,
      created_at: new Date(Date.now() - 60_000).toISOString(),
    }));
    for (let i = 0; i < rows.length; i += 500) {
      await db()
        .insertInto('rsvps')
        .values(rows.slice(i, i + 500))
        .execute();
    }
    expect((await post(id, GUEST)).statusCode).toBe(201);
    const full = await post(id, { ...GUEST, name: 'Terlambat' });
    expect(full.statusCode).toBe(409);
    expect(full.json()).toEqual({
      error: { code: 'conflict', message: malay(RSVP_MESSAGES.full) },
    });
    expect(malay(RSVP_MESSAGES.full)).toContain('5,000');
    expect(await rsvpCount(id)).toBe(MAX_RSVPS_PER_CARD);
  });

  it('checks an RSVP to the demo card, then keeps nothing and says so', async () => {
    const before = await wishes(DEMO_CARD_ID);
    const count = await rsvpCount(DEMO_CARD_ID);
    const res = await post(DEMO_CARD_ID, { ...GUEST, name: 'Pelawat Demo', ucapan: 'Conteng!' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: malay(RSVP_MESSAGES.demo), saved: false });
    expect(await rsvpCount(DEMO_CARD_ID)).toBe(count);
    expect(await wishes(DEMO_CARD_ID)).toEqual(before);
    // Still checked with the same rules as any card.
    const bad = await post(DEMO_CARD_ID, { ...GUEST, name: '\u0000' });
    expect(bad.statusCode).toBe(400);
  });

  it('refuses a missing attending choice', async () => {
    const id = await createCard(db());
    const withoutAttending: Partial<typeof GUEST> = { ...GUEST };
    delete withoutAttending.attending;
    expect((await post(id, withoutAttending)).statusCode).toBe(400);
  });

  it('asks for an e-mail only when the card’s email_input is on', async () => {
    const asks = await createCard(db(), { features: { email_input: true } });
    const res = await post(asks, GUEST);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(malay(RSVP_MESSAGES.email));

    const doesNot = await createCard(db());
    expect((await post(doesNot, { ...GUEST, email: 'simpan@example.com' })).statusCode).toBe(201);
    const row = await db()
      .selectFrom('rsvps')
      .select('email')
      .where('card_id', '=', doesNot)
      .executeTakeFirstOrThrow();
    expect(row.email).toBeNull();
  });

  it('refuses an abusive size (a 1 MB wish) with 413 and keeps nothing', async () => {
    const id = await createCard(db());
    const res = await post(id, { ...GUEST, ucapan: 'x'.repeat(1024 * 1024) });
    expect(res.statusCode).toBe(413);
    expect(res.json().error.code).toBe('payload_too_large');
    expect(await wishes(id)).toEqual([]);
  });

  it('pretends to accept a bot that fills the honeypot, and keeps nothing', async () => {
    const id = await createCard(db());
    const res = await post(id, { ...GUEST, website: 'http://spam.example' });
    expect(res.statusCode).toBe(201);
    expect(await wishes(id)).toEqual([]);
  });

  it('refuses RSVPs when the card’s RSVP is switched off', async () => {
    const id = await createCard(db(), { features: { rsvp: false } });
    const res = await post(id, GUEST);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe(malay(RSVP_MESSAGES.closed));
  });

  it('treats an expired trial card as not found for wishes and RSVPs', async () => {
    const id = await createCard(db(), { status: 'unverified', ageMinutes: 61 });
    expect((await post(id, GUEST)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/cards/${id}/wishes` })).statusCode).toBe(
      404,
    );
  });

  it('answers an unknown card with 404', async () => {
    expect((await post('tiadakadini', GUEST)).statusCode).toBe(404);
  });

  it('limits RSVPs per address (10 in 10 minutes), in Malay, without blocking other guests', async () => {
    const id = await createCard(db());
    const from = address();
    for (let i = 0; i < 10; i += 1) expect((await post(id, GUEST, from)).statusCode).toBe(201);
    const limited = await post(id, GUEST, from);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.message).toBe('Terlalu banyak cubaan. Sila cuba sebentar lagi.');
    expect((await post(id, GUEST, address())).statusCode).toBe(201);
  });

  it('shows the demo card’s sample wishes', async () => {
    expect((await wishes('demoplus')).length).toBeGreaterThanOrEqual(3);
  });
});
