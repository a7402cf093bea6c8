import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomId } from '@server/lib/ids';
import { mailOutboxRepository } from '@server/mail/mail-outbox.repository';
import { OPEN_EVENT_STREAMS_GAUGE } from '@server/plugins/metrics';
import type { TestApp } from '../support/test-app';
import { createTestApp } from '../support/test-app';
import { testDialects } from '../support/test-database';
import { createCard, ownerUserId } from '../support/cards';
import { freshAddress } from '../support/auth';

// GET /metrics (Prometheus text): requests by route pattern (never an id from the path), RSVPs,
// payments by status and the mail outbox read from the database at scrape, gauges registered
// by other modules; open outside production, behind METRICS_TOKEN (or off) in production.

const GUEST = { name: 'Encik Rahman', phoneNumber: '012-345 6789', guests: 2, attending: true };
const TOKEN = 'metrics-token-for-tests-0123456789';

/** The value of one sample (`name{labels} value`), or undefined when the scrape has none. */
function sample(
  text: string,
  name: string,
  labels: Record<string, string> = {},
): number | undefined {
  for (const line of text.split('\n')) {
    if (line.startsWith('#')) continue;
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries(
      [...(match[2] ?? '').matchAll(/([a-zA-Z_]+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1], m[2]]),
    );
    if (Object.entries(labels).every(([key, value]) => found[key] === value)) {
      return Number(match[3]);
    }
  }
  return undefined;
}

const TEST_GAUGE = 'jemput_test_gauge';

describe.each(testDialects)('GET /metrics on %s', (dialect) => {
  let t: TestApp;
  let streams = 0;
  beforeAll(async () => {
    t = await createTestApp(dialect, {
      // Another module's gauge, registered the way the event streams register theirs.
      extend: (app) => {
        app.metrics.registerGauge({
          name: TEST_GAUGE,
          help: 'A gauge of the test',
          collect: () => streams,
        });
        app.metrics.registerGauge({
          name: 'jemput_test_broken',
          help: 'A gauge whose reading fails',
          collect: () => {
            throw new Error('cannot read');
          },
        });
      },
    });
  });
  afterAll(() => t.close());
  const db = () => t.database.handle.db;

  const scrape = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers['cache-control']).toBe('no-store');
    return res.body;
  };

  it('counts requests by route pattern; ids and unknown paths never become labels', async () => {
    const first = await createCard(db());
    const second = await createCard(db());
    const wishes = { method: 'GET', route: '/api/cards/:id/wishes', status_code: '200' };
    const before = sample(await scrape(), 'http_requests_total', wishes) ?? 0;
    for (const id of [first, second, first]) {
      expect(
        (await t.app.inject({ method: 'GET', url: `/api/cards/${id}/wishes` })).statusCode,
      ).toBe(200);
    }
    const secret = `tiada-${randomId(10)}`;
    await t.app.inject({ method: 'GET', url: `/api/${secret}?token=${secret}` });

    const text = await scrape();
    expect(sample(text, 'http_requests_total', wishes)).toBe(before + 3);
    expect(sample(text, 'http_request_duration_seconds_count', wishes)).toBe(before + 3);
    expect(
      sample(text, 'http_requests_total', { route: 'unmatched', status_code: '404' }),
    ).toBeGreaterThanOrEqual(1);
    expect(text).not.toContain(first);
    expect(text).not.toContain(second);
    expect(text).not.toContain(secret);
    // Node's own metrics come along.
    expect(sample(text, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
  });

  it('counts RSVP submissions and reads the RSVPs kept at scrape', async () => {
    const id = await createCard(db());
    const before = await scrape();
    const accepted = sample(before, 'jemput_rsvp_submissions_total', { outcome: 'accepted' });
    const refused = sample(before, 'jemput_rsvp_submissions_total', { outcome: 'refused' });
    expect(accepted).toBeDefined();
    for (const payload of [GUEST, { ...GUEST, name: 'Puan Salmah' }, { ...GUEST, guests: 0 }]) {
      await t.app.inject({
        method: 'POST',
        url: `/api/cards/${id}/rsvps`,
        payload,
        remoteAddress: freshAddress(),
      });
    }
    const kept = await db()
      .selectFrom('rsvps')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    const after = await scrape();
    expect(sample(after, 'jemput_rsvp_submissions_total', { outcome: 'accepted' })).toBe(
      (accepted ?? 0) + 2,
    );
    expect(sample(after, 'jemput_rsvp_submissions_total', { outcome: 'refused' })).toBe(
      (refused ?? 0) + 1,
    );
    expect(sample(after, 'jemput_rsvps')).toBe(Number(kept.n));
  });

  it('reports payment rows by status, as the table holds them at scrape', async () => {
    const userId = await ownerUserId(db(), 'bayar.metrik@example.com');
    const now = new Date().toISOString();
    const statuses = ['paid', 'paid', 'pending', 'failed'] as const;
    for (const status of statuses) {
      // A card of its own for each (a card is sold once: one paid row per card).
      const cardId = await createCard(db(), { status: 'unverified' });
      await db()
        .insertInto('payments')
        .values({
          id: randomId(16),
          card_id: cardId,
          user_id: userId,
          provider: 'sandbox',
          provider_ref: randomId(12),
          amount_sen: 5000,
          promo_code: null,
          status,
          created_at: now,
          updated_at: now,
          paid_at: status === 'paid' ? now : null,
        })
        .execute();
    }
    const rows = await db()
      .selectFrom('payments')
      .select((eb) => ['status', eb.fn.countAll().as('n')] as const)
      .groupBy('status')
      .execute();
    const expected = Object.fromEntries(rows.map((row) => [row.status, Number(row.n)]));
    const text = await scrape();
    for (const status of ['pending', 'paid', 'failed', 'cancelled']) {
      expect(sample(text, 'jemput_payments', { status }), status).toBe(expected[status] ?? 0);
    }
    expect(expected.paid).toBeGreaterThanOrEqual(2);
  });

  it('reads registered gauges at each scrape, and leaves out one that fails', async () => {
    streams = 3;
    expect(sample(await scrape(), TEST_GAUGE)).toBe(3);
    streams = 1;
    const text = await scrape();
    expect(sample(text, TEST_GAUGE)).toBe(1);
    // The event streams' own gauge (no stream open here; see event-streams.test.ts).
    expect(sample(text, OPEN_EVENT_STREAMS_GAUGE)).toBe(0);
    expect(sample(text, 'jemput_test_broken')).toBeUndefined();
    expect(sample(text, 'jemput_rsvps')).toBeDefined();
  });

  it('tells how many e-mails wait in the mail outbox', async () => {
    const outbox = mailOutboxRepository(db());
    const before = sample(await scrape(), 'jemput_mail_outbox_pending');
    expect(before).toBeDefined();
    const now = new Date();
    const queue = (n: number) =>
      outbox.enqueue(
        {
          kind: 'payment_receipt',
          dedupeKey: `metrik-${randomId(12)}`,
          message: {
            to: `tetamu${n}@example.com`,
            subject: 'Resit',
            text: 'Resit',
            html: '<p>Resit</p>',
          },
        },
        now,
      );
    const ids = [await queue(1), await queue(2), await queue(3)];
    expect(sample(await scrape(), 'jemput_mail_outbox_pending')).toBe((before ?? 0) + 3);
    await outbox.markSent(ids[0] ?? '', now);
    expect(sample(await scrape(), 'jemput_mail_outbox_pending')).toBe((before ?? 0) + 2);
  });
});

