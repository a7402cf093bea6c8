import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '@server/db/database';
import { migrateToLatest } from '@server/db/migrate';
import type { Manifest } from '@server/ops/backup-manifest';
import { createCard, OWNER } from '../support/cards';
import { seedPromo } from '../support/promo';
import type { ServerProcess } from '../support/server-process';
import { REPO_ROOT, logInOverHttp, startServer } from '../support/server-process';

// The backup, taken as an operator takes it (`npm run backup` beside the running server) while
// guests keep sending RSVPs, then restored into a fresh DATA_DIR: every RSVP the server had
// acknowledged (201) before the backup started, and every payment made before it, is there.

/** Guests sending RSVPs at once, each waiting for its answer before the next. */
const GUESTS_AT_ONCE = 6;
/** RSVPs acknowledged before the backup is started, and after it has finished. */
const BEFORE_BACKUP = 40;
const AFTER_BACKUP = 20;
/** A ceiling, far below the 5,000 a card holds, in case the machine is very fast. */
const MOST_RSVPS = 3000;
const PROMO = 'percuma-sandaran';

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** `npm run <script> -- …args` in the repository, with only `env` (and PATH, HOME). */
function npmRun(script: string, args: string[], env: Record<string, string>): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', '-s', script, '--', ...args], {
      cwd: REPO_ROOT,
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? os.homedir(),
        AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** Resolves once `check` holds (looked at every 20 ms), or rejects after `ms`. */
