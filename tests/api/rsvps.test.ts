import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Wish } from '@shared/schemas/card';
import { RSVP_MESSAGES } from '@shared/schemas/card';
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
  const wishes = async (id: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/cards/${id}/wishes` })).json<{
      wishes: Wish[];
    }>().wishes;

  it('accepts an RSVP with the spec’s message and shows its wish at once', async () => {
    const id = await createCard(db());
    const res = await post(id, GUEST);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: 'RSVP anda telah disahkan!' });
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
    [{ ...GUEST, name: '' }, RSVP_MESSAGES.name],
    [{ ...GUEST, phoneNumber: 'tiada' }, RSVP_MESSAGES.phone],
    [{ ...GUEST, guests: 0 }, RSVP_MESSAGES.guests],
    [{ ...GUEST, guests: 10_000 }, RSVP_MESSAGES.guests],
    [{ ...GUEST, guests: 1.5 }, RSVP_MESSAGES.guests],
    [{ ...GUEST, ucapan: 'x'.repeat(501) }, RSVP_MESSAGES.ucapan],
    [{ ...GUEST, email: 'bukan-email' }, RSVP_MESSAGES.email],
  ])('refuses bad input with a Malay message (%#)', async (payload, message) => {
    const id = await createCard(db());
    const res = await post(id, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: { code: 'bad_request', message } });
    expect(await wishes(id)).toEqual([]);
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
    expect(res.json().error.message).toBe(RSVP_MESSAGES.email);

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
    expect(res.json().error.message).toBe(RSVP_MESSAGES.closed);
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
