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
  /** See {@link ChangeMark}. */
  changeMark: ChangeMark;
}

/**
 * A mark that stays the same while nothing at all is written to the database, by this process
 * or any other, or null when there is no cheap way to know (PostgreSQL, or a transaction is open
 * on the connection): a row read under a mark is still the row while the mark is unchanged. The
 * guest card's page keeps its card's row on this (the read was half its cost).
 */
export type ChangeMark = () => string | null;

const NO_CHANGE_MARK: ChangeMark = () => null;

/**
 * Keeps the statements Kysely prepares, by their SQL, so a query asked again (a card's page on
 * every guest's visit) skips SQLite's compile: half the cost of a primary-key read.
 * Safe because one connection runs one statement at a time, and nothing here streams rows.
 */
function keepPreparedStatements(connection: SQLite.Database, most = 500): void {
  const prepare = connection.prepare.bind(connection);
  const kept = new Map<string, SQLite.Statement>();
  const cachedPrepare = (source: string) => {
    let statement = kept.get(source);
    if (statement)
      kept.delete(source); // moved to the newest end below
    else statement = prepare(source);
    kept.set(source, statement);
    if (kept.size > most) kept.delete(kept.keys().next().value!);
    return statement;
  };
  connection.prepare = cachedPrepare as typeof connection.prepare;
}

/**
 * SQLite's two counters: rows this connection has written (`total_changes()`) and commits by any
 * other connection (`PRAGMA data_version`). Inside a transaction (Kysely's, between its awaits)
 * the connection may see rows not yet committed: no mark then.
 */
function sqliteChangeMark(connection: SQLite.Database): ChangeMark {
  const written = connection.prepare('SELECT total_changes()').pluck();
  const committedElsewhere = connection.prepare('PRAGMA data_version').pluck();
  return () =>
    connection.inTransaction
      ? null
      : `${String(written.get())}.${String(committedElsewhere.get())}`;
}

function openSqlite(file: string): DatabaseHandle {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const connection = new SQLite(file);
  // WAL lets guests read while an RSVP is written; NORMAL sync is safe with WAL and much faster.
  connection.pragma('journal_mode = WAL');
  connection.pragma('synchronous = NORMAL');
  connection.pragma('foreign_keys = ON');
  connection.pragma('busy_timeout = 5000');
  keepPreparedStatements(connection);
  return {
    db: new Kysely<Database>({ dialect: new SqliteDialect({ database: connection }) }),
    dialect: 'sqlite',
    changeMark: sqliteChangeMark(connection),
  };
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
  if (config.dialect === 'sqlite') return openSqlite(config.file);
  return {
    db: openPostgres(config.url, config.schema),
    dialect: 'postgres',
    changeMark: NO_CHANGE_MARK,
  };
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