async function until(check: () => boolean, what: string, ms = 60_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`gave up waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('a backup taken while guests send RSVPs', () => {
  const temporary = fs.mkdtempSync(path.join(os.tmpdir(), 'jemput-backup-load-'));
  const dataDir = path.join(temporary, 'data');
  const backups = path.join(temporary, 'backups');
  const restored = path.join(temporary, 'restored');
  let server: ServerProcess | undefined;
  let rsvpCard = '';
  let sandboxCard = '';
  let promoCard = '';

  beforeAll(async () => {
    // The server's data, prepared before it starts: a card taking RSVPs, two cards in their
    // trial for the owner to pay for, and a promo that pays the whole price.
    const database = openDatabase({ dialect: 'sqlite', file: path.join(dataDir, 'jemput.sqlite') });
    try {
      await migrateToLatest(database.db);
      rsvpCard = await createCard(database.db);
      sandboxCard = await createCard(database.db, { status: 'unverified', ageMinutes: 5 });
      promoCard = await createCard(database.db, { status: 'unverified', ageMinutes: 5 });
      await seedPromo(database.db, PROMO, { discountSen: 1_000_000, valid: 5 });
    } finally {
      await database.db.destroy();
    }
    // Each guest from an address of their own (X-Forwarded-For, believed from one proxy), as
    // at a wedding: the per-address RSVP limit then never answers 429.
    server = await startServer({ dataDir, env: { TRUST_PROXY: '1' } });
  }, 120_000);

  afterAll(async () => {
    await server?.dispose();
    fs.rmSync(temporary, { recursive: true, force: true });
  });

  it(
    'holds every RSVP acknowledged before it began, and the payments, after a restore',
    {
      timeout: 180_000,
    },
    async ({ annotate }) => {
      if (!server) throw new Error('no server');
      const live = server;
      let address = 0;
      const from = () => {
        address += 1;
        return { 'x-forwarded-for': `10.77.${(address >> 8) & 255}.${address & 255}` };
      };
      const json = (body: unknown, headers: Record<string, string> = {}) => ({
        method: 'POST',
        headers: { 'content-type': 'application/json', ...from(), ...headers },
        body: JSON.stringify(body),
      });

      // Two paid payments: one through the sandbox's pay page (the provider's signed callback),
      // one by a promo that leaves nothing to pay.
      const owner = await logInOverHttp(live, OWNER.email, from());
      const billing = { name: 'Amir Kamal', mobile: '012-345 6789' };
      const bill = await live.fetch(
        `/api/cards/${sandboxCard}/checkout`,
        json(billing, { cookie: owner }),
      );
      expect(bill.status).toBe(201);
      const { payUrl } = (await bill.json()) as { payUrl: string };
      const paid = await live.fetch(new URL(payUrl).pathname, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'outcome=paid',
        redirect: 'manual',
      });
      expect(paid.status).toBe(303);
      const free = await live.fetch(
        `/api/cards/${promoCard}/checkout`,
        json({ ...billing, promo: PROMO }, { cookie: owner }),
      );
      expect(free.status).toBe(201);
      const readLive = new SQLite(path.join(dataDir, 'jemput.sqlite'), { readonly: true });
      const paymentsBefore = readLive
        .prepare(`select id, status from payments where status = 'paid' order by id`)
        .all() as { id: string; status: string }[];
      readLive.close();
      expect(paymentsBefore).toHaveLength(2);

      // The guests: each acknowledged RSVP is noted with when its 201 arrived.
      const acknowledged: { name: string; at: number }[] = [];
      const refused: string[] = [];
      let sent = 0;
      let stop = false;
      const guest = async () => {
        while (!stop && sent < MOST_RSVPS) {
          sent += 1;
          const name = `Tetamu ${String(sent).padStart(5, '0')}`;
          try {
            const res = await live.fetch(
              `/api/cards/${rsvpCard}/rsvps`,
              json({ name, phoneNumber: '012-345 6789', guests: 2, attending: sent % 3 !== 0 }),
            );
            if (res.status === 201) acknowledged.push({ name, at: performance.now() });
            else refused.push(`${name}: ${res.status} ${await res.text()}`);
          } catch (error) {
            refused.push(`${name}: ${error instanceof Error ? error.message : String(error)}`);
          }
        }
      };
      const guests = Array.from({ length: GUESTS_AT_ONCE }, guest);

      try {
        await until(() => acknowledged.length >= BEFORE_BACKUP, 'the first RSVPs');
        const backupStarted = performance.now();
        const backup = await npmRun('backup', ['--to', backups, '--json'], {
          NODE_ENV: 'test',
          DATA_DIR: dataDir,
        });
        const backupEnded = performance.now();
        expect(backup.code, `${backup.stdout}\n${backup.stderr}`).toBe(0);
        const during = acknowledged.filter(
          (rsvp) => rsvp.at >= backupStarted && rsvp.at <= backupEnded,
        ).length;
        // The guests go on after the backup, and the server with them.
        const atEnd = acknowledged.length;
        await until(() => acknowledged.length >= atEnd + AFTER_BACKUP, 'RSVPs after the backup');
        stop = true;
        await Promise.all(guests);
        expect(refused, refused.slice(0, 5).join('\n')).toEqual([]);

        const result = JSON.parse(backup.stdout) as { location: string; manifest: Manifest };
        const before = acknowledged.filter((rsvp) => rsvp.at < backupStarted);

        const restore = await npmRun(
          'restore',
          ['--from', result.location, '--data-dir', restored, '--json'],
          { NODE_ENV: 'test', DATA_DIR: dataDir },
        );
        expect(restore.code, `${restore.stdout}\n${restore.stderr}`).toBe(0);

        const copy = new SQLite(path.join(restored, 'jemput.sqlite'), { readonly: true });
        const names = new Set(
          copy
            .prepare('select name from rsvps where card_id = ?')
            .pluck()
            .all(rsvpCard) as string[],
        );
        const payments = copy
          .prepare(`select id, status from payments where status = 'paid' order by id`)
          .all();
        copy.close();
        const missing = before.filter((rsvp) => !names.has(rsvp.name)).map((rsvp) => rsvp.name);
        expect(missing).toEqual([]);
        expect(payments).toEqual(paymentsBefore);
        // The snapshot is one moment: what it holds is what was acknowledged by then, no more
        // than every RSVP acknowledged before the backup ended.
        expect(names.size).toBeGreaterThanOrEqual(before.length);
        expect(names.size).toBeLessThanOrEqual(atEnd);
        expect(result.manifest.database).toMatchObject({ included: true, rows: { payments: 2 } });

        const bytes = result.manifest.totalBytes;
        await annotate(
          `RSVPs acknowledged before the backup: ${before.length}; found after restore: ` +
            `${before.length - missing.length} (the snapshot holds ${names.size}); during the ` +
            `backup: ${during}; in all: ${acknowledged.length}. Backup ${(bytes / 1024).toFixed(0)} KB, ` +
            `${result.manifest.durationSeconds} s inside the command, ` +
            `${((backupEnded - backupStarted) / 1000).toFixed(1)} s with npm and tsx.`,
        );
      } finally {
        stop = true;
        await Promise.all(guests);
      }

      // The restored folder is a working DATA_DIR: a server starts on it and is ready.
      const again = await startServer({ dataDir: restored });
      try {
        const ready = await again.fetch('/api/health/ready');
        expect(ready.status).toBe(200);
        const wishes = await again.fetch(`/api/cards/${rsvpCard}/wishes`);
        expect(wishes.status).toBe(200);
      } finally {
        await again.dispose();
      }
    },
  );
});
