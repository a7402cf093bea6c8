import { test as base } from '@playwright/test';
import type { TestServer } from '../../scripts/lib/built-server';
import { startServer } from '../../scripts/lib/built-server';

/** `server`: a fresh Jemput server per test file and worker; `baseURL` points at it. */
export const test = base.extend<object, { server: TestServer }>({
  server: [
    // eslint-disable-next-line no-empty-pattern -- Playwright fixtures take their dependencies as a pattern
    async ({}, use) => {
      const server = await startServer({ SUPPORT_WHATSAPP_NO: '60123456789' });
      await use(server);
      await server.stop();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ server }, use) => use(server.url),
});

export { expect } from '@playwright/test';
