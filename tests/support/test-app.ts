import type { FastifyInstance } from 'fastify';
import type { Kysely, KyselyPlugin } from 'kysely';
import { buildApp } from '@server/app';
import type { Config } from '@server/config';
import { loadConfig } from '@server/config';
import type { Database } from '@server/db/schema';
import { seed } from '@server/db/seed';
import type { ServerTimeouts } from '@server/http/server-timeouts';
import type { Clock, MovableClock } from '@server/lib/clock';
import { systemClock } from '@server/lib/clock';
import type { Mailer } from '@server/mail/mailer';
import type { PaymentProvider } from '@server/modules/payments/providers/payment-provider';
import { createMediaStorage } from '@server/storage/create-media-storage';
import type { TestDatabase, TestDialect } from './test-database';
import { createTestDatabase } from './test-database';

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  database: TestDatabase;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Environment variables on top of NODE_ENV and DATA_DIR (e.g. a test bucket's S3_*). */
  env?: NodeJS.ProcessEnv;
  webDir?: string;
  /** Called after migrating and seeding, before the app is built. */
  prepare?: (database: TestDatabase) => Promise<void>;
  /** Add routes or hooks before the app is ready (e.g. a probe route for a plugin). */
  extend?: (app: FastifyInstance) => void | Promise<void>;
  /** Settings to change after the environment is read (e.g. production without SMTP). */
  config?: Partial<Config>;
  /** Use the app's own logger (default: no logging). */
  logger?: boolean;
  /** The app's clock (default: the system's); see `testClock()`. */
  clock?: Clock;
  /** A clock moved over HTTP, as the browser journeys' server has (`TEST_CLOCK=on`). */
  testClock?: MovableClock;
  /** The payment provider (default: the configured one, made from `env`). */
  paymentProvider?: PaymentProvider;
  /** How mail leaves, made from the test's config (default: the outbox folder). */
  mailer?: (config: Config) => Mailer;
  /** The HTTP server's timeouts (default: the app's own), shortened for a test on a real socket. */
  serverTimeouts?: Partial<ServerTimeouts>;
  /** A Kysely plugin on the app's database (e.g. `statementRecorder`), made from the database. */
  queryPlugin?: (db: Kysely<Database>) => KyselyPlugin;
}

/** The real app on a fresh, migrated and seeded database of the dialect. */
export async function createTestApp(
  dialect: TestDialect,
  options: TestAppOptions = {},
): Promise<TestApp> {
  const database = await createTestDatabase(dialect);
  const config: Config = {
    ...loadConfig({ NODE_ENV: 'test', DATA_DIR: database.dataDir, ...options.env }),
    database: database.config,
    ...options.config,
  };
  await database.migrate();
  // The seed writes the demo card's sample QR into the configured storage (folder or bucket).
  const seedMedia = createMediaStorage(config);
  try {
    await seed(database.handle.db, config, (options.clock ?? systemClock).now(), seedMedia);
  } finally {
    seedMedia.close?.();
  }
  await options.prepare?.(database);
  const { queryPlugin } = options;
  const handle = queryPlugin
    ? { ...database.handle, db: database.handle.db.withPlugin(queryPlugin(database.handle.db)) }
    : database.handle;
  const app = await buildApp(config, {
    database: handle,
    logger: options.logger ?? false,
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.testClock ? { testClock: options.testClock } : {}),
    ...(options.paymentProvider ? { paymentProvider: options.paymentProvider } : {}),
    ...(options.mailer ? { mailer: options.mailer(config) } : {}),
    ...(options.webDir ? { webDir: options.webDir } : {}),
    ...(options.serverTimeouts ? { serverTimeouts: options.serverTimeouts } : {}),
  });
  await options.extend?.(app);
  await app.ready();
  return {
    app,
    config,
    database,
    close: async () => {
      await app.close();
      await database.drop();
    },
  };
}

/** A clock that stands still until a test moves it (`advance`), starting at `start`. */
export function testClock(
  start: Date = new Date(),
): Clock & { advance(ms: number): void; set(at: Date): void } {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance(ms) {
      current += ms;
    },
    set(at) {
      current = at.getTime();
    },
  };
}
