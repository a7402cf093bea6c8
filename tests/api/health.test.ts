import net from 'node:net';
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

/** A loopback port nothing listens on (taken, then given back). */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe.each(testDialects)('GET /api/health/ready on %s', (dialect) => {
  it('is ready when the database answers and no Redis is configured', async () => {
    const t = await createTestApp(dialect);
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        status: 'ready',
        checks: { database: 'ok', redis: 'not_configured' },
      });
      expect(res.headers['cache-control']).toBe('no-store');
    } finally {
      await t.close();
    }
  });
});

describe('GET /api/health/ready when a dependency is down', () => {
  it('answers 503 when the database was closed (liveness says degraded too)', async () => {
    const t = await createTestApp('sqlite');
    try {
      await t.database.handle.db.destroy();
      const res = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        status: 'not_ready',
        checks: { database: 'failed', redis: 'not_configured' },
      });
    } finally {
      await t.app.close();
    }
  });

  it('answers 503 when the configured Redis does not answer; liveness stays 200', async () => {
    const t = await createTestApp('sqlite', {
      env: { REDIS_URL: `redis://127.0.0.1:${await closedPort()}` },
    });
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        status: 'not_ready',
        checks: { database: 'ok', redis: 'failed' },
      });
      // The app itself is alive: a restart would not bring Redis back.
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });

  it.skipIf(!process.env.TEST_REDIS_URL)('is ready with a Redis that answers', async () => {
    const t = await createTestApp('sqlite', { env: { REDIS_URL: process.env.TEST_REDIS_URL } });
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'ready', checks: { database: 'ok', redis: 'ok' } });
    } finally {
      await t.close();
    }
  });
});