describe('who may read /metrics', () => {
  const apps: TestApp[] = [];
  afterAll(async () => {
    await Promise.all(apps.map((t) => t.close()));
  });
  const app = async (config: { isProduction: boolean; metricsToken: string | null }) => {
    const t = await createTestApp('sqlite', { config });
    apps.push(t);
    return t;
  };
  const get = (t: TestApp, authorization?: string) =>
    t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: authorization ? { authorization } : {},
    });

  it('anyone, outside production without a token', async () => {
    const t = await app({ isProduction: false, metricsToken: null });
    expect((await get(t)).statusCode).toBe(200);
  });

  it('nobody in production without a token: 404, as if there were no such page', async () => {
    const t = await app({ isProduction: true, metricsToken: null });
    const res = await get(t);
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('http_requests_total');
    expect((await get(t, `Bearer ${TOKEN}`)).statusCode).toBe(404);
  });

  it('in production with a token: only `Authorization: Bearer <token>`', async () => {
    const t = await app({ isProduction: true, metricsToken: TOKEN });
    for (const authorization of [
      undefined,
      'Bearer',
      `Bearer ${TOKEN}x`,
      `Bearer ${TOKEN.slice(0, -1)}`,
      `Basic ${TOKEN}`,
      TOKEN,
      `Bearer  ${TOKEN}`,
    ]) {
      const res = await get(t, authorization);
      expect(res.statusCode, String(authorization)).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(res.json()).toEqual({
        error: { code: 'unauthorized', message: 'Token metrik diperlukan.' },
      });
    }
    const res = await get(t, `Bearer ${TOKEN}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('http_requests_total');
  });

  it('a token set outside production is asked for there too', async () => {
    const t = await app({ isProduction: false, metricsToken: TOKEN });
    expect((await get(t)).statusCode).toBe(401);
    expect((await get(t, `Bearer ${TOKEN}`)).statusCode).toBe(200);
  });
});
