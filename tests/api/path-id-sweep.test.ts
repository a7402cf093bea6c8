import { malay } from '@shared/i18n/rule-words-in';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES } from '@shared/schemas/admin';
import { CHECK_IN_MESSAGES } from '@shared/schemas/check-in';
import type { TestApp } from '../support/test-app';
import { createTestApp } from '../support/test-app';
import { testDialects } from '../support/test-database';
import { freshAddress, logIn } from '../support/auth';
import { createCard } from '../support/cards';
import { makeWebDir } from '../support/web-dir';
import type { OpenApiDocument } from '../support/sweep/json-schema';
import type { SweptOperation } from '../support/sweep/operations';
import type { Failure } from '../support/sweep/report';
import { formatReport } from '../support/sweep/report';
import { pathParameterRequests } from '../support/sweep/requests';
import type { SweepContext } from '../support/sweep/requests';
import { parseRouteTree, pathParameterOperations, routeTable } from '../support/sweep/routes';
import type { OperationSweep } from '../support/sweep/runner';
import { sweepOperation } from '../support/sweep/runner';

// Ids in paths get the id rule before they reach a query, everywhere: every route with a path
// parameter, read from the router itself (so the pages, pictures and fonts the OpenAPI document
// leaves out are swept too, and new routes without touching this file), is sent NUL bytes,
// broken escapes, bidi controls, traversal, overlong and wrongly shaped ids in each parameter,
// anonymously and as the card's owner and staff. Done means: no 5xx on either database, and
// under /api every refusal in the one error shape, in Malay, with the code of its status.

const OWNER_EMAIL = 'sapu.id.pemilik@example.com';
const STAFF_EMAIL = 'sapu.id.staf@jemput.test';
const SPARE_STAFF = Array.from({ length: 20 }, (_, n) => `sapu.id.staf${n + 1}@jemput.test`);

/** Server-sent event streams answer for as long as the client listens (door.test.ts has them). */
const STREAMS = ['GET /api/cards/{id}/rsvps/events', 'GET /api/cards/{id}/door/events'];

const KINDS = {
  serverErrors: ['server error (5xx)', 'no reply (inject threw)'],
  shape: ['error reply is not JSON', 'error reply outside the one shape'],
  malay: ['error message not Malay'],
  codes: ['error code does not match status'],
};

function expectNone(title: string, failures: Failure[]) {
  expect(failures.length, `\n${formatReport(title, failures)}\n`).toBe(0);
}

