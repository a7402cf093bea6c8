import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../support/test-app';
import { createTestApp } from '../support/test-app';
import { createCard } from '../support/cards';

// The share picture reads a card and draws; SQLite is enough to exercise it.
describe('GET /kad/:id/og.png (share preview)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
  });
  afterAll(() => t.close());
  const get = (id: string) => t.app.inject({ method: 'GET', url: `/kad/${id}/og.png` });

  it('draws a 1200 × 630 PNG of the card, small enough for link previews, and keeps it', async () => {
    const id = await createCard(t.database.handle.db);
    const res = await get(id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    // Without the version's name the picture is always checked afresh (see owner-card.test.ts).
    expect(res.headers['cache-control']).toBe('no-cache');
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 1200, 630]);
    expect(res.rawPayload.length).toBeLessThan(300 * 1024);

    const folder = path.join(t.config.dataDir, 'cache', 'share');
    const [version] = fs.readdirSync(folder);
    const files = fs.readdirSync(path.join(folder, version!));
    expect(files).toHaveLength(1);
    expect((await get(id)).rawPayload.equals(res.rawPayload)).toBe(true);
  });

  it('draws nothing for an expired trial or an unknown card', async () => {
    const expired = await createCard(t.database.handle.db, {
      status: 'unverified',
      ageMinutes: 90,
    });
    expect((await get(expired)).statusCode).toBe(404);
    expect((await get('tiadakadini')).statusCode).toBe(404);
  });
});
