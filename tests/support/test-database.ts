import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { DatabaseConfig } from '@server/config';
import type { DatabaseHandle } from '@server/db/database';
import { openDatabase } from '@server/db/database';
import { randomId } from '@server/lib/ids';

export type TestDialect = DatabaseConfig['dialect'];

/** SQLite always; PostgreSQL too when TEST_DATABASE_URL is set (CI sets it). */
export const testDialects: TestDialect[] = process.env.TEST_DATABASE_URL
  ? ['sqlite', 'postgres']
  : ['sqlite'];

export interface TestDatabase {
  handle: DatabaseHandle;
  config: DatabaseConfig;
  dataDir: string;
  drop(): Promise<void>;
}

/** The PostgreSQL schema a test database lives in (undefined on SQLite). */
export const schemaOf = (config: DatabaseConfig) =>
  config.dialect === 'postgres' ? config.schema : undefined;

/** A fresh, empty database of the dialect: a new SQLite file, or a new PostgreSQL schema. */
export async function createTestDatabase(dialect: TestDialect): Promise<TestDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jemput-test-'));
  const removeDir = () => fs.rmSync(dataDir, { recursive: true, force: true });

  if (dialect === 'sqlite') {
    const config: DatabaseConfig = { dialect, file: path.join(dataDir, 'jemput.sqlite') };
    const handle = openDatabase(config);
    return {
      handle,
      config,
      dataDir,
      drop: async () => {
        await handle.db.destroy();
        removeDir();
      },
    };
  }

  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set');
  const schema = `test_${randomId(12)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema "${schema}"`);
  await admin.end();
  const config: DatabaseConfig = { dialect, url, schema };
  const handle = openDatabase(config);
  return {
    handle,
    config,
    dataDir,
    drop: async () => {
      await handle.db.destroy();
      const cleaner = new pg.Client({ connectionString: url });
      await cleaner.connect();
      await cleaner.query(`drop schema "${schema}" cascade`);
      await cleaner.end();
      removeDir();
    },
  };
}
