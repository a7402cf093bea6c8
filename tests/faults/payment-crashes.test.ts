import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseConfig } from '@server/config';
import { openDatabase } from '@server/db/database';
import type { Database } from '@server/db/schema';
import { migrateToLatest } from '@server/db/migrate';
import { MAIL_HOLD_MS } from '@server/mail/mail-outbox';
import { randomId } from '@server/lib/ids';
import { scratchPostgresDatabase } from '../support/scratch-postgres';
import { createCard } from '../support/cards';
import { BILLING, receiptsTo } from '../support/payments';
import type { FakeBillplz } from '../support/fake-billplz';
import { startFakeBillplz } from '../support/fake-billplz';
import {
  BILLPLZ_API_KEY,
  BILLPLZ_COLLECTION,
  BILLPLZ_X_SIGNATURE_KEY,
} from '../support/billplz-app';
import type { ServerProcess } from '../support/server-process';
import { freePort, logInOverHttp, startServer } from '../support/server-process';
import { testDialects } from '../support/test-database';

// What a crash does to money, tried as a crash does it: the real server as its own process,
// paid through the local Billplz over HTTP, killed with SIGKILL in the middle of the work,
// started again on the same data, and the database read afterwards.
// - Checkouts killed while Billplz is making their bills leave attempts with no bill: the next
//   checkout of each card must still get a bill (not wait on the dead attempt and answer 502).
// - Payments killed while their callbacks settle them, every callback then sent again as
//   Billplz retries it: every paid payment gets its receipt (twice at worst, never zero times).

/** Cards whose checkouts are killed while Billplz is making their bills. */
const CHECKOUTS = 8;
/** Cards whose payments' callbacks are killed while they settle. */
const PAYMENTS = 24;

interface Figures {
  [name: string]: number | string;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resolves once `check` holds (looked at every 5 ms), or rejects after `ms`. */
async function until(check: () => boolean | Promise<boolean>, what: string, ms: number) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`gave up waiting for ${what}`);
    await pause(5);
  }
}

/** A database of the fault test's own: a SQLite file, or a PostgreSQL database made for it. */
async function faultDatabase(dialect: DatabaseConfig['dialect'], dataDir: string) {
  if (dialect === 'sqlite') {
    const config: DatabaseConfig = { dialect, file: path.join(dataDir, 'jemput.sqlite') };
    return { config, env: {} as Record<string, string>, drop: () => Promise.resolve() };
  }
  const scratch = await scratchPostgresDatabase(
    process.env.TEST_DATABASE_URL ?? '',
    'jemput_fault',
  );
  const config: DatabaseConfig = { dialect, url: scratch.url };
  return { config, env: { DATABASE_URL: scratch.url }, drop: scratch.drop };
}

