import { Migrator } from 'kysely';
import type { Kysely } from 'kysely';
import { migrationProvider } from './migrations/index';
import type { Database } from './schema';

/**
 * Brings the database to the latest schema; throws with the failing migration's name.
 * `schema` is the PostgreSQL schema in use when it is not the default one (the tests give each
 * file its own): Kysely otherwise takes another schema's migration tables for its own.
 */
export async function migrateToLatest(db: Kysely<Database>, schema?: string): Promise<string[]> {
  return migrateUpTo(db, undefined, schema);
}

/**
 * Brings the database up to the migration named (every one when undefined): how tests build a
 * database as an older release left it, to check the migrations after it on real rows.
 */
export async function migrateUpTo(
  db: Kysely<Database>,
  name: string | undefined,
  schema?: string,
): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: migrationProvider,
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error, results } =
    name === undefined ? await migrator.migrateToLatest() : await migrator.migrateTo(name);
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    const name = failed ? ` (${failed.migrationName})` : '';
    throw new Error(`Database migration failed${name}: ${String(error)}`, { cause: error });
  }
  return (results ?? []).map((result) => result.migrationName);
}
