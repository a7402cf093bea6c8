import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { DatabaseConfig } from '@server/config';
import type { DatabaseHandle } from '@server/db/database';
import { openDatabase } from '@server/db/database';
import { migrateUpTo } from '@server/db/migrate';
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
  /**
   * Brings it to the latest schema (see migrateToLatest), or up to the migration named (a
   * database as an older release left it); the migrations that ran.
   */
  migrate(upTo?: string): Promise<string[]>;
  drop(): Promise<void>;
}

/**
 * Test files run in parallel, each in its own PostgreSQL schema. Kysely's migrator looks at the
 * tables of every schema (introspection), which fails now and then when another file drops its
 * schema at that very moment ("schema … does not exist"). Migrating and dropping therefore take
 * turns under one advisory lock; a test's own queries never wait for it.
 */
const SCHEMA_CHANGES_LOCK = 74_520_190;

async function takingTurns<T>(url: string, work: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [SCHEMA_CHANGES_LOCK]);
    return await work();
  } finally {
    // Ending the connection releases the lock, whatever happened.
    await client.end();
  }
}

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
      migrate: (upTo) => migrateUpTo(handle.db, upTo),
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
    migrate: (upTo) => takingTurns(url, () => migrateUpTo(handle.db, upTo, schema)),
    drop: async () => {
      await handle.db.destroy();
      await takingTurns(url, async () => {
        const cleaner = new pg.Client({ connectionString: url });
        await cleaner.connect();
        await cleaner.query(`drop schema "${schema}" cascade`);
        await cleaner.end();
      });
      removeDir();
    },
  };
}
