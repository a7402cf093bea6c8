import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * A PostgreSQL database of a test's own beside the test one (`adminUrl` is TEST_DATABASE_URL),
 * for a server that runs as its own process and uses the default schema: its URL, and how to
 * drop it (connections still open are ended).
 */
export async function scratchPostgresDatabase(
  adminUrl: string,
  prefix: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const cleaner = new pg.Client({ connectionString: adminUrl });
      await cleaner.connect();
      await cleaner.query(`drop database if exists "${name}" with (force)`);
      await cleaner.end();
    },
  };
}
