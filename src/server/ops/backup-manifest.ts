import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { z } from 'zod';
import { isMediaKey } from '../storage/media-key';

// The manifest a backup writes last (so a backup without one is unfinished) and a restore reads
// first: what is in the backup, how big each file is and its SHA-256, which the restore checks
// before anything is put in place.

export const MANIFEST_FILE = 'manifest.json';
export const DATABASE_FILE = 'jemput.sqlite';
export const MANIFEST_FORMAT = 'jemput-backup';
export const MANIFEST_VERSION = 1;

/**
 * A file's path inside a backup: the database, or a media file under its key. Nothing else, so
 * a manifest (read from a bucket someone else may write to) can never name a path outside the
 * folder it is restored into.
 */
export function isBackupPath(relative: string): boolean {
  if (relative === DATABASE_FILE) return true;
  return relative.startsWith('media/') && isMediaKey(relative.slice('media/'.length));
}

const backupPath = z.string().refine(isBackupPath, 'jemput.sqlite or media/<folder>/<file>');

export const manifestFileSchema = z.object({
  path: backupPath,
  bytes: z.number().int().min(0),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
});
export type ManifestFile = z.infer<typeof manifestFileSchema>;

export const manifestSchema = z.object({
  format: z.literal(MANIFEST_FORMAT),
  version: z.literal(MANIFEST_VERSION),
  /** When the backup began (ISO 8601, UTC); the database snapshot follows within moments. */
  createdAt: z.iso.datetime(),
  /** Seconds the whole backup took. */
  durationSeconds: z.number().min(0),
  database: z.discriminatedUnion('included', [
    z.object({
      included: z.literal(true),
      dialect: z.literal('sqlite'),
      file: z.literal(DATABASE_FILE),
      /** The newest migration the snapshot has run, e.g. `0013-guest-party-rsvp-index`. */
      migration: z.string().min(1),
      /** How many migrations it has run. */
      migrations: z.number().int().min(0),
      /** Rows per table at the snapshot, checked again after a restore. */
      rows: z.record(z.string(), z.number().int().min(0)),
    }),
    z.object({
      included: z.literal(false),
      dialect: z.literal('postgres'),
      /** Why it is not here and what to use instead. */
      note: z.string(),
    }),
  ]),
  media: z.discriminatedUnion('included', [
    z.object({ included: z.literal(true), storage: z.literal('local'), files: z.number().int() }),
    z.object({
      included: z.literal(false),
      storage: z.literal('s3'),
      bucket: z.string(),
      note: z.string(),
    }),
  ]),
  files: z.array(manifestFileSchema),
  totalBytes: z.number().int().min(0),
});
export type Manifest = z.infer<typeof manifestSchema>;

/** The size and SHA-256 of a file, read as a stream (a database may be large). */
export async function fileDigest(file: string): Promise<{ bytes: number; sha256: string }> {
  const hash = createHash('sha256');
  let bytes = 0;
  for await (const chunk of fs.createReadStream(file)) {
    const buffer = chunk as Buffer;
    bytes += buffer.length;
    hash.update(buffer);
  }
  return { bytes, sha256: hash.digest('hex') };
}
