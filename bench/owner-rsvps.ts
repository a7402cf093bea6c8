// `npm run bench:rsvps`: how quickly an owner's RSVP list answers on a card with 2,000 and with
// 20,000 RSVPs (the list is paged, and must stay fast at 20,000). Runs the
// real app in this process through `app.inject` (no network, so the figure is the server's own
// work) on a fresh SQLite database, and on PostgreSQL too when BENCH_DATABASE_URL is set.
// Prints the median and p95 of BENCH_ROUNDS (default 30) calls for the first page, a page deep in
// the list, and the time to walk the whole list at 500 a page; then (the RSVP page) one
// group's first page, a search by name, a search by phone digits, and the door's name search.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import type { DatabaseConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/database';
import { migrateToLatest } from '../src/server/db/migrate';
import { seed } from '../src/server/db/seed';
import { randomId } from '../src/server/lib/ids';
import { sessionService } from '../src/server/modules/auth/sessions.service';
import { cardsRepository } from '../src/server/modules/cards/cards.repository';
import { sampleCardContent } from '../src/shared/card/sample-card';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 30);
const SIZES = [2_000, 20_000];

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

async function timed(run: () => Promise<void>): Promise<number> {
  const started = process.hrtime.bigint();
  await run();
  return Number(process.hrtime.bigint() - started) / 1e6;
}

async function benchDialect(label: string, database: DatabaseConfig, cleanUp: () => Promise<void>) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jemput-bench-'));
  const config = { ...loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir }), database };
  const handle = openDatabase(database);
  await migrateToLatest(handle.db);
  await seed(handle.db, config, new Date());
  const app = await buildApp(config, { database: handle, logger: false });
  await app.ready();
  try {
    const userId = randomId(16);
    const at = new Date();
    const now = at.toISOString();
    await handle.db
      .insertInto('users')
      .values({ id: userId, email: 'bench@example.com', role: 'owner', created_at: now })
      .execute();
    const { token } = await sessionService(handle.db, config).start(userId, at);
    const cookie = `jemput_session=${token}`;

    for (const size of SIZES) {
      const cardId = randomId(10);
      await cardsRepository(handle.db).insert(
        {
          id: cardId,
          userId,
          client: { name: 'Bench', email: 'bench@example.com', mobile: '012-345 6789' },
          status: 'active',
          content: sampleCardContent(new Date()),
          features: { rsvp: true },
        },
        at,
      );
      const start = Date.parse('2026-06-01T00:00:00Z');
      for (let i = 0; i < size; i += 1000) {
        await handle.db
          .insertInto('rsvps')
          .values(
            Array.from({ length: Math.min(1000, size - i) }, (_, j) => ({
              id: randomId(16),
              card_id: cardId,
              name: `Tetamu ${i + j}`,
              phone_number: `01${(i + j) % 10}-${String(1_000_000 + i + j).slice(1)}`,
              email: null,
              guests: 1 + ((i + j) % 4),
              attending: ((i + j) % 7 === 0 ? 0 : 1) as 0 | 1,
              checked_in: ((i + j) % 7 !== 0 && (i + j) % 3 === 0 ? 1 : 0) as 0 | 1,
              ucapan: (i + j) % 3 === 0 ? 'Selamat pengantin baru!' : null,
              created_at: new Date(start + (i + j) * 7000).toISOString(),
            })),
          )
          .execute();
      }
      // As autovacuum would have done on a live database: fresh statistics and visibility map.
      if (database.dialect === 'postgres') await sql`vacuum analyze rsvps`.execute(handle.db);
      const get = async (query: string) => {
        const res = await app.inject({
          method: 'GET',
          url: `/api/cards/${cardId}/rsvps${query}`,
          headers: { cookie },
        });
        if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
        return res.json<{ nextCursor: string | null }>();
      };
      // A cursor halfway down the list.
      let deepCursor = '';
      let walked = 0;
      let cursor: string | null = null;
      const walk = await timed(async () => {
        do {
          const page: { nextCursor: string | null } = await get(
            `?limit=500${cursor ? `&cursor=${cursor}` : ''}`,
          );
          walked += 1;
          if (walked === Math.floor(size / 1000)) deepCursor = page.nextCursor ?? '';
          cursor = page.nextCursor;
        } while (cursor);
      });
      const first: number[] = [];
      const deep: number[] = [];
      for (let round = 0; round < ROUNDS; round += 1) {
        first.push(await timed(() => get('').then(() => undefined)));
        deep.push(await timed(() => get(`?cursor=${deepCursor}`).then(() => undefined)));
      }
      const ms = (n: number) => `${n.toFixed(1)} ms`;
      console.log(
        `${label}, ${size.toLocaleString('en')} RSVPs: first page (100) median ${ms(percentile(first, 50))}, p95 ${ms(percentile(first, 95))}; ` +
          `a page halfway median ${ms(percentile(deep, 50))}, p95 ${ms(percentile(deep, 95))}; ` +
          `whole list at 500 a page (${walked} pages) ${ms(walk)}`,
      );
      // The RSVP page: a group, a name search, a phone search; and the door's search.
      const door = async (query: string) => {
        const res = await app.inject({
          method: 'GET',
          url: `/api/cards/${cardId}/door/guests${query}`,
          headers: { cookie },
        });
        if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
      };
      const searches: [string, () => Promise<unknown>][] = [
        ['group Belum Hadir', () => get('?group=expected')],
        ['search "tetamu 1234"', () => get('?q=tetamu%201234')],
        ['search phone "45678"', () => get('?q=45678')],
        ['door search "tetamu 99"', () => door('?q=tetamu%2099')],
      ];
      const parts: string[] = [];
      for (const [what, run] of searches) {
        const times: number[] = [];
        for (let round = 0; round < ROUNDS; round += 1) {
          times.push(await timed(() => run().then(() => undefined)));
        }
        parts.push(`${what} median ${ms(percentile(times, 50))}, p95 ${ms(percentile(times, 95))}`);
      }
      console.log(`${label}, ${size.toLocaleString('en')} RSVPs: ${parts.join('; ')}`);
    }
  } finally {
    await app.close();
    await handle.db.destroy();
    await cleanUp();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  const sqliteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jemput-bench-db-'));
  await benchDialect(
    'SQLite',
    { dialect: 'sqlite', file: path.join(sqliteDir, 'jemput.sqlite') },
    async () => fs.rmSync(sqliteDir, { recursive: true, force: true }),
  );
  const url = process.env.BENCH_DATABASE_URL;
  if (url) {
    const schema = `bench_${randomId(8)}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create schema "${schema}"`);
    await admin.end();
    await benchDialect('PostgreSQL', { dialect: 'postgres', url, schema }, async () => {
      const cleaner = new pg.Client({ connectionString: url });
      await cleaner.connect();
      await cleaner.query(`drop schema "${schema}" cascade`);
      await cleaner.end();
    });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
