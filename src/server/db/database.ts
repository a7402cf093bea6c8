import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import type { DatabaseConfig } from '../config';
import type { Database } from './schema';

export type Dialect = DatabaseConfig['dialect'];

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: Dialect;
}

function openSqlite(file: string): Kysely<Database> {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const connection = new SQLite(file);
  // WAL lets guests read while an RSVP is written; NORMAL sync is safe with WAL and much faster.
  connection.pragma('journal_mode = WAL');
  connection.pragma('synchronous = NORMAL');
  connection.pragma('foreign_keys = ON');
  connection.pragma('busy_timeout = 5000');
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: connection }) });
}

function openPostgres(url: string, schema?: string): Kysely<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    // Tests give each file its own schema; production uses the default search path.
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}

export function openDatabase(config: DatabaseConfig): DatabaseHandle {
  if (config.dialect === 'sqlite') return { db: openSqlite(config.file), dialect: 'sqlite' };
  return { db: openPostgres(config.url, config.schema), dialect: 'postgres' };
}

/** Whether the database answers a trivial query (the health check). */
export async function isReachable(db: Kysely<Database>): Promise<boolean> {
  try {
    await sql`select 1`.execute(db);
    return true;
  } catch {
    return false;
  }
}
