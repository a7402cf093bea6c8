import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUICK_PICK_COUNT } from '@shared/schemas/music';
import type { TestApp } from '../test-app';
import { createTestApp } from '../test-app';
import type { TestDialect } from '../test-database';
import { freshAddress, logIn } from '../auth';
import { createCard } from '../cards';
import { publishDraft } from '../promo';
import type { OpenApiDocument } from './json-schema';
import { operationsOf } from './operations';
import type { SweptOperation } from './operations';
import type { Failure } from './report';
import { excerpt, formatReport } from './report';
import { englishIn, shapeProblem } from './reply-checks';
import type { SweepContext } from './requests';
import { databaseReachingRequests, sweepRequests } from './requests';
import type { OperationSweep } from './runner';
import { JUNK_IN_REPLY, sweepOperation } from './runner';
import { escapeText, formatJunk, storedJunk } from './stored-text';

// The malformed-request sweep: every operation the OpenAPI document
// lists, found from the document itself so new endpoints are swept without touching this file,
// gets a few hundred broken requests (wrong types, nasty strings, bad JSON, wrong media types,
// oversize bodies, broken path and query parameters), anonymously and, where a session is
// needed, as the card's owner and as staff. Done means: no 5xx, every refusal under /api in
// the one error shape with a Malay message, and no junk text stored anywhere.

const OWNER_EMAIL = 'sweep.pemilik@example.com';
const OTHER_EMAIL = 'sweep.lain@example.com';
const STAFF_EMAIL = 'sweep.staf@jemput.test';
/**
 * More staff e-mails, for new staff sessions when a per-user limit (publishing: 20 cards an
 * hour) has answered 429 to the current one: the sweep then goes on reaching validation.
 */
const SPARE_STAFF = Array.from({ length: 100 }, (_, n) => `sweep.staf${n + 1}@jemput.test`);
/** Well-formed, but no card has it. */
const UNKNOWN_CARD_ID = 'zzzz0000zzzz';

/** Failure kinds, by the check that reports them. */
const KINDS = {
  serverErrors: ['server error (5xx)', 'no reply (inject threw)'],
  shape: ['error reply is not JSON', 'error reply outside the one shape'],
  malay: ['error message not Malay'],
  codes: ['error code does not match status'],
  refusals: ['accepted what the document refuses'],
  savedJunk: [JUNK_IN_REPLY],
};

/** Fails with the grouped report (not a diff of thousands of objects) when any failed. */
function expectNone(title: string, failures: Failure[]) {
  expect(failures.length, `\n${formatReport(title, failures)}\n`).toBe(0);
}

/** Problems of one explicit case's reply: a 4xx in the one shape with a Malay message. */
function refusalProblems(res: LightMyRequestResponse, statuses: number[]): string[] {
  const problems: string[] = [];
  if (!statuses.includes(res.statusCode)) {
    problems.push(`status ${res.statusCode}, expected ${statuses.join(' or ')}`);
  }
  if (!/^application\/json\b/.test(String(res.headers['content-type'] ?? ''))) {
    problems.push(`content-type ${String(res.headers['content-type'])}`);
    return problems;
  }
  let body: unknown;
  try {
    body = JSON.parse(res.body);
  } catch {
    return [...problems, 'body is not JSON'];
  }
  const shape = shapeProblem(body);
  if (shape) return [...problems, `not the one shape: ${shape}`];
  const language = englishIn((body as { error: { message: string } }).error.message);
  if (language) problems.push(`message ${language}`);
  return problems;
}

/** The cards the sweep's requests name; made before anyone logs in (login links them). */
async function prepareCards(t: TestApp) {
  const db = t.database.handle.db;
  return {
    // Every optional feature on, so the sweep reaches the code behind them (an RSVP's e-mail
    // is kept only where the card asks for it).
    own: await createCard(db, {
      ownerEmail: OWNER_EMAIL,
      features: { email_input: true, gift: true, gift_button: true, salamkaut_activation: true },
    }),
    others: await createCard(db, { ownerEmail: OTHER_EMAIL }),
    expired: await createCard(db, {
      ownerEmail: OWNER_EMAIL,
      status: 'unverified',
      ageMinutes: 120,
    }),
  };
}

