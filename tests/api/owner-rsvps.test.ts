import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OwnerRsvp, OwnerRsvpPage } from '@shared/schemas/rsvp';
import { MAX_OWNER_RSVP_PAGE_SIZE, MAX_RSVPS_PER_CARD } from '@shared/schemas/rsvp';
import type { TestApp } from '../support/test-app';
import { createTestApp } from '../support/test-app';
import { testDialects } from '../support/test-database';
import { createCard } from '../support/cards';
import { logIn } from '../support/auth';

// Volume limits: the owner's RSVP list comes a page at a time (keyset paging,
// newest first) with the card's total, so 20,000 RSVPs never travel as one reply.

describe.each(testDialects)('the owner’s RSVP list, paged, on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());
  const db = () => t.database.handle.db;

  let owners = 0;
  /** A new owner with a card holding `count` RSVPs, several sharing each second. */
  async function cardWithRsvps(count: number) {
    owners += 1;
    const email = `pemilik.senarai${owners}@example.com`;
    const cardId = await createCard(db(), { ownerEmail: email });
    const start = Date.parse('2026-11-01T00:00:00.000Z');
    const rows = Array.from({ length: count }, (_, i) => ({
      id: `${cardId}-${String(i).padStart(5, '0')}`,
      card_id: cardId,
      name: `Tetamu ${i}`,
      phone_number: '012-345 6789',
      email: null,
      guests: 1 + (i % 4),
      attending: (i % 5 === 0 ? 0 : 1) as 0 | 1,
      checked_in: 0 as const,
      ucapan: null,
      // Three RSVPs a second: ties on created_at must still page without loss or repeats.
      created_at: new Date(start + Math.floor(i / 3) * 1000).toISOString(),
    }));
    for (let i = 0; i < rows.length; i += 500) {
      await db()
        .insertInto('rsvps')
        .values(rows.slice(i, i + 500))
        .execute();
    }
    return { cardId, cookie: await logIn(t, email) };
  }

  const page = (cardId: string, cookie: string, query = '') =>
    t.app.inject({ method: 'GET', url: `/api/cards/${cardId}/rsvps${query}`, headers: { cookie } });

  it('walks every RSVP once, newest first, a page at a time, with the card’s total', async () => {
    const { cardId, cookie } = await cardWithRsvps(250);
    const seen: OwnerRsvp[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: string = `?limit=100${cursor ? `&cursor=${cursor}` : ''}`;
      const res = await page(cardId, cookie, query);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json<OwnerRsvpPage>();
      expect(body.total).toBe(250);
      expect(body.maxRsvps).toBe(MAX_RSVPS_PER_CARD);
      seen.push(...body.rsvps);
      cursor = body.nextCursor;
      pages += 1;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen).toHaveLength(250);
    expect(new Set(seen.map((rsvp) => rsvp.id)).size).toBe(250);
    const order = seen.map((rsvp) => `${rsvp.created_at}|${rsvp.id}`);
    expect(order).toEqual([...order].sort().reverse());
  });

  it('gives a page of 100 by default, and the last page no cursor', async () => {
    const { cardId, cookie } = await cardWithRsvps(120);
    const first = (await page(cardId, cookie)).json<OwnerRsvpPage>();
    expect(first.rsvps).toHaveLength(100);
    const second = (
      await page(cardId, cookie, `?cursor=${first.nextCursor}`)
    ).json<OwnerRsvpPage>();
    expect(second.rsvps).toHaveLength(20);
    expect(second.nextCursor).toBeNull();
  });

  it.each([
    ['a page size over the most', `?limit=${MAX_OWNER_RSVP_PAGE_SIZE + 1}`, 'limit'],
    ['a page size of zero', '?limit=0', 'limit'],
    ['a page size that is not a number', '?limit=semua', 'limit'],
    ['a forged cursor', '?cursor=bm90LWEtY3Vyc29y', 'cursor'],
    ['a cursor with junk in it', '?cursor=%00%27%3B', 'cursor'],
  ])('refuses %s with 400, naming it, in Malay', async (_kind, query, field) => {
    const { cardId, cookie } = await cardWithRsvps(1);
    const res = await page(cardId, cookie, query);
    expect(res.statusCode).toBe(400);
    const error = res.json<{ error: { code: string; message: string; field?: string } }>().error;
    expect(error.code).toBe('bad_request');
    expect(error.field).toBe(field);
    expect(error.message).toMatch(/tidak sah/);
  });
});
