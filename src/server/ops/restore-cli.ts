import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config';
import { BackupUsageError, parseLocation } from './backup-store';
import { describeManifest, errorMessage, formatBytes, say } from './cli-output';
import { RestoreError, restoreBackup } from './restore';

// `npm run restore -- --from <backup> [--data-dir <folder>] [--force] [--json]`.

const USAGE = `Usage: npm run restore -- --from <backup folder | s3://bucket/prefix/jemput-…> [--data-dir <folder>] [--force] [--json]

Restores one backup (the folder or prefix holding its manifest.json) into --data-dir (default:
DATA_DIR), which must be empty unless --force is given; then its database and media are moved
aside into replaced-<time>/ first. Every file is checked against the manifest before anything
is put in place. Stop the server that uses the folder first. See docs/operations.md.`;

async function main(): Promise<number> {
  let values: {
    from?: string | undefined;
    'data-dir'?: string | undefined;
    force?: boolean | undefined;
    json?: boolean | undefined;
    help?: boolean | undefined;
  };
  try {
    ({ values } = parseArgs({
      options: {
        from: { type: 'string' },
        'data-dir': { type: 'string' },
        force: { type: 'boolean' },
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
  if (!values.from) {
    console.error(`--from is required.\n\n${USAGE}`);
    return 2;
  }
  try {
    const config = loadConfig();
    const result = await restoreBackup({
      from: parseLocation(values.from),
      dataDir: values['data-dir'] ?? config.dataDir,
      force: values.force ?? false,
      s3: config.backupS3,
      log: values.json ? undefined : (line) => say(line),
    });
    if (values.json) {
      say(JSON.stringify(result));
      return 0;
    }
    say(
      `Restored ${result.files} files (${formatBytes(result.bytes)}) into ${result.dataDir}, each checked against the manifest`,
    );
    for (const line of describeManifest(result.manifest)) say(line);
    if (result.movedAside) say(`  the folder's earlier files: ${result.movedAside}`);
    if (config.database.dialect === 'postgres') {
      say('  note: DATABASE_URL is set, so the server uses PostgreSQL, not this SQLite file');
    }
    return 0;
  } catch (error) {
    console.error(`Restore failed: ${errorMessage(error)}`);
    if (error instanceof RestoreError) return 1;
    return error instanceof ConfigError || error instanceof BackupUsageError ? 2 : 1;
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`Restore failed: ${errorMessage(error)}`);
    process.exit(1);
  },
);
