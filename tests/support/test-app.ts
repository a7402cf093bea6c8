import type { FastifyInstance } from 'fastify';
import { buildApp } from '@server/app';
import type { Config } from '@server/config';
import { loadConfig } from '@server/config';
import { migrateToLatest } from '@server/db/migrate';
import { seed } from '@server/db/seed';
import type { TestDatabase, TestDialect } from './test-database';
import { createTestDatabase } from './test-database';

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  database: TestDatabase;
  close(): Promise<void>;
}

export interface TestAppOptions {
  env?: NodeJS.ProcessEnv;
  webDir?: string;
  /** Called after migrating and seeding, before the app is built. */
  prepare?: (database: TestDatabase) => Promise<void>;
  /** Add routes or hooks before the app is ready (e.g. a probe route for a plugin). */
  extend?: (app: FastifyInstance) => void | Promise<void>;
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
  };
  await migrateToLatest(database.handle.db);
  await seed(database.handle.db, config);
  await options.prepare?.(database);
  const app = await buildApp(config, {
    database: database.handle,
    logger: false,
    ...(options.webDir ? { webDir: options.webDir } : {}),
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
