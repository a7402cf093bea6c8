import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, vi } from 'vitest';
import type { Config } from '@server/config';
import type { Clock } from '@server/lib/clock';
import type { Mailer } from '@server/mail/mailer';
import type { FakeBillplz } from './fake-billplz';
import { startFakeBillplz } from './fake-billplz';
import type { TestApp } from './test-app';
import { createTestApp } from './test-app';
import type { TestDialect } from './test-database';

// The real app on PAYMENT_PROVIDER=billplz, listening on a loopback port, with the local Billplz
// (fake-billplz.ts) on another: bills are made over HTTP with the API key, and Billplz's signed
// callbacks travel over HTTP to the app as they would from Billplz's servers.

export const BILLPLZ_API_KEY = 'jemput-test-billplz-api-key-4f9c2a71';
export const BILLPLZ_X_SIGNATURE_KEY = 'jemput-test-x-signature-key-8d31e7b0';
export const BILLPLZ_COLLECTION = 'jmpt0001';
/** Another collection of the same Billplz account: its callbacks carry the same key. */
export const BILLPLZ_OTHER_COLLECTION = 'lain0002';

/** A loopback port nobody listens on now (asked of the system, then let go). */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

export const billplzEnv = (baseUrl: string, publicUrl: string) => ({
  PAYMENT_PROVIDER: 'billplz',
  BILLPLZ_API_KEY,
  BILLPLZ_COLLECTION_ID: BILLPLZ_COLLECTION,
  BILLPLZ_X_SIGNATURE_KEY,
  BILLPLZ_BASE_URL: baseUrl,
  PUBLIC_URL: publicUrl,
});

/**
 * No test may reach the internet: every fetch of the calling file (the adapter's calls to
 * Billplz, the local Billplz's callbacks, the tests' own browser steps) goes through a guard
 * that refuses anything but 127.0.0.1; afterAll checks that only 127.0.0.1 was ever asked.
 */
export function fetchLoopbackOnly(): void {
  const realFetch = globalThis.fetch;
  const hosts = new Set<string>();
  beforeAll(() => {
    vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
      const url = new URL(input instanceof Request ? input.url : input);
      hosts.add(url.hostname);
      if (url.hostname !== '127.0.0.1') {
        return Promise.reject(new Error(`a test tried to reach ${url.host}`));
      }
      return realFetch(input, init);
    });
  });
  afterAll(() => {
    vi.restoreAllMocks();
    expect([...hosts]).toEqual(['127.0.0.1']);
  });
}

export interface BillplzApp {
  t: TestApp;
  fake: FakeBillplz;
  publicUrl: string;
  close(): Promise<void>;
}

/** The local Billplz and the app on it, on the dialect's fresh database, at the test's clock. */
export async function startBillplzApp(
  dialect: TestDialect,
  options: {
    clock: Clock;
    mailer?: (config: Config) => Mailer;
    logger?: boolean;
    /** More environment (e.g. ADMIN_EMAILS). */
    env?: NodeJS.ProcessEnv;
  },
): Promise<BillplzApp> {
  const fake = await startFakeBillplz({
    apiKey: BILLPLZ_API_KEY,
    xSignatureKey: BILLPLZ_X_SIGNATURE_KEY,
    collections: [BILLPLZ_COLLECTION, BILLPLZ_OTHER_COLLECTION],
    now: () => options.clock.now(),
  });
  // PUBLIC_URL must name the port before the app is built (it goes into every bill's
  // callback_url), so a free port is found first and the app listens on it after ready().
  const port = await freePort();
  const publicUrl = `http://127.0.0.1:${port}`;
  const t = await createTestApp(dialect, {
    env: { ...billplzEnv(fake.url, publicUrl), ...options.env },
    clock: options.clock,
    logger: options.logger ?? false,
    ...(options.mailer ? { mailer: options.mailer } : {}),
  });
  await t.app.listen({ port, host: '127.0.0.1' });
  return {
    t,
    fake,
    publicUrl,
    close: async () => {
      await t.close();
      await fake.close();
    },
  };
}
