import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';
import {
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { BackupS3Config } from '../config';

// Where backups are kept: a local folder, or a prefix in an S3-compatible bucket
// (`s3://bucket/some/prefix`). Each backup is a folder (or prefix) of its own, named by its time,
// holding `manifest.json`, `jemput.sqlite` and `media/…`.

export type BackupLocation =
  { kind: 'local'; dir: string } | { kind: 's3'; bucket: string; prefix: string };

/** Files up to this size are uploaded from memory (retried by the SDK on a network error). */
const IN_MEMORY_UPLOAD_BYTES = 64 * 1024 * 1024;

const S3_URL = /^s3:\/\/([a-z0-9][a-z0-9.-]{1,61}[a-z0-9])(?:\/(.*))?$/;

export class BackupUsageError extends Error {
  override name = 'BackupUsageError';
}

/** `/path/to/folder` (relative to the working folder) or `s3://bucket/prefix`. */
export function parseLocation(text: string): BackupLocation {
  if (text.startsWith('s3://')) {
    const match = S3_URL.exec(text);
    if (!match?.[1]) {
      throw new BackupUsageError(`not an S3 location: ${text} (s3://bucket or s3://bucket/prefix)`);
    }
    const prefix = (match[2] ?? '').replace(/^\/+|\/+$/g, '');
    if (prefix.split('/').some((part) => part === '..' || part === '.')) {
      throw new BackupUsageError(`an S3 prefix may not hold . or .. parts: ${text}`);
    }
    return { kind: 's3', bucket: match[1], prefix };
  }
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(text)) {
    throw new BackupUsageError(`only local folders and s3:// are supported, not ${text}`);
  }
  return { kind: 'local', dir: path.resolve(text) };
}

/** The location for people: a folder or `s3://bucket/prefix` (never any key). */
export function describeLocation(location: BackupLocation): string {
  if (location.kind === 'local') return location.dir;
  return `s3://${location.bucket}${location.prefix ? `/${location.prefix}` : ''}`;
}

/** The location of the backup `name` inside `location`. */
export function childLocation(location: BackupLocation, name: string): BackupLocation {
  if (location.kind === 'local') return { kind: 'local', dir: path.join(location.dir, name) };
  return { ...location, prefix: location.prefix ? `${location.prefix}/${name}` : name };
}

/** One backup's files, read or written by their path inside it (`media/salam-kaut/x.png`). */
export interface BackupStore {
  /** Writes a local file into the backup (S3 only: a local backup is built in place). */
  put(relative: string, localFile: string): Promise<void>;
  /** Copies a file of the backup to a local file; throws when it is not there. */
  fetch(relative: string, localFile: string): Promise<void>;
  /** A small file's text, or null when the backup has no such file. */
  readText(relative: string): Promise<string | null>;
  /** The names of the backups (folders with a manifest) directly inside this location. */
  listBackups(): Promise<string[]>;
  close(): void;
}

export function openStore(location: BackupLocation, s3: BackupS3Config): BackupStore {
  return location.kind === 'local' ? localStore(location.dir) : s3Store(location, s3);
}

function isMissingFile(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException).code;
  return code === 'ENOENT' || code === 'ENOTDIR';
}

function localStore(dir: string): BackupStore {
  return {
    async put(relative, localFile) {
      const target = path.join(dir, relative);
      await fs.promises.mkdir(path.dirname(target), { recursive: true });
      await fs.promises.copyFile(localFile, target);
    },
    async fetch(relative, localFile) {
      await fs.promises.mkdir(path.dirname(localFile), { recursive: true });
      await fs.promises.copyFile(path.join(dir, relative), localFile);
    },
    async readText(relative) {
      try {
        return await fs.promises.readFile(path.join(dir, relative), 'utf8');
      } catch (error) {
        if (isMissingFile(error)) return null;
        throw error;
      }
    },
    async listBackups() {
      let entries: fs.Dirent[];
      try {
        entries = await fs.promises.readdir(dir, { withFileTypes: true });
      } catch (error) {
        if (isMissingFile(error)) return [];
        throw error;
      }
      return entries
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
        .filter((name) => fs.existsSync(path.join(dir, name, 'manifest.json')))
        .sort();
    },
    close() {},
  };
}

function s3Client(config: BackupS3Config): S3Client {
  return new S3Client({
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    forcePathStyle: config.forcePathStyle,
    ...(config.credentials ? { credentials: config.credentials } : {}),
    // As for the media bucket: services other than AWS may refuse the SDK's default checksums.
    // Each file's own SHA-256 is in the manifest and checked on restore anyway.
    ...(config.endpoint
      ? {
          requestChecksumCalculation: 'WHEN_REQUIRED' as const,
          responseChecksumValidation: 'WHEN_REQUIRED' as const,
        }
      : {}),
    maxAttempts: 3,
    requestHandler: { connectionTimeout: 10_000, requestTimeout: 300_000 },
  });
}

function isMissingObject(error: unknown): boolean {
  if (!(error instanceof S3ServiceException)) return false;
  return error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404;
}

function s3Store(location: { bucket: string; prefix: string }, config: BackupS3Config) {
  const client = s3Client(config);
  const keyOf = (relative: string) =>
    location.prefix ? `${location.prefix}/${relative}` : relative;
  const store: BackupStore = {
    async put(relative, localFile) {
      const { size } = await fs.promises.stat(localFile);
      // One request per file (S3 takes up to 5 GB in one): a Jemput database stays far below.
      // Up to 64 MB it is sent from memory, so the SDK can retry it; a stream cannot be.
      const body =
        size <= IN_MEMORY_UPLOAD_BYTES
          ? await fs.promises.readFile(localFile)
          : fs.createReadStream(localFile);
      await client.send(
        new PutObjectCommand({
          Bucket: location.bucket,
          Key: keyOf(relative),
          Body: body,
          ContentLength: size,
          ContentType: relative.endsWith('.json') ? 'application/json' : 'application/octet-stream',
        }),
      );
    },
    async fetch(relative, localFile) {
      const reply = await client.send(
        new GetObjectCommand({ Bucket: location.bucket, Key: keyOf(relative) }),
      );
      await fs.promises.mkdir(path.dirname(localFile), { recursive: true });
      await pipeline(reply.Body as Readable, fs.createWriteStream(localFile, { flags: 'wx' }));
    },
    async readText(relative) {
      try {
        const reply = await client.send(
          new GetObjectCommand({ Bucket: location.bucket, Key: keyOf(relative) }),
        );
        return (await reply.Body?.transformToString('utf8')) ?? '';
      } catch (error) {
        if (isMissingObject(error)) return null;
        throw error;
      }
    },
    async listBackups() {
      const names: string[] = [];
      const prefix = location.prefix ? `${location.prefix}/` : '';
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({
            Bucket: location.bucket,
            Prefix: prefix,
            Delimiter: '/',
            ...(token ? { ContinuationToken: token } : {}),
          }),
        );
        for (const common of page.CommonPrefixes ?? []) {
          const name = (common.Prefix ?? '').slice(prefix.length).replace(/\/$/, '');
          if (name) names.push(name);
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return names.sort();
    },
    close() {
      client.destroy();
    },
  };
  return store;
}
