import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config';
import { createBackup } from './backup';
import { BackupUsageError, parseLocation } from './backup-store';
import { describeManifest, errorMessage, say } from './cli-output';

// `npm run backup -- --to <folder | s3://bucket/prefix> [--json]`, with the server's own
// environment (DATA_DIR, DATABASE_URL, S3_*, BACKUP_S3_*), while the server runs.

const USAGE = `Usage: npm run backup -- --to <folder | s3://bucket/prefix> [--json]

Copies the SQLite database (online, while the server runs) and DATA_DIR/media into a new
folder jemput-<time> inside the destination, with manifest.json (sizes, SHA-256, migration
level). Settings come from the same environment as the server's. See docs/operations.md.`;

async function main(): Promise<number> {
  let values: { to?: string | undefined; json?: boolean | undefined; help?: boolean | undefined };
  try {
    ({ values } = parseArgs({
      options: {
        to: { type: 'string' },
        json: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
    }));
  } catch (error) {
    console.error(`${errorMessage(error)}\n\n${USAGE}`);
    return 2;
  }
  if (values.help) {
    say(USAGE);
    return 0;
  }
  if (!values.to) {
    console.error(`--to is required.\n\n${USAGE}`);
    return 2;
  }
  try {
    const config = loadConfig();
    const result = await createBackup({
      config,
      to: parseLocation(values.to),
      log: values.json ? undefined : (line) => say(line),
    });
    if (values.json) {
      say(
        JSON.stringify({ name: result.name, location: result.location, manifest: result.manifest }),
      );
    } else {
      say(`Backup ${result.name} written to ${result.location}`);
      for (const line of describeManifest(result.manifest)) say(line);
    }
    return 0;
  } catch (error) {
    console.error(`Backup failed: ${errorMessage(error)}`);
    return error instanceof ConfigError || error instanceof BackupUsageError ? 2 : 1;
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`Backup failed: ${errorMessage(error)}`);
    process.exit(1);
  },
);
