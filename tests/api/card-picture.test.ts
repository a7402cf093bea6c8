import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../support/test-app';
import { createTestApp } from '../support/test-app';
import { testDialects } from '../support/test-database';
import { newOwnersCard } from '../support/cards';
import { logIn } from '../support/auth';

// The card's own picture for the people who run it (`GET /api/cards/:id/picture.png`): the share
// picture, whatever the card's state, to its owner and staff only, checked before anything is
// drawn.

const STAFF = 'staf.gambar@jemput.test';
const OTHER = 'orang.lain.gambar@example.com';

describe.each(testDialects)('the card’s own picture on %s', (dialect) => {
  let t: TestApp;
  let other: string;
  let staff: string;
  beforeAll(async () => {
    t = await createTestApp(dialect, { env: { ADMIN_EMAILS: STAFF } });
    other = await logIn(t, OTHER);
    staff = await logIn(t, STAFF);
  });
  afterAll(() => t.close());

  const get = (url: string, cookie?: string) =>
    t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

  it('is refused to a visitor (401), another owner (403), and for an unknown card (404)', async () => {
    const { id } = await newOwnersCard(t);
    const anonymous = await get(`/api/cards/${id}/picture.png`);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ error: { code: expect.any(String) } });
    expect((await get(`/api/cards/${id}/picture.png`, other)).statusCode).toBe(403);
    expect((await get('/api/cards/TIADA99/picture.png', other)).statusCode).toBe(404);
  });

  it('draws the card’s share picture for its owner and staff, privately, kept by version', async () => {
    const { id, cookie } = await newOwnersCard(t);
    const current = await get(`/api/cards/${id}/picture.png?v=1-ms`, cookie);
    expect(current.statusCode).toBe(200);
    expect(current.headers['content-type']).toBe('image/png');
    expect(current.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    const meta = await sharp(current.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 1200, 630]);
    // The same picture guests' link previews show.
    const og = await get(`/kad/${id}/og.png`);
    expect(current.rawPayload.equals(og.rawPayload)).toBe(true);
    // An older version's address (or none) is checked afresh.
    const old = await get(`/api/cards/${id}/picture.png?v=0-ms`, cookie);
    expect(old.headers['cache-control']).toBe('private, no-cache');
    expect((await get(`/api/cards/${id}/picture.png`, staff)).statusCode).toBe(200);
  });

  it('is drawn for a card whose trial has ended, which guests no longer get', async () => {
    const { id, cookie } = await newOwnersCard(t, { status: 'unverified', ageMinutes: 61 });
    expect((await get(`/kad/${id}/og.png`)).statusCode).toBe(404);
    const res = await get(`/api/cards/${id}/picture.png?v=1-ms`, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
  });
});
