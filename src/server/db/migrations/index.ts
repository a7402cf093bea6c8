import type { Migration, MigrationProvider } from 'kysely';
import * as initial from './0001-initial';

// Every migration, by name, in order. Listed in code (not read from a folder) so that the
// bundled server carries them. Forward-only: append, never edit or reorder.
const migrations: Record<string, Migration> = {
  '0001-initial': initial,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: () => Promise.resolve(migrations),
};
