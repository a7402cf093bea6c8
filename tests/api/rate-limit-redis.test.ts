import { afterAll, describe, expect, it } from 'vitest';
import { randomId } from '@server/lib/ids';
import { RSVP_RATE_LIMIT } from '@server/modules/rsvps/rsvps.routes';
import type { TestApp } from '../support/test-app';
import { createTestApp } from '../support/test-app';
import { createCard } from '../support/cards';
import { freshAddress } from '../support/auth';

// Rate-limit counters in Redis (REDIS_URL): shared by every instance and kept across restarts.
// CI runs Redis on loopback and sets TEST_REDIS_URL; without it this file is skipped.
const REDIS_URL = process.env.TEST_REDIS_URL;

const GUEST = { name: 'Encik Rahman', phoneNumber: '012-345 6789', guests: 1, attending: true };

describe.skipIf(!REDIS_URL)('rate limits shared through Redis', () => {
  const apps: TestApp[] = [];
  afterAll(async () => {
    await Promise.all(apps.map((t) => t.close()));
  });

  /** An instance of Jemput on its own database, sharing Redis under `prefix`. */
  const instance = async (prefix: string) => {
    const t = await createTestApp('sqlite', {
      env: { REDIS_URL, REDIS_PREFIX: prefix },
    });
    apps.push(t);
    return t;
  };
  const rsvp = (t: TestApp, cardId: string, remoteAddress: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/cards/${cardId}/rsvps`,
      payload: GUEST,
      remoteAddress,
    });

  it('counts a guest’s RSVPs across two instances and after a restart', async () => {
    // A prefix of this run's own, so other runs sharing the Redis server never meet these keys.
    const prefix = `test-${randomId(10)}:`;
    const first = await instance(prefix);
    const second = await instance(prefix);
    const cardId = await createCard(first.database.handle.db);
    const guest = freshAddress();

    for (let i = 0; i < RSVP_RATE_LIMIT.max; i += 1) {
      expect((await rsvp(first, cardId, guest)).statusCode).toBe(201);
    }
    const elsewhere = await rsvp(second, cardId, guest);
    expect(elsewhere.statusCode).toBe(429);
    expect(elsewhere.json<{ error: { code: string } }>().error.code).toBe('rate_limited');
    // Another guest is not held back.
    expect((await rsvp(first, cardId, freshAddress())).statusCode).toBe(201);

    // A restart: the instance is gone, a new one reads the same counters.
    await first.close();
    apps.splice(apps.indexOf(first), 1);
    const restarted = await instance(prefix);
    expect((await rsvp(restarted, cardId, guest)).statusCode).toBe(429);
  });

  it('keeps separate counters under separate prefixes', async () => {
    const one = await instance(`test-${randomId(10)}:`);
    const two = await instance(`test-${randomId(10)}:`);
    const cardId = await createCard(two.database.handle.db);
    const guest = freshAddress();
    for (let i = 0; i < RSVP_RATE_LIMIT.max; i += 1) await rsvp(one, cardId, guest);
    expect((await rsvp(two, cardId, guest)).statusCode).toBe(201);
  });
});

describe('rate limits when Redis is unreachable', () => {
  it('starts, and lets guests through rather than failing their RSVPs', async () => {
    // Port 9 (discard) on loopback: nothing listens, the connection is refused at once.
    const t = await createTestApp('sqlite', {
      env: { REDIS_URL: 'redis://127.0.0.1:9', REDIS_PREFIX: 'unreachable:' },
    });
    try {
      const cardId = await createCard(t.database.handle.db);
      const guest = freshAddress();
      for (let i = 0; i < RSVP_RATE_LIMIT.max + 2; i += 1) {
        const res = await t.app.inject({
          method: 'POST',
          url: `/api/cards/${cardId}/rsvps`,
          payload: GUEST,
          remoteAddress: guest,
        });
        expect(res.statusCode).toBe(201);
      }
    } finally {
      await t.close();
    }
  });
});
