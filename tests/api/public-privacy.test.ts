import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../support/test-app';
import { createTestApp } from '../support/test-app';
import { testDialects } from '../support/test-database';
import { OWNER, createCard } from '../support/cards';

// Public calls expose only what guests need. Neither public reply of a card
// (the card, its wishes) carries the owner's e-mail or mobile, nor any guest's phone or e-mail,
// even once guests have answered with both.

const GUESTS = [
  { name: 'Tetamu Satu', phoneNumber: '017-111 2233', email: 'satu.tetamu@example.net' },
  { name: 'Tetamu Dua', phoneNumber: '+60 18-444 5566', email: 'dua.tetamu@example.net' },
];
const digits = (phone: string) => phone.replace(/\D/g, '');

describe.each(testDialects)('public replies keep people’s contacts private on %s', (dialect) => {
  let t: TestApp;
  let cardId: string;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    cardId = await createCard(t.database.handle.db, { features: { email_input: true } });
    for (const [i, guest] of GUESTS.entries()) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/cards/${cardId}/rsvps`,
        payload: { ...guest, guests: 2, attending: true, ucapan: 'Selamat pengantin baru!' },
        remoteAddress: `192.0.2.${i + 10}`,
      });
      expect(res.statusCode).toBe(201);
    }
  });
  afterAll(() => t.close());

  const secrets = () => [
    OWNER.email,
    OWNER.mobile,
    digits(OWNER.mobile),
    ...GUESTS.flatMap((guest) => [guest.email, guest.phoneNumber, digits(guest.phoneNumber)]),
  ];

  // The card's own contact list (the couple's chosen numbers) is public by design; no other
  // field may name an e-mail, a mobile or a phone.
  it.each([
    ['the card', () => `/api/cards/${cardId}`, /"(email|mobile|phone_number|client_\w+|user_id)"/],
    ['its wishes', () => `/api/cards/${cardId}/wishes`, /"(email|mobile|phone\w*|client_\w+)"/i],
  ])('%s carries no owner e-mail or mobile and no guest phone or e-mail', async (_w, url, keys) => {
    const res = await t.app.inject({ method: 'GET', url: url() });
    expect(res.statusCode).toBe(200);
    // The raw reply, not a parsed view of it: nothing may hide in a field the client ignores.
    for (const secret of secrets()) expect(res.body, secret).not.toContain(secret);
    expect(res.body).not.toMatch(keys);
  });

  it('still shows the guests’ names and wishes', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/cards/${cardId}/wishes` });
    const names = res.json<{ wishes: { name: string }[] }>().wishes.map((wish) => wish.name);
    expect(names.sort()).toEqual(GUESTS.map((guest) => guest.name).sort());
  });
});