/** A picture the catalogue forms accept, so that their text fields are what decides. */
const formPicture = async () => ({
  field: 'picture',
  bytes: await sharp({ create: { width: 8, height: 8, channels: 3, background: '#0f766e' } })
    .png()
    .toBuffer(),
});

function sweepContext(
  doc: OpenApiDocument,
  cards: Awaited<ReturnType<typeof prepareCards>>,
  picture: Awaited<ReturnType<typeof formPicture>>,
): SweepContext {
  const catalogueForm = {
    title: 'Set Periuk',
    link: 'https://shopee.com.my/search?keyword=periuk',
  };
  return {
    doc,
    pathExamples: { id: cards.own, name: 'theme1' },
    pathAlternatives: {
      id: ['demoplus', cards.others, cards.expired, UNKNOWN_CARD_ID],
      name: ['theme100', 'theme0', 'theme101'],
    },
    // Where the shared examples would end every request early, so staff's text fields were
    // never stored: a trial extension needs a card still unpaid, an edit an entry that exists.
    pathExamplesByOperation: {
      'POST /api/admin/cards/{id}/trial-extension': { id: cards.expired },
      'PATCH /api/admin/gift-ideas/{id}': { id: 'set-cadar' },
      'PATCH /api/admin/recommended-items/{id}': { id: 'doorgift' },
    },
    // The catalogue's add forms (multipart: the document names no field of theirs).
    formExamples: {
      'POST /api/admin/gift-ideas': { fields: catalogueForm, file: picture },
      'POST /api/admin/recommended-items': {
        fields: { ...catalogueForm, price: '25.90' },
        file: picture,
      },
    },
    // What the document cannot say (a theme's name, a font, a map link that matches its
    // coordinates): a draft the create screen would send, laid over the derived skeleton.
    bodyExamples: {
      'POST /api/cards': {
        draft: publishDraft(),
        profile: { name: 'Siti Pemilik', mobile: '019-876 5432' },
      },
      'POST /api/cards/{id}/rsvps': { email: 'tetamu@example.com' },
      // Twelve songs with real links: otherwise every request stops at the links.
      'PUT /api/admin/music/quick-picks': {
        picks: Array.from({ length: QUICK_PICK_COUNT }, (_, n) => ({
          title: `Lagu ${n + 1}`,
          artist: 'Penyanyi',
          ytId: 'https://youtu.be/dQw4w9WgXcQ',
          start: 0,
        })),
      },
    },
  };
}

/** Anonymous, the card's owner and staff; each renewable as a new user of its kind. */
async function sweepIdentities(t: TestApp) {
  let owners = 0;
  let staff = 0;
  return {
    anonymous: { name: 'anonymous' },
    withSession: [
      {
        name: 'owner',
        cookie: await logIn(t, OWNER_EMAIL),
        renew: () => logIn(t, `sweep.pemilik${++owners}@example.com`),
      },
      {
        name: 'staff',
        cookie: await logIn(t, STAFF_EMAIL),
        renew: () => logIn(t, SPARE_STAFF[staff++] ?? STAFF_EMAIL),
      },
    ],
  };
}

/** One line per run; with SWEEP_VERBOSE=1 one per operation too (to spot shallow sweeps). */
function logSummary(
  dialect: string,
  sweeps: OperationSweep[],
  seconds: number,
  durations: Map<string, number>,
) {
  const total = sweeps.reduce((sum, sweep) => sum + sweep.requests, 0);
  const lines = [
    `sweep on ${dialect}: ${sweeps.length} operations, ${total} requests in ${seconds.toFixed(1)} s`,
  ];
  if (process.env.SWEEP_VERBOSE) {
    for (const sweep of sweeps) {
      lines.push(
        `  ${sweep.operation}: ${sweep.requests} requests in ${durations.get(sweep.operation) ?? 0} ms (${sweep.refusedByDocument} refused by the document); ` +
          `valid-looking → ${JSON.stringify(sweep.baseStatus)}; statuses ${JSON.stringify(sweep.statuses)}`,
      );
    }
  }
  console.warn(lines.join('\n'));
}

/**
 * Server-sent event streams: they answer as long as the client listens, so an injected request
 * would wait for ever. tests/api/door.test.ts opens them over HTTP, with and without the right.
 */
