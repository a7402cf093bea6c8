import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MyCardList } from '@shared/schemas/owner';
import type { TestApp } from '../support/test-app';
import { createTestApp } from '../support/test-app';
import { testDialects } from '../support/test-database';
import { OWNER, createCard } from '../support/cards';
import { logIn } from '../support/auth';

// The dashboard's card list ('Kad Kahwin Digital Anda'): only the logged-in owner's own cards,
// never anyone's cards by e-mail.

describe.each(testDialects)('GET /api/me/cards on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());
  const db = () => t.database.handle.db;
  const myCards = (cookie?: string) =>
    t.app.inject({ method: 'GET', url: '/api/me/cards', headers: cookie ? { cookie } : {} });

  it('asks an anonymous visitor to log in (401, in Malay)', async () => {
    const res = await myCards();
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      error: { code: 'unauthorized', message: 'Sila log masuk dahulu.' },
    });
  });

  it('lists only the owner’s cards, newest first, with the dashboard’s fields', async () => {
    const ownerEmail = 'senarai.kad@example.com';
    const older = await createCard(db(), { ageMinutes: 120, status: 'unverified', ownerEmail });
    const newer = await createCard(db(), { ageMinutes: 5, ownerEmail });
    const theirs = await createCard(db(), { ownerEmail: 'orang.lain@example.com' });
    const rsvp = {
      name: 'Tetamu',
      phoneNumber: '012-345 6789',
      guests: 2,
      attending: true,
    };
    for (const remoteAddress of ['192.0.2.201', '192.0.2.202']) {
      await t.app.inject({
        method: 'POST',
        url: `/api/cards/${newer}/rsvps`,
        payload: rsvp,
        remoteAddress,
      });
    }

    const res = await myCards(await logIn(t, ownerEmail));
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { cards } = res.json<MyCardList>();
    expect(cards.map((card) => card.id)).toEqual([newer, older]);
    expect(cards.map((card) => card.id)).not.toContain(theirs);
    expect(cards.map((card) => card.id)).not.toContain('demoplus');
    expect(cards[0]).toEqual({
      id: newer,
      groom_name: 'Ali',
      bride_name: 'Aminah',
      wedding_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      status: 'active',
      state: 'active',
      theme: expect.stringMatching(/^theme\d+$/),
      created_at: expect.any(String),
      rsvpCount: 2,
      role: 'owner',
    });
    expect(cards[1]?.status).toBe('unverified');
    // Its trial hour ended an hour ago, by the server's clock.
    expect(cards[1]?.state).toBe('expired');
    expect(cards[1]?.rsvpCount).toBe(0);
    // Nothing about the client beyond the card itself.
    expect(res.body).not.toContain(OWNER.mobile);
    expect(res.body).not.toContain('client_');
  });

  it('finds a card made with the owner e-mail in capitals (e-mails are one case)', async () => {
    const id = await createCard(db(), { ownerEmail: 'Nurul.Huda@Example.COM' });
    const res = await myCards(await logIn(t, 'nurul.huda@example.com'));
    expect(res.json<MyCardList>().cards.map((card) => card.id)).toEqual([id]);
  });

  it('gives a new owner an empty list', async () => {
    const res = await myCards(await logIn(t, 'belum.ada.kad@example.com'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ cards: [] });
  });

  it('stops answering once the owner logs out', async () => {
    const cookie = await logIn(t, 'keluar@example.com');
    expect((await myCards(cookie)).statusCode).toBe(200);
    await t.app.inject({ method: 'DELETE', url: '/api/auth/session', headers: { cookie } });
    expect((await myCards(cookie)).statusCode).toBe(401);
  });
});