describe.each(testDialects)('the path-id sweep on %s', (dialect) => {
  let t: TestApp;
  let card: string;
  let owner: string;
  let operations: SweptOperation[] = [];
  const sweeps: OperationSweep[] = [];
  const failures: Failure[] = [];
  const ofKinds = (kinds: string[]) => failures.filter((failure) => kinds.includes(failure.kind));

  beforeAll(async () => {
    t = await createTestApp(dialect, {
      webDir: makeWebDir(),
      env: { ADMIN_EMAILS: [STAFF_EMAIL, ...SPARE_STAFF].join(',') },
    });
    card = await createCard(t.database.handle.db, { ownerEmail: OWNER_EMAIL });
    const other = await createCard(t.database.handle.db, {
      ownerEmail: 'sapu.id.lain@example.com',
    });
    owner = await logIn(t, OWNER_EMAIL);
    let owners = 0;
    let staff = 0;
    const identities = {
      anonymous: { name: 'anonymous' },
      withSession: [
        {
          name: 'owner',
          cookie: owner,
          renew: () => logIn(t, `sapu.id.pemilik${++owners}@example.com`),
        },
        {
          name: 'staff',
          cookie: await logIn(t, STAFF_EMAIL),
          renew: () => logIn(t, SPARE_STAFF[staff++] ?? STAFF_EMAIL),
        },
      ],
    };
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    const doc = JSON.parse(res.body) as OpenApiDocument;
    const context: SweepContext = {
      doc,
      pathExamples: { id: card, name: 'theme1' },
      pathAlternatives: { id: ['demoplus', other, 'zzzz0000zzzz'] },
      bodyExamples: {},
    };
    operations = pathParameterOperations(routeTable(t.app), doc, (label) =>
      STREAMS.includes(label),
    );
    for (const operation of operations) {
      sweeps.push(
        await sweepOperation(
          t.app,
          context,
          operation,
          identities,
          failures,
          pathParameterRequests,
        ),
      );
    }
    const total = sweeps.reduce((sum, sweep) => sum + sweep.requests, 0);
    console.warn(`path-id sweep on ${dialect}: ${sweeps.length} operations, ${total} requests`);
  }, 600_000);
  afterAll(() => t?.close());

  it('finds every route with a path parameter, the ones the document leaves out too', () => {
    const labels = operations.map((operation) => operation.label);
    expect(labels).toEqual(
      expect.arrayContaining([
        'DELETE /api/cards/{id}/ushers/{usherId}',
        'DELETE /api/cards/{id}/door/check-ins/{rsvpId}',
        'POST /api/admin/cards/{id}/trial-extension',
        'PATCH /api/admin/gift-ideas/{id}',
        'GET /api/themes/{name}',
        'GET /kad/{id}/{demoTheme}',
        'GET /kad/{id}/og.png',
        'GET /themes/art/{version}/{file}',
        'GET /media/catalogue/{file}',
      ]),
    );
    expect(labels).not.toContain('GET /api/cards/{id}/door/events');
  });

  it('reaches the handlers as the owner and staff, not only the guards', () => {
    // Someone with a session got past the guard with the valid-looking request.
    const guarded = (status: number | null | undefined) => status === 401 || status === 403;
    const shallow = sweeps.filter(
      (sweep) =>
        sweep.needsSession && guarded(sweep.baseStatus.owner) && guarded(sweep.baseStatus.staff),
    );
    expect(
      shallow.map((sweep) => `${sweep.operation} ${JSON.stringify(sweep.baseStatus)}`),
    ).toEqual([]);
    const usher = sweeps.find((s) => s.operation === 'DELETE /api/cards/{id}/ushers/{usherId}');
    expect(usher?.baseStatus.owner).toBe(404);
  });

  it('answers no malformed id with a 5xx (or not at all)', () => {
    expectNone(`${dialect}: 5xx replies`, ofKinds(KINDS.serverErrors));
  });

  it('answers every refusal under /api in the one error shape, in Malay, with its code', () => {
    expectNone(`${dialect}: replies outside the error shape`, ofKinds(KINDS.shape));
    expectNone(`${dialect}: messages not in Malay`, ofKinds(KINDS.malay));
    expectNone(`${dialect}: codes not matching the status`, ofKinds(KINDS.codes));
  });

  describe('the cases found', () => {
    const send = (method: 'DELETE' | 'GET', url: string) =>
      t.app.inject({ method, url, headers: { cookie: owner }, remoteAddress: freshAddress() });

    it.each([
      ['/ushers/%00', CHECK_IN_MESSAGES.usherInvalid],
      ['/ushers/abcdefgh1234%00', CHECK_IN_MESSAGES.usherInvalid],
      ['/door/check-ins/%00', CHECK_IN_MESSAGES.guestUnknown],
      ['/door/check-ins/abcd1234efgh5678%00', CHECK_IN_MESSAGES.guestUnknown],
    ])('DELETE /api/cards/:id%s answers 404 like an unknown id', async (path, message) => {
      const res = await send('DELETE', `/api/cards/${card}${path}`);
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json()).toEqual({ error: { code: 'not_found', message } });
    });

    it('answers a malformed card id on a staff call like an unknown card (404)', async () => {
      const staff = await logIn(t, SPARE_STAFF.at(-1) ?? STAFF_EMAIL);
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/admin/cards/abcd%00',
        headers: { cookie: staff },
        remoteAddress: freshAddress(),
      });
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json()).toEqual({
        error: { code: 'not_found', message: malay(ADMIN_MESSAGES.cardNotFound) },
      });
    });

    it('answers a malformed card id on the card page with the not-found page', async () => {
      for (const url of ['/kad/%00', `/kad/${card}/%00`, `/kad/${card}/%E2%80%AE`]) {
        const res = await send('GET', url);
        expect(res.statusCode, url).toBe(404);
        expect(res.headers['content-type'], url).toContain('text/html');
      }
    });
  });
});

describe('reading the router’s tree', () => {
  it('gives each route its whole path and its methods', () => {
    const tree = [
      '└── / (GET, HEAD)',
      '    ├── api/cards (POST)',
      '    │   └── /:id (GET, HEAD, PUT)',
      '    │       ├── /ushers (GET, HEAD, POST)',
      '    │       │   └── /:usherId (DELETE)',
      '    │       └── /salam-kaut (GET, HEAD)',
      '    │           └── -qr (POST, DELETE)',
      '    ├── api/auth/session (GET, HEAD, DELETE)',
      '    │   └── s (DELETE)',
      '    └── themes/art/:version/:file (GET, HEAD)',
    ].join('\n');
    expect(parseRouteTree(tree)).toEqual([
      { path: '/', methods: ['GET', 'HEAD'] },
      { path: '/api/cards', methods: ['POST'] },
      { path: '/api/cards/:id', methods: ['GET', 'HEAD', 'PUT'] },
      { path: '/api/cards/:id/ushers', methods: ['GET', 'HEAD', 'POST'] },
      { path: '/api/cards/:id/ushers/:usherId', methods: ['DELETE'] },
      { path: '/api/cards/:id/salam-kaut', methods: ['GET', 'HEAD'] },
      { path: '/api/cards/:id/salam-kaut-qr', methods: ['POST', 'DELETE'] },
      { path: '/api/auth/session', methods: ['GET', 'HEAD', 'DELETE'] },
      { path: '/api/auth/sessions', methods: ['DELETE'] },
      { path: '/themes/art/:version/:file', methods: ['GET', 'HEAD'] },
    ]);
  });
});