const STREAMS = ['GET /api/cards/{id}/rsvps/events', 'GET /api/cards/{id}/door/events'];

/**
 * Operations whose 503 is their documented answer in this app: the location search without
 * GEOCODER_URL says it is not set up (tests/api/places.test.ts runs it against a fake geocoder).
 * Any other 5xx from them still fails.
 */
const UNCONFIGURED_503 = ['GET /api/places/search'];
const isDocumentedUnavailable = (failure: Failure) =>
  failure.status === 503 && UNCONFIGURED_503.includes(failure.operation);

/**
 * Which of the document's operations a test file sweeps: every `count`-th one from `index`
 * (0-based). A database's sweep is split over files of their own so that no one file is far
 * longer than the rest: test files start in a shuffled order, and a minute-and-a-half file that
 * happens to start last holds up the whole stage while the other workers sit idle.
 */
export interface SweepPart {
  index: number;
  count: number;
}

/**
 * How many parts each database's sweep is split into: one test file each
 * (`openapi-sweep.test.ts` and `openapi-sweep-2.test.ts`, the same with `-postgres`).
 */
export const SWEEP_PARTS = 2;

/**
 * One part of the sweep of one database, as its own test file so that the parts run side by side.
 * SQLite gets every malformed request; PostgreSQL those that can reach the database differently
 * (a body the document refuses never gets past validation, on either database).
 */
