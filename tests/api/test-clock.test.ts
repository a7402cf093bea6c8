import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { movableClock } from '@server/lib/clock';
import type { TestApp } from '../support/test-app';
import { createTestApp } from '../support/test-app';

// The browser journeys' server (TEST_CLOCK=on) lets them move its clock over HTTP, so a journey
// can see the card after the day without waiting for it; every other server has no such route.

describe('the test clock', () => {
  const clock = movableClock();
  let moved: TestApp;
  let plain: TestApp;
  beforeAll(async () => {
    moved = await createTestApp('sqlite', { testClock: clock });
    plain = await createTestApp('sqlite');
  });
  afterAll(async () => {
    await moved.close();
    await plain.close();
  });

  it('moves every rule’s time to the moment asked, and back', async () => {
    const put = await moved.app.inject({
      method: 'PUT',
      url: '/api/test/clock',
      payload: { now: '2031-06-01T12:00:00+08:00' },
    });
    expect(put.statusCode).toBe(200);
    const now = moved.app.clock.now().getTime();
    expect(Math.abs(now - Date.parse('2031-06-01T04:00:00Z'))).toBeLessThan(5_000);

    const back = await moved.app.inject({ method: 'DELETE', url: '/api/test/clock' });
    expect(back.statusCode).toBe(200);
    expect(Math.abs(moved.app.clock.now().getTime() - Date.now())).toBeLessThan(5_000);
  });

  it('refuses a moment that is not an ISO date-time', async () => {
    const res = await moved.app.inject({
      method: 'PUT',
      url: '/api/test/clock',
      payload: { now: 'esok' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: { code: 'bad_request', field: 'now' } });
  });

  it('does not exist on a server without TEST_CLOCK', async () => {
    const res = await plain.app.inject({
      method: 'PUT',
      url: '/api/test/clock',
      payload: { now: '2031-06-01T12:00:00+08:00' },
    });
    expect(res.statusCode).toBe(404);
    expect(
      (await plain.app.inject({ method: 'GET', url: '/api/openapi.json' })).body,
    ).not.toContain('test/clock');
  });
});
