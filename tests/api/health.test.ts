import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../support/test-app';
import { createTestApp } from '../support/test-app';
import { testDialects } from '../support/test-database';

describe.each(testDialects)('GET /api/health on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  it('reports the app and its database as reachable', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'ok',
      database: { dialect, reachable: true },
    });
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe('GET /api/health with the database gone', () => {
  it('answers 503 degraded instead of hanging or crashing', async () => {
    const t = await createTestApp('sqlite');
    try {
      await t.database.handle.db.destroy();
      const res = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ status: 'degraded', database: { reachable: false } });
    } finally {
      await t.app.close();
    }
  });
});