export function describeOpenApiSweep(dialect: TestDialect, part: SweepPart): void {
  const requestsOf = dialect === 'sqlite' ? sweepRequests : databaseReachingRequests;
  const partName = `part ${part.index + 1} of ${part.count}`;
  describe(`OpenAPI sweep on ${dialect}, ${partName}`, () => {
    let t: TestApp;
    /** Every operation of the document (the streams left out), and this part's share of them. */
    let documented: SweptOperation[] = [];
    let operations: SweptOperation[] = [];
    const sweeps: OperationSweep[] = [];
    const failures: Failure[] = [];
    /** Milliseconds each operation's sweep took (SWEEP_VERBOSE prints them). */
    const durations = new Map<string, number>();
    const ofKinds = (kinds: string[]) => failures.filter((failure) => kinds.includes(failure.kind));

    beforeAll(async () => {
      t = await createTestApp(dialect, {
        env: { ADMIN_EMAILS: [STAFF_EMAIL, ...SPARE_STAFF].join(',') },
      });
      const cards = await prepareCards(t);
      const identities = await sweepIdentities(t);
      const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
      const doc = JSON.parse(res.body) as OpenApiDocument;
      const context = sweepContext(doc, cards, await formPicture());
      documented = operationsOf(doc).filter((operation) => !STREAMS.includes(operation.label));
      operations = documented.filter((_, n) => n % part.count === part.index);
      const started = Date.now();
      for (const operation of operations) {
        const began = Date.now();
        const sweep = await sweepOperation(
          t.app,
          context,
          operation,
          identities,
          failures,
          requestsOf,
        );
        durations.set(sweep.operation, Date.now() - began);
        sweeps.push(sweep);
      }
      logSummary(`${dialect} (${partName})`, sweeps, (Date.now() - started) / 1000, durations);
    }, 600_000);
    afterAll(() => t?.close());

    it('finds the operations in the document', () => {
      expect(operations.length).toBeGreaterThan(0);
      expect(documented.map((operation) => operation.label)).toContain(
        'POST /api/cards/{id}/rsvps',
      );
    });

    it('sends a few hundred requests to every operation', () => {
      // PostgreSQL's sweep leaves out the bodies the document refuses: fewer, never a handful.
      const least = dialect === 'sqlite' ? 150 : 100;
      const few = sweeps.filter((sweep) => sweep.requests < least);
      expect(few.map((sweep) => `${sweep.operation}: ${sweep.requests}`)).toEqual([]);
    });

    it('answers no request with a 5xx (or not at all)', () => {
      expectNone(
        `${dialect}: 5xx replies`,
        ofKinds(KINDS.serverErrors).filter((failure) => !isDocumentedUnavailable(failure)),
      );
    });

    it('answers every refusal under /api as JSON in the one error shape', () => {
      expectNone(`${dialect}: replies outside the error shape`, ofKinds(KINDS.shape));
    });

    it('words every refusal in Malay, never in a framework’s English', () => {
      expectNone(`${dialect}: messages not in Malay`, ofKinds(KINDS.malay));
    });

    it('gives each refusal the code of its status', () => {
      expectNone(`${dialect}: codes not matching the status`, ofKinds(KINDS.codes));
    });

    it('never accepts (2xx) what the document itself refuses', () => {
      expectNone(`${dialect}: accepted invalid requests`, ofKinds(KINDS.refusals));
    });

    it('answers no write with junk text it saved (a list replaced later still shows it here)', () => {
      expectNone(`${dialect}: junk in successful writes' replies`, ofKinds(KINDS.savedJunk));
    });

    describe('the cases the issue names', () => {
      const rsvpCount = async (id: string) => {
        const row = await t.database.handle.db
          .selectFrom('rsvps')
          .select((eb) => eb.fn.countAll<number | string | bigint>().as('n'))
          .where('card_id', '=', id)
          .executeTakeFirstOrThrow();
        return Number(row.n);
      };
      const rsvp = (id: string, body: Record<string, unknown>) =>
        t.app.inject({
          method: 'POST',
          url: `/api/cards/${id}/rsvps`,
          payload: {
            name: 'Encik Rahman',
            phoneNumber: '012-345 6789',
            guests: 2,
            attending: true,
            ...body,
          },
          remoteAddress: freshAddress(),
        });

      it('answers GET /api/cards/%ff (a broken percent-escape) in the one shape, in Malay', async () => {
        const res = await t.app.inject({
          method: 'GET',
          url: '/api/cards/%ff',
          remoteAddress: freshAddress(),
        });
        expect(refusalProblems(res, [400, 404]), excerpt(res.body)).toEqual([]);
      });

      it('answers a path parameter of 3,000 characters in the one shape, in Malay', async () => {
        for (const suffix of ['', '/wishes', '/rsvps']) {
          const res = await t.app.inject({
            method: 'GET',
            url: `/api/cards/${'a'.repeat(3000)}${suffix}`,
            remoteAddress: freshAddress(),
          });
          expect(refusalProblems(res, [400, 404, 414]), `${suffix}: ${excerpt(res.body)}`).toEqual(
            [],
          );
        }
      });

      it.each([
        ['true', true],
        ['[3]', [3]],
        ['"0x10"', '0x10'],
        ['"1e1"', '1e1'],
      ])('refuses guests %s with 400 in Malay, and stores nothing', async (_label, guests) => {
        const id = await createCard(t.database.handle.db);
        const res = await rsvp(id, { guests });
        expect(refusalProblems(res, [400]), excerpt(res.body)).toEqual([]);
        expect(await rsvpCount(id)).toBe(0);
      });

      it.each([
        ['a name', { name: 'Ali\u0000Aminah' }],
        ['a wish', { ucapan: 'Selamat\u0000pengantin baru' }],
        ['a name and a wish', { name: '\u0000', ucapan: '\u0000' }],
      ])('answers %s with NUL without a 5xx, and stores no NUL', async (_label, body) => {
        const id = await createCard(t.database.handle.db);
        const res = await rsvp(id, body);
        expect(res.statusCode, excerpt(res.body)).toBeLessThan(500);
        if (res.statusCode >= 400)
          expect(refusalProblems(res, [400]), excerpt(res.body)).toEqual([]);
        const rows = await t.database.handle.db
          .selectFrom('rsvps')
          .select(['name', 'ucapan'])
          .where('card_id', '=', id)
          .execute();
        const stored = rows.flatMap((row) => [row.name, row.ucapan ?? '']);
        expect(
          stored.filter((text) => text.includes('\u0000')).map((text) => escapeText(text)),
        ).toEqual([]);
      });
    });

    // Last: it reads what everything above left in the database.
    it('stores no junk text anywhere (0 junk stored)', async () => {
      const junk = await storedJunk(t.database);
      expect(junk.length, `\n${formatJunk(`${dialect}: junk stored`, junk)}\n`).toBe(0);
    });
  });
}
