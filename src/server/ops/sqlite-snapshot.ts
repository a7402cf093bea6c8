import fs from 'node:fs';
import SQLite from 'better-sqlite3';

// The SQLite side of backups: a consistent copy of a database that a running server keeps
// writing, and a look inside a copy (its migration level, its rows) that a restore compares.

/** Pages copied per step: all of them, in one step (see snapshotSqlite). */
const ALL_PAGES = 0x7fffffff;

/**
 * Copies the live database at `source` into the new file `destination` with SQLite's online
 * backup API, while the server goes on writing. The copy is taken in one step, inside one read
 * transaction: in WAL mode that never blocks the server's writers, and a write by them cannot
 * restart the copy (a copy in small steps starts over whenever another process writes, which
 * under a steady stream of RSVPs might never end). The copy is left in rollback-journal mode,
 * one self-contained file; the server turns WAL back on when it opens it.
 */
export async function snapshotSqlite(source: string, destination: string): Promise<void> {
  if (!fs.existsSync(source)) throw new Error(`no SQLite database at ${source}`);
  if (fs.existsSync(destination)) throw new Error(`${destination} already exists`);
  const live = new SQLite(source, { fileMustExist: true });
  try {
    // The server may hold the write lock for a moment; wait for it rather than fail.
    live.pragma('busy_timeout = 10000');
    await live.backup(destination, { progress: () => ALL_PAGES });
  } finally {
    live.close();
  }
  const copy = new SQLite(destination, { fileMustExist: true });
  try {
    copy.pragma('journal_mode = DELETE');
  } finally {
    copy.close();
  }
}

export interface SqliteFacts {
  /** `ok` when SQLite's quick check finds nothing wrong, else its first complaint. */
  check: string;
  /** The newest migration run (by name), or null when none has run. */
  migration: string | null;
  migrations: number;
  /** Rows in each of the app's tables (SQLite's own and the migrator's left out). */
  rows: Record<string, number>;
}

/** What a database file holds, read without changing it. */
export function sqliteFacts(file: string): SqliteFacts {
  const db = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    const check = String(db.pragma('quick_check', { simple: true }));
    const tables = db
      .prepare(
        `select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name`,
      )
      .pluck()
      .all() as string[];
    const migrationNames = tables.includes('kysely_migration')
      ? (db.prepare('select name from kysely_migration order by name').pluck().all() as string[])
      : [];
    const rows: Record<string, number> = {};
    for (const table of tables) {
      if (table.startsWith('kysely_')) continue;
      // Table names come from the file's own catalogue; quoted as identifiers all the same.
      const quoted = `"${table.replaceAll('"', '""')}"`;
      rows[table] = Number(db.prepare(`select count(*) from ${quoted}`).pluck().get());
    }
    return {
      check,
      migration: migrationNames.at(-1) ?? null,
      migrations: migrationNames.length,
      rows,
    };
  } finally {
    db.close();
  }
}
