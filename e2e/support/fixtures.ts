import { test as base, expect } from '@playwright/test';
import type { BrowserContext } from '@playwright/test';
import type { TestServer } from '../../scripts/lib/built-server';
import { startServer } from '../../scripts/lib/built-server';
import type { CardContent } from '../../src/shared/card/card-content';
import { startFakeGeocoder } from '../../tests/support/fake-geocoder';
import { latestLoginCode } from '../../tests/support/outbox';
import { publishCard } from './publish';

/** A documentation-range address (198.18.0.0/15, for benchmarks and tests) from a test's id. */
function testAddress(testId: string): string {
  let hash = 0;
  for (const char of testId) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return `198.${18 + ((hash >>> 16) & 1)}.${(hash >>> 8) & 255}.${hash & 255 || 1}`;
}

/** The journeys' server's one staff e-mail (ADMIN_EMAILS). */
export const STAFF_EMAIL = 'staf-e2e@jemput.test';

/** Logs the page's browser context in as `email` (see `loggedInAs` below). */
export type LogIn = (email: string) => Promise<void>;

/** Whose card, in which theme, and what it says over the sample card's content. */
export interface PublishedCardOptions {
  owner: string;
  theme: string;
  content?: Partial<CardContent>;
}

/** Moves the server's clock to a moment (see `serverClock` below). */
export type MoveServerClock = (at: Date) => Promise<void>;

/** Logs the page in as the card's owner and publishes the card (see `publishedCard` below). */
export type PublishCard = (options: PublishedCardOptions) => Promise<string>;

/**
 * Logs `context` in as `email` through the real mail path: a code asked for, read from the
 * server's outbox, checked, all through the context's own request object so the cookies land in
 * its jar. `loggedInAs` does this for the test's page; a journey with a second person (staff on
 * a laptop beside the owner's phone) calls it for their context.
 */
export async function logInContext(context: BrowserContext, server: TestServer, email: string) {
  const api = context.request;
  const sent = await api.post(`${server.url}/api/auth/code`, { data: { email } });
  expect(sent.status(), `POST /api/auth/code: ${await sent.text()}`).toBe(200);
  const code = latestLoginCode(server.dataDir, email.toLowerCase());
  const verified = await api.post(`${server.url}/api/auth/verify`, { data: { email, code } });
  expect(verified.status(), `POST /api/auth/verify: ${await verified.text()}`).toBe(200);
  const cookies = await context.cookies(server.url);
  expect(cookies.map((cookie) => cookie.name)).toContain('jemput_session');
}

/**
 * `server`: one Jemput server per worker (not per file), started from the build (dist/) on a fresh
 * database; `baseURL` points at it. A worker runs the tests of one project, file after file, all
 * against the same server: a test that changes shared rows (the demo card, settings) puts them
 * back, and tests use e-mails of their own (with the project's name) so owners never meet.
 *
 * Every test comes from a network address of its own (X-Forwarded-For, which the server believes
 * from one proxy): the per-address limits (20 login codes in 10 minutes, 10 RSVPs…) are for
 * people, and a whole run of journeys from 127.0.0.1 would meet them halfway through.
 *
 * `loggedInAs(email)`: starts a session without the login screens (journeys that are not about
 * login start logged in: only the login journeys go through its screens). It asks for a code,
 * reads it from the server's outbox and checks it, through the browser context's own request
 * object, so every cookie the auth calls set (the session, and any other) lands in the browser's
 * cookie jar.
 *
 * `publishedCard({ owner, theme, content })`: the page logged in as `owner` (as `loggedInAs`
 * does) with a card of theirs published through the real endpoint, as the profile screen sends
 * it; returns the card's id. Journeys about creating or publishing a card click through instead.
 */
export const test = base.extend<
  { loggedInAs: LogIn; publishedCard: PublishCard; serverClock: MoveServerClock },
  { server: TestServer }
>({
  server: [
    // eslint-disable-next-line no-empty-pattern -- Playwright fixtures take their dependencies as a pattern
    async ({}, use) => {
      // TRUST_PROXY: each test (and a journey playing another device) has an address of its own,
      // sent as X-Forwarded-For (see above).
      // The location search asks a local fake Nominatim, never the internet.
      const geocoder = await startFakeGeocoder();
      const server = await startServer({
        SUPPORT_WHATSAPP_NO: '60123456789',
        TRUST_PROXY: 'true',
        ADMIN_EMAILS: STAFF_EMAIL,
        GEOCODER_URL: geocoder.url,
        // Journeys about time (the card after the day) move the server's clock: `serverClock`.
        TEST_CLOCK: 'on',
      });
      await use(server);
      await server.stop();
      await geocoder.close();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ server }, use) => use(server.url),
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) =>
    use({ ...extraHTTPHeaders, 'X-Forwarded-For': testAddress(testInfo.testId) }),
  loggedInAs: async ({ context, server }, use) => {
    await use((email) => logInContext(context, server, email));
  },
  // `serverClock(at)`: the worker's server reads `at` as now (and runs on from it) until the
  // test ends, when it goes back to the real time, whatever the test's outcome: the files after
  // it share the server. Move the page's own clock (`page.clock`) to match where it matters.
  serverClock: async ({ playwright, server }, use) => {
    const api = await playwright.request.newContext();
    let moved = false;
    await use(async (at) => {
      const res = await api.put(`${server.url}/api/test/clock`, {
        data: { now: at.toISOString() },
      });
      expect(res.status(), `PUT /api/test/clock: ${await res.text()}`).toBe(200);
      moved = true;
    });
    if (moved) await api.delete(`${server.url}/api/test/clock`);
    await api.dispose();
  },
  publishedCard: async ({ context, loggedInAs }, use) => {
    await use(async ({ owner, theme, content }) => {
      await loggedInAs(owner);
      return publishCard(context.request, theme, content);
    });
  },
});

export { expect } from '@playwright/test';
