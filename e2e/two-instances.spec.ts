import { randomBytes } from 'node:crypto';
import { request as playwrightRequest } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';
import { sampleCardContent, themeFonts } from '../src/shared/card/sample-card';
import { latestLoginCode } from '../tests/support/outbox';
import { scratchPostgresDatabase } from '../tests/support/scratch-postgres';
import { startServer } from '../scripts/lib/built-server';
import type { TestServer } from '../scripts/lib/built-server';
import { expect, test } from '@playwright/test';

// Two Jemput processes on one PostgreSQL database (and one Redis, as
// CI has): a login on one holds on the other, a card edited through one is fresh on the other's
// next request, and the per-address RSVP limit counts both. Needs TEST_DATABASE_URL (CI sets it,
// with TEST_REDIS_URL); once per run, not per screen size (no page is drawn).

const DATABASE_URL = process.env.TEST_DATABASE_URL;
const REDIS_URL = process.env.TEST_REDIS_URL;

test.skip(!DATABASE_URL, 'needs PostgreSQL: set TEST_DATABASE_URL');
test.skip(() => test.info().project.name !== 'phone', 'one run is enough: no page is drawn');

test('two instances share logins, fresh cards and rate limits', async () => {
  test.setTimeout(90_000);
  const database = await scratchPostgresDatabase(DATABASE_URL ?? '', 'jemput_two');
  const shared = {
    DATABASE_URL: database.url,
    TRUST_PROXY: 'true',
    ...(REDIS_URL
      ? { REDIS_URL, REDIS_PREFIX: `jemput-two-${randomBytes(4).toString('hex')}:` }
      : {}),
  };
  const servers: TestServer[] = [];
  let api: APIRequestContext | null = null;
  try {
    // One after the other: the second finds the database migrated and seeded by the first.
    servers.push(await startServer(shared));
    servers.push(await startServer(shared));
    const [one, two] = servers as [TestServer, TestServer];
    // Cookies ignore the port: one browser's cookie jar goes to both instances.
    api = await playwrightRequest.newContext({
      extraHTTPHeaders: { 'X-Forwarded-For': '203.0.113.7' },
    });

    // A login on one instance is a session on the other.
    const email = 'dua.instans@contoh.my';
    expect((await api.post(`${one.url}/api/auth/code`, { data: { email } })).status()).toBe(200);
    const code = latestLoginCode(one.dataDir, email);
    const verified = await api.post(`${one.url}/api/auth/verify`, { data: { email, code } });
    expect(verified.status(), await verified.text()).toBe(200);
    const session = await (await api.get(`${two.url}/api/auth/session`)).json();
    expect(session).toMatchObject({ user: { email } });

    // Published through one, edited through the other, fresh on the first's next request.
    const draft = {
      ...sampleCardContent(new Date()),
      theme: 'theme3',
      ...themeFonts('theme3'),
      groom_name: 'Zulkarnain Satu',
    };
    const published = await api.post(`${one.url}/api/cards`, {
      data: { draft, profile: { name: 'Siti Pemilik', mobile: '019-876 5432' } },
    });
    expect(published.status(), await published.text()).toBe(201);
    const { id } = (await published.json()) as { id: string };
    expect(await (await api.get(`${one.url}/kad/${id}`)).text()).toContain(draft.groom_name);
    const { version } = (await (await api.get(`${two.url}/api/cards/${id}/edit`)).json()) as {
      version: number;
    };
    const edited = await api.put(`${two.url}/api/cards/${id}`, {
      data: { version, card: { ...draft, groom_name: 'Harith Dua' } },
    });
    expect(edited.status(), await edited.text()).toBe(200);
    const page = await (await api.get(`${one.url}/kad/${id}`)).text();
    expect(page).toContain('Harith Dua');
    expect(page).not.toContain(draft.groom_name);

    // The RSVP limit (10 an address per 10 minutes) counts both instances together.
    test.skip(!REDIS_URL, 'shared rate limits need Redis: set TEST_REDIS_URL');
    const guest = { name: 'Tetamu', phoneNumber: '012-345 6789', guests: 1, attending: true };
    for (let i = 0; i < 10; i += 1) {
      const server = i % 2 === 0 ? one : two;
      const res = await api.post(`${server.url}/api/cards/${id}/rsvps`, {
        data: { ...guest, name: `Tetamu ${i + 1}` },
      });
      expect(res.status(), await res.text()).toBe(201);
    }
    for (const server of [one, two]) {
      const res = await api.post(`${server.url}/api/cards/${id}/rsvps`, {
        data: { ...guest, name: 'Tetamu lebih' },
      });
      expect(res.status()).toBe(429);
    }
  } finally {
    await api?.dispose();
    await Promise.all(servers.map((server) => server.stop()));
    await database.drop();
  }
});
