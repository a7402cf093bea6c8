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
  const migrator = new Migrator({
    db,
    provider: migrationProvider,
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    const name = failed ? ` (${failed.migrationName})` : '';
    throw new Error(`Database migration failed${name}: ${String(error)}`, { cause: error });
  }
  return (results ?? []).map((result) => result.migrationName);
}
