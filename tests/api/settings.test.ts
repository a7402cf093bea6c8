import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settingsRepository } from '@server/modules/settings/settings.repository';
import type { TestApp } from '../support/test-app';
import { createTestApp } from '../support/test-app';
import { testDialects } from '../support/test-database';

describe.each(testDialects)('GET /api/settings on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { env: { SUPPORT_WHATSAPP_NO: '60123456789' } });
  });
  afterAll(() => t.close());

  it('gives the seeded price (RM50 in sen), support number and maintenance off', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/settings' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      price: 5000,
      whatsapp_no: '60123456789',
      maintenance_mode: false,
    });
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('shows a maintenance switch at once', async () => {
    const settings = settingsRepository(t.database.handle.db);
    await settings.update({ maintenance_mode: true }, t.app.clock.now());
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/settings' });
      expect(res.json()).toMatchObject({ maintenance_mode: true });
    } finally {
      await settings.update({ maintenance_mode: false }, t.app.clock.now());
    }
  });

  it('refuses other methods with the one error shape', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/settings', payload: {} });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      error: { code: 'not_found', message: expect.any(String) },
    });
  });
});