// The databases' runs overlap (each has its own server and Billplz): much of a run is waiting
// out a dead attempt's grace, as a real checkout after a restart does, and must not add up twice.
describe.concurrent('payments survive kill -9', () => {
  describe.each(testDialects)('on %s', (dialect) => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jemput-faults-'));
    let fake: FakeBillplz | undefined;
    let server: ServerProcess | undefined;
    let db: Kysely<Database> | undefined;
    let drop = () => Promise.resolve();
    /** Cards and their owners' sessions (each owner with a card of their own). */
    const owners = new Map<string, { email: string; cookie: string }>();
    let address = 0;
    const from = () => {
      address += 1;
      return { 'x-forwarded-for': `10.88.${(address >> 8) & 255}.${address & 255}` };
    };

    beforeAll(async () => {
      const database = await faultDatabase(dialect, dataDir);
      drop = database.drop;
      const handle = openDatabase(database.config);
      db = handle.db;
      await migrateToLatest(db);
      const emails: [string, string][] = [];
      for (let i = 0; i < CHECKOUTS + PAYMENTS; i += 1) {
        const email = `pemilik.gagal.${i}.${randomId(6)}@example.com`;
        emails.push([await createCard(db, { ownerEmail: email, status: 'unverified' }), email]);
      }
      const port = await freePort();
      fake = await startFakeBillplz({
        apiKey: BILLPLZ_API_KEY,
        xSignatureKey: BILLPLZ_X_SIGNATURE_KEY,
        collections: [BILLPLZ_COLLECTION],
      });
      server = await startServer({
        dataDir,
        port,
        env: {
          ...database.env,
          TRUST_PROXY: '1',
          PAYMENT_PROVIDER: 'billplz',
          BILLPLZ_API_KEY,
          BILLPLZ_COLLECTION_ID: BILLPLZ_COLLECTION,
          BILLPLZ_X_SIGNATURE_KEY,
          BILLPLZ_BASE_URL: fake.url,
          // The test moves the server's clock past a dead sender's hold on a mail, instead of
          // waiting it out.
          TEST_CLOCK: 'on',
        },
      });
      for (const [card, email] of emails) {
        owners.set(card, { email, cookie: await logInOverHttp(server, email, from()) });
      }
    }, 180_000);

    afterAll(async () => {
      await server?.dispose();
      await fake?.close();
      await db?.destroy();
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    });

    const live = () => {
      if (!server || !fake || !db) throw new Error('not started');
      return { server, fake, db };
    };
    const checkout = (card: string) =>
      live().server.fetch(`/api/cards/${card}/checkout`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          cookie: owners.get(card)?.cookie ?? '',
          ...from(),
        },
        body: JSON.stringify(BILLING),
      });
    const paymentsOf = (cards: string[]) =>
      live().db.selectFrom('payments').selectAll().where('card_id', 'in', cards).execute();
    const billCreations = () =>
      live().fake.requests.filter((r) => r.method === 'POST' && r.path === '/api/v3/bills').length;

    it.sequential(
      'checkouts killed while Billplz makes their bills: every card checks out after the restart',
      { timeout: 180_000 },
      async ({ annotate }) => {
        const { server: app, fake: billplz } = live();
        const cards = [...owners.keys()].slice(0, CHECKOUTS);
        const before = billCreations();
        billplz.stallNextCreates(CHECKOUTS);
        const inFlight = cards.map((card) => checkout(card).catch(() => null));
        await until(() => billCreations() >= before + CHECKOUTS, 'the bills asked for', 60_000);
        await app.kill9();
        await Promise.all(inFlight);
        const stuck = (await paymentsOf(cards)).filter(
          (p) => p.status === 'pending' && p.provider_ref === null,
        ).length;

        await app.start();
        const started = performance.now();
        const replies = await Promise.all(
          cards.map(async (card) => {
            const res = await checkout(card);
            return { card, status: res.status, body: (await res.json()) as { payUrl?: string } };
          }),
        );
        const seconds = ((performance.now() - started) / 1000).toFixed(1);
        const answered = replies.filter((reply) => reply.status === 201 && reply.body.payUrl);
        await annotate(
          `${dialect}: ${stuck} of ${CHECKOUTS} attempts left without a bill by kill -9; after the ` +
            `restart ${answered.length} of ${CHECKOUTS} checkouts got a bill (201) in ${seconds} s`,
        );
        expect(stuck).toBeGreaterThan(0);
        expect(
          replies.map((reply) => reply.status),
          app.output(),
        ).toEqual(cards.map(() => 201));

        // Each bill is paid: each card is sold once.
        for (const reply of replies) {
          const bill = new URL(reply.body.payUrl ?? '').pathname.split('/').at(-1) ?? '';
          expect((await billplz.pay(bill)).callbackStatus).toBe(200);
        }
        const rows = await paymentsOf(cards);
        for (const card of cards) {
          expect(rows.filter((p) => p.card_id === card && p.status === 'paid')).toHaveLength(1);
        }
        const active = await live()
          .db.selectFrom('cards')
          .select('status')
          .where('id', 'in', cards)
          .execute();
        expect(active.map((card) => card.status)).toEqual(cards.map(() => 'active'));
      },
    );

    it.sequential(
      'payments killed while they settle, callbacks sent again: every paid payment has its receipt',
      { timeout: 240_000 },
      async ({ annotate, onTestFinished }) => {
        const { server: app, fake: billplz } = live();
        const cards = [...owners.keys()].slice(CHECKOUTS);
        const bills: string[] = [];
        for (const card of cards) {
          const res = await checkout(card);
          expect(res.status).toBe(201);
          const { payUrl } = (await res.json()) as { payUrl: string };
          bills.push(new URL(payUrl).pathname.split('/').at(-1) ?? '');
        }
        // Every payer pays; Billplz then posts the callbacks, and the server dies once a third of
        // them have been answered.
        for (const bill of bills) await billplz.pay(bill, { callback: false });
        const answeredBefore = billplz.callbacks.length;
        // Posted a few milliseconds apart, as they come from Billplz's queue: the kill lands
        // while some are answered, some are settling and some are not sent yet.
        const deliveries: Promise<number>[] = [];
        for (const bill of bills) {
          deliveries.push(billplz.sendCallback(bill).catch(() => 0));
          await pause(4);
          if (billplz.callbacks.length >= answeredBefore + Math.floor(PAYMENTS / 3)) break;
        }
        await until(
          () => billplz.callbacks.length >= answeredBefore + Math.floor(PAYMENTS / 3),
          'the first callbacks answered',
          60_000,
        );
        await app.kill9();
        const statuses = await Promise.all(deliveries);
        const answeredBeforeKill = statuses.filter((status) => status === 200).length;
        // The kill must have come in the middle, or this proves nothing.
        expect(answeredBeforeKill).toBeLessThan(PAYMENTS);

        await app.start();
        // Billplz retries every callback until it gets a 200.
        for (const bill of bills) expect(await billplz.sendCallback(bill)).toBe(200);

        const receiptsOf = (card: string) =>
          receiptsTo(app.dataDir, owners.get(card)?.email ?? '').length;
        // Whatever the killed server held is sent once its hold lapses: the server's clock is
        // moved past it rather than waited out.
        const afterHold = new Date(Date.now() + MAIL_HOLD_MS + 1_000).toISOString();
        const moved = await app.fetch('/api/test/clock', {
          method: 'PUT',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ now: afterHold }),
        });
        expect(moved.status).toBe(200);
        // Back to the real time afterwards: the other test's checkouts (in either order) are
        // stamped by this server's clock and judged by a restarted server's. With the test's own
        // hook: the databases' runs are concurrent, and the global hook would run at the end of
        // whichever test vitest started last (maybe the other database's), leaving this
        // server's clock moved for the next test.
        onTestFinished(async () => {
          if (app.pid !== null) await app.fetch('/api/test/clock', { method: 'DELETE' });
        });
        await until(() => cards.every((card) => receiptsOf(card) >= 1), 'every receipt', 120_000);
        const rows = await paymentsOf(cards);
        const paid = rows.filter((p) => p.status === 'paid');
        await until(
          async () =>
            (await paymentsOf(cards)).every(
              (p) => p.status !== 'paid' || p.receipt_sent_at !== null,
            ),
          'every receipt recorded as sent',
          60_000,
        );
        const twice = cards.filter((card) => receiptsOf(card) > 1).length;
        const figures: Figures = {
          paid: paid.length,
          withReceipt: cards.filter((card) => receiptsOf(card) >= 1).length,
          sentTwice: twice,
          answeredBeforeKill,
        };
        await annotate(
          `${dialect}: ${figures.paid} paid payments, ${figures.withReceipt} with their receipt, ` +
            `${figures.sentTwice} sent twice; ${answeredBeforeKill} callbacks answered before kill -9`,
        );
        expect(paid).toHaveLength(PAYMENTS);
        expect(figures.withReceipt).toBe(PAYMENTS);
        expect(rows.filter((p) => p.refund_status !== null)).toEqual([]);
      },
    );
  });
});
