import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { Config } from '../config';
import { isMediaKey } from '../storage/media-key';
import type { Manifest, ManifestFile } from './backup-manifest';
import {
  DATABASE_FILE,
  MANIFEST_FILE,
  MANIFEST_FORMAT,
  MANIFEST_VERSION,
  fileDigest,
} from './backup-manifest';
import type { BackupLocation } from './backup-store';
import { BackupUsageError, childLocation, describeLocation, openStore } from './backup-store';
import { snapshotSqlite, sqliteFacts } from './sqlite-snapshot';

// `npm run backup`: a consistent copy of the SQLite database, taken while the server runs, and
// of the uploaded pictures in DATA_DIR/media, with a manifest of sizes and checksums. What lives
// elsewhere is named in the manifest, not copied: a PostgreSQL database (pg_dump) and pictures
// in an S3 bucket (already off the machine).

export const POSTGRES_NOTE =
  'The database is PostgreSQL: back it up with pg_dump, or WAL archiving (docs/operations.md).';
export const S3_MEDIA_NOTE =
  'Uploaded pictures live in the S3 bucket already, not in DATA_DIR: keep the bucket versioned.';

export interface BackupOptions {
  config: Pick<Config, 'dataDir' | 'database' | 'media' | 'backupS3'>;
  /** The folder or `s3://bucket/prefix` the new backup goes into (in a folder of its own). */
  to: BackupLocation;
  /** Progress for people (one line each). */
  log?: (line: string) => void;
  /** What time it is (names the backup). */
  now?: () => Date;
}

export interface BackupResult {
  /** `jemput-20260501T093000123Z`: the backup's folder (or prefix) name. */
  name: string;
  /** Where it is: its folder or `s3://bucket/prefix/name`. */
  location: string;
  manifest: Manifest;
}

/** `jemput-20260501T093000123Z`: sorts by time, safe in paths and S3 keys. */
export function backupName(at: Date): string {
  return `jemput-${at.toISOString().replace(/[-:.]/g, '')}`;
}

function isInside(child: string, parent: string): boolean {
  const relative = path.relative(parent, child);
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
}

/**
 * Copies the media files under `root` (only names that follow the media key rule, so no
 * half-written temporary file) into `into`, skipping those `copied` already holds. A file removed
 * while the copy runs is left out: it was replaced or swept, and no longer in use.
 */
