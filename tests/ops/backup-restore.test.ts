import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '@server/config';
import { loadConfig } from '@server/config';
import { openDatabase } from '@server/db/database';
import { migrateToLatest } from '@server/db/migrate';
import { seed } from '@server/db/seed';
import { createBackup } from '@server/ops/backup';
import type { Manifest } from '@server/ops/backup-manifest';
import { parseLocation } from '@server/ops/backup-store';
import { RestoreError, restoreBackup } from '@server/ops/restore';
import { sqliteFacts } from '@server/ops/sqlite-snapshot';
import { createMediaStorage } from '@server/storage/create-media-storage';
import { createCard } from '../support/cards';
import type { TestS3Server } from '../support/s3-server';
import { startS3Server } from '../support/s3-server';
import { REPO_ROOT } from '../support/server-process';

// Backups and restores in-process (the folder and an S3-compatible bucket, checksums, refusals),
// and the two commands' output, which must never show a secret. The backup of a running server
// under load is backup-under-load.test.ts.

const temporary = fs.mkdtempSync(path.join(os.tmpdir(), 'jemput-backups-'));
const folder = (name: string) => path.join(temporary, name);

/** A migrated, seeded data folder (the seed puts the demo's sample QR in media/). */
async function dataFolder(name: string): Promise<{ config: Config; cardId: string }> {
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: folder(name) });
  if (config.database.dialect !== 'sqlite') throw new Error('sqlite expected');
  const database = openDatabase(config.database);
  try {
    await migrateToLatest(database.db);
    await seed(database.db, config, new Date(), createMediaStorage(config));
    return { config, cardId: await createCard(database.db) };
  } finally {
    await database.db.destroy();
  }
}

