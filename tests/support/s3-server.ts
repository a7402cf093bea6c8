import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { CreateBucketCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { S3MediaConfig } from '@server/config';
import { randomId } from '@server/lib/ids';
import { testDialects } from './test-database';

// A real S3-protocol server (s3rver) on loopback, for the S3 media driver's tests.
// It runs in a child process of its own: s3rver makes its ListObjectsV2 continuation tokens with
// DES, which Node's OpenSSL 3 offers only with --openssl-legacy-provider, a flag the test process
// itself should not carry. The child also ends when the test process does (its stdin closes).

// The SDK's one-time notice that its releases after January 2027 need Node 22 (see
// docs/operations.md, "Uploaded pictures") would print in every test file that makes a client;
// the lockfile pins a release.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

/** The storage drivers every media API test runs on. */
export const testStorageDrivers = ['local', 's3'] as const;
export type TestStorageDriver = (typeof testStorageDrivers)[number];

/** Every database with every storage driver: `describe.each(dialectsAndStorages)`. */
export const dialectsAndStorages = testDialects.flatMap((dialect) =>
  testStorageDrivers.map((driver) => [dialect, driver] as const),
);

/** s3rver's built-in account. */
const ACCESS_KEY_ID = 'S3RVER';
const SECRET_ACCESS_KEY = 'S3RVER';
const REGION = 'us-east-1';

const CHILD = `
const S3rver = require(process.env.S3RVER_MODULE);
const server = new S3rver({
  address: '127.0.0.1',
  port: 0,
  silent: true,
  directory: process.env.S3RVER_DIR,
});
server.run().then(
  (address) => process.stdout.write(JSON.stringify({ port: address.port }) + '\\n'),
  (error) => { console.error(error); process.exit(1); },
);
process.stdin.on('end', () => process.exit(0));
process.stdin.resume();
`;

export interface TestS3Server {
  /** `http://127.0.0.1:<port>` */
  endpoint: string;
  /** A new, empty bucket, and the S3_* variables that point Jemput at it. */
  newBucket(): Promise<{ bucket: string; env: Record<string, string>; config: S3MediaConfig }>;
  /** Writes an object as-is, around Jemput's key rule (for tests of what must not be served). */
  putRaw(bucket: string, key: string, body: string | Buffer): Promise<void>;
  close(): Promise<void>;
}

/** Starts s3rver on 127.0.0.1 on a free port, storing in a temporary folder. */
export async function startS3Server(): Promise<TestS3Server> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'jemput-s3-'));
  const child = spawn(process.execPath, ['--openssl-legacy-provider', '-e', CHILD], {
    env: {
      PATH: process.env.PATH ?? '',
      S3RVER_MODULE: createRequire(import.meta.url).resolve('s3rver'),
      S3RVER_DIR: directory,
    },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('s3rver did not start in 15 s')), 15_000);
    child.once('exit', (code) => reject(new Error(`s3rver exited (${code}) before starting`)));
    createInterface({ input: child.stdout }).once('line', (line) => {
      clearTimeout(timer);
      resolve((JSON.parse(line) as { port: number }).port);
    });
  });
  const endpoint = `http://127.0.0.1:${port}`;
  const admin = new S3Client({
    endpoint,
    region: REGION,
    forcePathStyle: true,
    credentials: { accessKeyId: ACCESS_KEY_ID, secretAccessKey: SECRET_ACCESS_KEY },
  });
  return {
    endpoint,
    async newBucket() {
      const bucket = `jemput-${randomId(12).toLowerCase()}`;
      await admin.send(new CreateBucketCommand({ Bucket: bucket }));
      return {
        bucket,
        env: {
          S3_ENDPOINT: endpoint,
          S3_REGION: REGION,
          S3_BUCKET: bucket,
          S3_ACCESS_KEY_ID: ACCESS_KEY_ID,
          S3_SECRET_ACCESS_KEY: SECRET_ACCESS_KEY,
          S3_FORCE_PATH_STYLE: 'true',
        },
        config: {
          driver: 's3',
          endpoint,
          region: REGION,
          bucket,
          accessKeyId: ACCESS_KEY_ID,
          secretAccessKey: SECRET_ACCESS_KEY,
          forcePathStyle: true,
        },
      };
    },
    async putRaw(bucket, key, body) {
      await admin.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: body }));
    },
    async close() {
      admin.destroy();
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.stdin.end();
      if (child.exitCode === null) await exited;
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** The S3_* variables for a driver: none for the local folder, a fresh bucket for S3. */
export async function storageEnv(
  driver: TestStorageDriver,
  server: TestS3Server | undefined,
): Promise<Record<string, string>> {
  if (driver === 'local') return {};
  if (!server) throw new Error('start the S3 server first (startS3Server in beforeAll)');
  return (await server.newBucket()).env;
}