async function copyMedia(root: string, into: string, copied: Set<string>): Promise<void> {
  let folders: fs.Dirent[];
  try {
    folders = await fs.promises.readdir(root, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  for (const folder of folders) {
    if (!folder.isDirectory()) continue;
    const names = await fs.promises.readdir(path.join(root, folder.name), { withFileTypes: true });
    for (const entry of names) {
      const key = `${folder.name}/${entry.name}`;
      if (!entry.isFile() || !isMediaKey(key) || copied.has(key)) continue;
      const target = path.join(into, folder.name, entry.name);
      await fs.promises.mkdir(path.dirname(target), { recursive: true });
      try {
        await fs.promises.copyFile(path.join(root, key), target);
        copied.add(key);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      }
    }
  }
}

/**
 * Makes one backup. It is built in a folder of its own first (beside the destination for a local
 * one, so it appears whole or not at all; in the system's temporary folder for S3, whose manifest
 * is uploaded last), so an interrupted backup never passes for a finished one.
 */
export async function createBackup(options: BackupOptions): Promise<BackupResult> {
  const { config, to } = options;
  const log = options.log ?? (() => {});
  const now = options.now ?? (() => new Date());
  const sqlite = config.database.dialect === 'sqlite' ? config.database.file : null;
  const localMedia = config.media.driver === 'local';
  if (!sqlite && !localMedia) {
    throw new BackupUsageError(`Nothing to copy here. ${POSTGRES_NOTE} ${S3_MEDIA_NOTE}`);
  }
  if (to.kind === 'local' && isInside(to.dir, config.dataDir)) {
    throw new BackupUsageError(
      `Backups go outside DATA_DIR (${config.dataDir}): a backup lost with the data is none.`,
    );
  }

  const started = performance.now();
  const createdAt = now();
  const name = backupName(createdAt);
  const target = childLocation(to, name);
  if (to.kind === 'local') {
    await fs.promises.mkdir(to.dir, { recursive: true });
    if (fs.existsSync(path.join(to.dir, name))) throw new Error(`${name} already exists`);
  }
  const staging =
    to.kind === 'local'
      ? path.join(to.dir, `.${name}.partial`)
      : await fs.promises.mkdtemp(path.join(os.tmpdir(), 'jemput-backup-'));
  await fs.promises.mkdir(staging, { recursive: true });

  try {
    const mediaRoot = path.join(config.dataDir, 'media');
    const copied = new Set<string>();
    // Pictures before and after the database: one uploaded while the snapshot was taken (and
    // named by it) is caught by the second pass.
    if (localMedia) await copyMedia(mediaRoot, path.join(staging, 'media'), copied);
    let database: Manifest['database'];
    if (sqlite) {
      log(`copying the database ${sqlite}`);
      await snapshotSqlite(sqlite, path.join(staging, DATABASE_FILE));
      const facts = sqliteFacts(path.join(staging, DATABASE_FILE));
      if (facts.check !== 'ok') throw new Error(`the copy fails SQLite's check: ${facts.check}`);
      if (!facts.migration) throw new Error('the database has no migrations: is it Jemput’s?');
      database = {
        included: true,
        dialect: 'sqlite',
        file: DATABASE_FILE,
        migration: facts.migration,
        migrations: facts.migrations,
        rows: facts.rows,
      };
    } else {
      database = { included: false, dialect: 'postgres', note: POSTGRES_NOTE };
    }
    if (localMedia) await copyMedia(mediaRoot, path.join(staging, 'media'), copied);

    const relatives = [
      ...(sqlite ? [DATABASE_FILE] : []),
      ...[...copied].sort().map((key) => `media/${key}`),
    ];
    const files: ManifestFile[] = [];
    for (const relative of relatives) {
      files.push({ path: relative, ...(await fileDigest(path.join(staging, relative))) });
    }
    const manifest: Manifest = {
      format: MANIFEST_FORMAT,
      version: MANIFEST_VERSION,
      createdAt: createdAt.toISOString(),
      durationSeconds: 0,
      database,
      media:
        config.media.driver === 'local'
          ? { included: true, storage: 'local', files: copied.size }
          : { included: false, storage: 's3', bucket: config.media.bucket, note: S3_MEDIA_NOTE },
      files,
      totalBytes: files.reduce((sum, file) => sum + file.bytes, 0),
    };

    if (to.kind === 'local') {
      manifest.durationSeconds = roundSeconds(performance.now() - started);
      await writeManifest(staging, manifest);
      await fs.promises.rename(staging, path.join(to.dir, name));
    } else {
      const store = openStore(target, config.backupS3);
      try {
        for (const file of files) {
          log(`uploading ${file.path}`);
          await store.put(file.path, path.join(staging, file.path));
        }
        manifest.durationSeconds = roundSeconds(performance.now() - started);
        await writeManifest(staging, manifest);
        await store.put(MANIFEST_FILE, path.join(staging, MANIFEST_FILE));
      } finally {
        store.close();
      }
      await fs.promises.rm(staging, { recursive: true, force: true });
    }
    return { name, location: describeLocation(target), manifest };
  } catch (error) {
    await fs.promises.rm(staging, { recursive: true, force: true });
    throw error;
  }
}

const roundSeconds = (ms: number) => Math.round(ms) / 1000;

async function writeManifest(dir: string, manifest: Manifest): Promise<void> {
  await fs.promises.writeFile(
    path.join(dir, MANIFEST_FILE),
    `${JSON.stringify(manifest, null, 2)}\n`,
  );
}