const filesUnder = (root: string): string[] =>
  fs.existsSync(root)
    ? fs
        .readdirSync(root, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
        .sort()
    : [];

afterAll(() => fs.rmSync(temporary, { recursive: true, force: true }));

describe('backup and restore to a folder', () => {
  let config: Config;
  let backup: string;
  let manifest: Manifest;
  beforeAll(async () => {
    ({ config } = await dataFolder('source'));
    const made = await createBackup({ config, to: parseLocation(folder('backups')) });
    backup = made.location;
    manifest = made.manifest;
  });

  it('copies the database and the media, with sizes and checksums in the manifest', () => {
    expect(path.dirname(backup)).toBe(folder('backups'));
    expect(path.basename(backup)).toMatch(/^jemput-\d{8}T\d{9}Z$/);
    const media = filesUnder(path.join(config.dataDir, 'media'));
    expect(media.length).toBeGreaterThan(0);
    expect(filesUnder(backup)).toEqual(
      ['jemput.sqlite', 'manifest.json', ...media.map((file) => path.join('media', file))].sort(),
    );
    expect(manifest.files.map((file) => file.path).sort()).toEqual(
      ['jemput.sqlite', ...media.map((file) => `media/${file}`)].sort(),
    );
    for (const file of manifest.files) {
      expect(file.bytes).toBe(fs.statSync(path.join(backup, file.path)).size);
      expect(file.sha256).toMatch(/^[0-9a-f]{64}$/);
    }
    const facts = sqliteFacts(path.join(config.dataDir, 'jemput.sqlite'));
    expect(manifest.database).toEqual({
      included: true,
      dialect: 'sqlite',
      file: 'jemput.sqlite',
      migration: facts.migration,
      migrations: facts.migrations,
      rows: facts.rows,
    });
    expect(manifest.media).toEqual({ included: true, storage: 'local', files: media.length });
    // No hidden leftovers of the build in the destination.
    expect(fs.readdirSync(folder('backups'))).toEqual([path.basename(backup)]);
  });

  it('restores into an empty folder: the same rows and the same pictures', async () => {
    const into = folder('restored');
    const result = await restoreBackup({
      from: parseLocation(backup),
      dataDir: into,
      s3: config.backupS3,
    });
    expect(result).toMatchObject({ files: manifest.files.length, movedAside: null });
    expect(sqliteFacts(path.join(into, 'jemput.sqlite')).rows).toEqual(
      sqliteFacts(path.join(config.dataDir, 'jemput.sqlite')).rows,
    );
    for (const file of filesUnder(path.join(config.dataDir, 'media'))) {
      expect(fs.readFileSync(path.join(into, 'media', file))).toEqual(
        fs.readFileSync(path.join(config.dataDir, 'media', file)),
      );
    }
    expect(fs.readdirSync(into).sort()).toEqual(['jemput.sqlite', 'media']);
  });

  it('refuses a folder that is not empty, unless forced: then the old files are moved aside', async () => {
    const into = folder('busy');
    fs.mkdirSync(path.join(into, 'media'), { recursive: true });
    fs.writeFileSync(path.join(into, 'jemput.sqlite'), 'the old database');
    const from = parseLocation(backup);
    await expect(restoreBackup({ from, dataDir: into, s3: config.backupS3 })).rejects.toThrow(
      /is not empty[\s\S]*--force/,
    );
    expect(fs.readFileSync(path.join(into, 'jemput.sqlite'), 'utf8')).toBe('the old database');

    const result = await restoreBackup({ from, dataDir: into, force: true, s3: config.backupS3 });
    expect(result.movedAside).toMatch(/replaced-\d{8}T\d{9}Z$/);
    expect(fs.readFileSync(path.join(result.movedAside ?? '', 'jemput.sqlite'), 'utf8')).toBe(
      'the old database',
    );
    expect(sqliteFacts(path.join(into, 'jemput.sqlite')).check).toBe('ok');
  });

  /** A copy of the backup, changed by `change`, to restore from. */
  function damagedCopy(name: string, change: (dir: string, manifest: Manifest) => void): string {
    const copy = folder(name);
    fs.cpSync(backup, copy, { recursive: true });
    const edited = structuredClone(manifest);
    change(copy, edited);
    fs.writeFileSync(path.join(copy, 'manifest.json'), JSON.stringify(edited));
    return copy;
  }

  it.each([
    [
      'a picture changed after the backup',
      (dir: string, m: Manifest) => {
        const media = m.files.find((file) => file.path.startsWith('media/'));
        fs.appendFileSync(path.join(dir, media?.path ?? ''), 'x');
      },
      /media\/.* does not match the manifest/,
    ],
    [
      'a database with a different checksum',
      (_dir: string, m: Manifest) => {
        const database = m.files.find((file) => file.path === 'jemput.sqlite');
        if (database) database.sha256 = '0'.repeat(64);
      },
      /jemput.sqlite does not match the manifest .*checksum differs/,
    ],
    [
      'a manifest naming a path outside the folder',
      (_dir: string, m: Manifest) => {
        m.files.push({ path: '../../etc/jemput', bytes: 1, sha256: '0'.repeat(64) });
      },
      /not a Jemput backup manifest/,
    ],
    [
      'a database from a newer Jemput',
      (_dir: string, m: Manifest) => {
        if (m.database.included) m.database.migration = '9999-from-the-future';
      },
      /9999-from-the-future, which this Jemput does not know/,
    ],
    [
      'rows that are not what the manifest says',
      (_dir: string, m: Manifest) => {
        if (m.database.included) m.database.rows.cards = (m.database.rows.cards ?? 0) + 1;
      },
      /Table cards holds \d+ rows, the manifest says/,
    ],
  ])('refuses %s, and puts nothing in place', async (name, change, message) => {
    const copy = damagedCopy(`damaged-${name.replaceAll(' ', '-')}`, change);
    const into = folder(`into-${name.replaceAll(' ', '-')}`);
    const restoring = restoreBackup({
      from: parseLocation(copy),
      dataDir: into,
      s3: config.backupS3,
    });
    await expect(restoring).rejects.toThrow(RestoreError);
    await expect(restoring).rejects.toThrow(message);
    expect(filesUnder(into)).toEqual([]);
  });

  it('names the backups of a folder when given the folder instead of one backup', async () => {
    await expect(
      restoreBackup({
        from: parseLocation(folder('backups')),
        dataDir: folder('x'),
        s3: config.backupS3,
      }),
    ).rejects.toThrow(new RegExp(`No manifest.json in .*Backups there: ${path.basename(backup)}`));
  });

  it('will not write a backup inside DATA_DIR', async () => {
    await expect(
      createBackup({ config, to: parseLocation(path.join(config.dataDir, 'backups')) }),
    ).rejects.toThrow(/Backups go outside DATA_DIR/);
  });

  it('on PostgreSQL copies the media and names pg_dump for the database', async () => {
    const made = await createBackup({
      config: { ...config, database: { dialect: 'postgres', url: 'postgres://u:rahsia@h/db' } },
      to: parseLocation(folder('pg-backups')),
    });
    expect(made.manifest.database).toMatchObject({
      included: false,
      note: expect.stringMatching(/pg_dump/),
    });
    expect(JSON.stringify(made.manifest)).not.toContain('rahsia');
    const into = folder('pg-restored');
    await restoreBackup({ from: parseLocation(made.location), dataDir: into, s3: config.backupS3 });
    expect(fs.readdirSync(into)).toEqual(['media']);
  });
});

describe('backup and restore through an S3 bucket', () => {
  let s3: TestS3Server;
  let env: Record<string, string>;
  let bucket: string;
  beforeAll(async () => {
    s3 = await startS3Server();
    ({ env, bucket } = await s3.newBucket());
  });
  afterAll(() => s3.close());

  it('uploads a backup under the prefix and restores it, checked', async () => {
    const { config: local } = await dataFolder('s3-source');
    // The media's S3 service and keys carry over to backups when no BACKUP_S3_* is set; the
    // media themselves stay in DATA_DIR here, so the backup holds them.
    const config = {
      ...local,
      backupS3: loadConfig({ NODE_ENV: 'test', DATA_DIR: local.dataDir, ...env }).backupS3,
    };
    const made = await createBackup({ config, to: parseLocation(`s3://${bucket}/nightly/`) });
    expect(made.location).toBe(`s3://${bucket}/nightly/${made.name}`);

    await expect(
      restoreBackup({
        from: parseLocation(`s3://${bucket}/nightly`),
        dataDir: folder('s3-x'),
        s3: config.backupS3,
      }),
    ).rejects.toThrow(`Backups there: ${made.name}`);

    const into = folder('s3-restored');
    const result = await restoreBackup({
      from: parseLocation(made.location),
      dataDir: into,
      s3: config.backupS3,
    });
    expect(result.files).toBe(made.manifest.files.length);
    expect(sqliteFacts(path.join(into, 'jemput.sqlite')).rows).toEqual(
      sqliteFacts(path.join(local.dataDir, 'jemput.sqlite')).rows,
    );
    expect(filesUnder(path.join(into, 'media'))).toEqual(
      filesUnder(path.join(local.dataDir, 'media')),
    );
  });

  it('names the bucket instead of copying media that live in S3', async () => {
    const { config: local } = await dataFolder('s3-media');
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: local.dataDir, ...env });
    const made = await createBackup({ config, to: parseLocation(folder('s3-media-backups')) });
    expect(made.manifest.media).toEqual({
      included: false,
      storage: 's3',
      bucket,
      note: expect.stringMatching(/already/),
    });
    expect(made.manifest.files.map((file) => file.path)).toEqual(['jemput.sqlite']);
  });

  describe('the commands never print a secret', { timeout: 60_000 }, () => {
    const SECRET = 'rahsia-s3-yang-tidak-boleh-dicetak';
    const PASSWORD = 'kata-laluan-pangkalan-data';

    /** The command as `npm run backup` / `restore` runs it, with only `env`. */
    const command = (script: 'backup' | 'restore', args: string[], extra: Record<string, string>) =>
      new Promise<{ code: number | null; output: string }>((resolve, reject) => {
        const child = spawn(
          process.execPath,
          ['--import', 'tsx', `src/server/ops/${script}-cli.ts`, ...args],
          {
            cwd: REPO_ROOT,
            env: {
              PATH: process.env.PATH ?? '',
              NODE_ENV: 'test',
              AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
              ...extra,
            },
            stdio: ['ignore', 'pipe', 'pipe'],
          },
        );
        let output = '';
        child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
        child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
        child.once('error', reject);
        child.once('close', (code) => resolve({ code, output }));
      });

    it('backs up and restores through S3 with keys, saying where and how much', async () => {
      const { config } = await dataFolder('cli-source');
      const keys = {
        BACKUP_S3_ENDPOINT: env.S3_ENDPOINT ?? '',
        BACKUP_S3_ACCESS_KEY_ID: 'S3RVER',
        BACKUP_S3_SECRET_ACCESS_KEY: 'S3RVER',
        BACKUP_S3_FORCE_PATH_STYLE: 'true',
      };
      const made = await command('backup', ['--to', `s3://${bucket}/cli`], {
        ...keys,
        DATA_DIR: config.dataDir,
        APP_SECRET: SECRET,
      });
      expect(made.code, made.output).toBe(0);
      expect(made.output).toMatch(
        new RegExp(`Backup jemput-\\S+ written to s3://${bucket}/cli/jemput-`),
      );
      expect(made.output).toMatch(/database: .* migration \d{4}-/);
      expect(made.output).not.toContain(SECRET);
      expect(made.output).not.toContain('S3RVER');
      const location = /written to (\S+)/.exec(made.output)?.[1] ?? '';

      const restored = await command(
        'restore',
        ['--from', location, '--data-dir', folder('cli-restored')],
        {
          ...keys,
        },
      );
      expect(restored.code, restored.output).toBe(0);
      expect(restored.output).toMatch(/Restored \d+ files .* each checked against the manifest/);
      expect(restored.output).not.toContain('S3RVER');
    });

    it('fails on a bucket that is not there, without showing the keys', async () => {
      const { config } = await dataFolder('cli-no-bucket');
      const made = await command('backup', ['--to', `s3://${bucket}-tiada/cli`], {
        DATA_DIR: config.dataDir,
        BACKUP_S3_ENDPOINT: env.S3_ENDPOINT ?? '',
        BACKUP_S3_FORCE_PATH_STYLE: 'true',
        BACKUP_S3_ACCESS_KEY_ID: 'S3RVER',
        BACKUP_S3_SECRET_ACCESS_KEY: SECRET,
      });
      expect(made.code).toBe(1);
      expect(made.output).toMatch(/^Backup failed: /m);
      expect(made.output).not.toContain(SECRET);
    });

    it('refuses when there is nothing here to copy, without showing the database address', async () => {
      const made = await command('backup', ['--to', folder('cli-nothing')], {
        DATABASE_URL: `postgres://jemput:${PASSWORD}@127.0.0.1:5432/jemput`,
        ...env,
        S3_SECRET_ACCESS_KEY: SECRET,
        S3_ACCESS_KEY_ID: 'S3RVER',
      });
      expect(made.code).toBe(2);
      expect(made.output).toMatch(/Nothing to copy here.*pg_dump/);
      expect(made.output).not.toContain(PASSWORD);
      expect(made.output).not.toContain(SECRET);
    });

    it('says how it is used when --to or --from is missing', async () => {
      const backup = await command('backup', [], {});
      expect(backup.code).toBe(2);
      expect(backup.output).toContain('--to is required');
      const restore = await command('restore', ['--bogus'], {});
      expect(restore.code).toBe(2);
      expect(restore.output).toContain('Usage: npm run restore');
    });
  });
});
