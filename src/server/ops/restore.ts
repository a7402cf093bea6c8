import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { BackupS3Config } from '../config';
import { migrationProvider } from '../db/migrations/index';
import type { Manifest } from './backup-manifest';
import { DATABASE_FILE, MANIFEST_FILE, fileDigest, manifestSchema } from './backup-manifest';
import type { BackupLocation } from './backup-store';
import { describeLocation, openStore } from './backup-store';
import { sqliteFacts } from './sqlite-snapshot';

// `npm run restore`: one backup into a data folder. Every file is checked against the manifest
// (size and SHA-256), and the database against what the backup saw (SQLite's check, the
// migration level, the rows of each table), in a folder beside the target, before anything is
// put in place: a backup that does not check out changes nothing.

export class RestoreError extends Error {
  override name = 'RestoreError';
}

export interface RestoreOptions {
  /** The backup itself: its folder or `s3://bucket/prefix/jemput-…`. */
  from: BackupLocation;
  /** The data folder to fill (the server's DATA_DIR). */
  dataDir: string;
  /** Restore into a folder that is not empty: its database and media are moved aside first. */
  force?: boolean;
  s3: BackupS3Config;
  log?: (line: string) => void;
  now?: () => Date;
}

export interface RestoreResult {
  manifest: Manifest;
  dataDir: string;
  files: number;
  bytes: number;
  /** Where the folder's earlier database and media were moved (with `force`), if anywhere. */
  movedAside: string | null;
}

/** What a data folder holds that a restore replaces. */
const REPLACED = [DATABASE_FILE, `${DATABASE_FILE}-wal`, `${DATABASE_FILE}-shm`, 'media'];

async function readManifest(
  from: BackupLocation,
  store: ReturnType<typeof openStore>,
): Promise<Manifest> {
  const text = await store.readText(MANIFEST_FILE);
  if (text === null) {
    const found = await store.listBackups();
    const hint = found.length
      ? ` Backups there: ${found.slice(-5).join(', ')}${found.length > 5 ? ' (newest 5)' : ''}; name one.`
      : '';
    throw new RestoreError(`No ${MANIFEST_FILE} in ${describeLocation(from)}.${hint}`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new RestoreError(`${MANIFEST_FILE} is not JSON: the backup is damaged.`);
  }
  const parsed = manifestSchema.safeParse(json);
  if (!parsed.success) {
    const problem = parsed.error.issues[0];
    throw new RestoreError(
      `${MANIFEST_FILE} is not a Jemput backup manifest (${problem?.path.join('.') ?? ''}: ${problem?.message ?? ''}).`,
    );
  }
  return parsed.data;
}

/** The database is from a Jemput that knows no more migrations than this one. */
async function checkMigrationKnown(manifest: Manifest): Promise<void> {
  if (!manifest.database.included) return;
  const known = Object.keys(await migrationProvider.getMigrations());
  if (!known.includes(manifest.database.migration)) {
    throw new RestoreError(
      `The backup's database is at migration ${manifest.database.migration}, which this Jemput does not know: restore it with the version that made it (or newer).`,
    );
  }
}

/** Restores the backup at `from` into `dataDir`; throws RestoreError when it does not check out. */
export async function restoreBackup(options: RestoreOptions): Promise<RestoreResult> {
  const log = options.log ?? (() => {});
  const now = options.now ?? (() => new Date());
  const dataDir = path.resolve(options.dataDir);
  const store = openStore(options.from, options.s3);
  let staging: string | null = null;
  try {
    const manifest = await readManifest(options.from, store);
    await checkMigrationKnown(manifest);

    const existing = fs.existsSync(dataDir) ? await fs.promises.readdir(dataDir) : [];
    if (existing.length > 0 && !options.force) {
      throw new RestoreError(
        `${dataDir} is not empty. Restore into an empty folder, or add --force to move its database and media aside (into ${dataDir}/replaced-<time>/) first. Stop the server that uses it before.`,
      );
    }
    await fs.promises.mkdir(dataDir, { recursive: true });
    staging = path.join(dataDir, `.restore-${randomBytes(6).toString('hex')}`);
    await fs.promises.mkdir(staging);

    for (const file of manifest.files) {
      log(`fetching ${file.path}`);
      const local = path.join(staging, file.path);
      await store.fetch(file.path, local);
      const digest = await fileDigest(local);
      if (digest.bytes !== file.bytes || digest.sha256 !== file.sha256) {
        throw new RestoreError(
          `${file.path} does not match the manifest (${digest.bytes} bytes, expected ${file.bytes}; checksum ${digest.sha256 === file.sha256 ? 'matches' : 'differs'}): the backup is damaged.`,
        );
      }
    }
    if (manifest.database.included) {
      const facts = sqliteFacts(path.join(staging, DATABASE_FILE));
      if (facts.check !== 'ok') throw new RestoreError(`SQLite's check fails: ${facts.check}`);
      if (facts.migration !== manifest.database.migration) {
        throw new RestoreError(
          `The database is at migration ${facts.migration ?? 'none'}, the manifest says ${manifest.database.migration}.`,
        );
      }
      for (const [table, rows] of Object.entries(manifest.database.rows)) {
        if (facts.rows[table] !== rows) {
          throw new RestoreError(
            `Table ${table} holds ${facts.rows[table] ?? 'no'} rows, the manifest says ${rows}.`,
          );
        }
      }
    }

    let movedAside: string | null = null;
    const present = REPLACED.filter((name) => fs.existsSync(path.join(dataDir, name)));
    if (present.length > 0) {
      movedAside = path.join(dataDir, `replaced-${now().toISOString().replace(/[-:.]/g, '')}`);
      await fs.promises.mkdir(movedAside);
      for (const name of present) {
        await fs.promises.rename(path.join(dataDir, name), path.join(movedAside, name));
      }
      log(`moved the folder's earlier ${present.join(', ')} to ${movedAside}`);
    }
    for (const name of [DATABASE_FILE, 'media']) {
      if (fs.existsSync(path.join(staging, name))) {
        await fs.promises.rename(path.join(staging, name), path.join(dataDir, name));
      }
    }
    return {
      manifest,
      dataDir,
      files: manifest.files.length,
      bytes: manifest.totalBytes,
      movedAside,
    };
  } finally {
    store.close();
    if (staging) await fs.promises.rm(staging, { recursive: true, force: true });
  }
}
