import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@shared/schemas/auth';
import type { TestApp } from '../support/test-app';
import { createTestApp } from '../support/test-app';
import { testDialects } from '../support/test-database';
import { createCard } from '../support/cards';
import { logIn } from '../support/auth';

// Every staff call refuses a visitor (401) and a logged-in owner
// (403), whatever the body. The calls are read from the OpenAPI document (every operation tagged
// `admin`), so staff calls added later are swept without touching this file.

const STAFF = 'staf.sapu@jemput.test';
const OWNER_EMAIL = 'pemilik.sapu@example.com';
const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

interface Operation {
  method: (typeof METHODS)[number];
  path: string;
  tags?: string[];
}

interface OpenApiDoc {
  paths: Record<string, Partial<Record<(typeof METHODS)[number], { tags?: string[] }>>>;
}

function operationsOf(doc: OpenApiDoc): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (operation) operations.push({ method, path, ...operation });
    }
  }
  return operations;
}

/** A concrete URL: path parameters filled with a real card's id and plausible words. */
function urlOf(path: string, cardId: string): string {
  return path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    if (name === 'id' || name.toLowerCase().includes('card')) return cardId;
    if (name === 'action') return 'music';
    return 'abc123';
  });
}

/** Bodies that are anything but what a call expects. */
const JUNK: unknown[] = [
  { junk: ['<script>alert(1)</script>'], hours: -1, ids: 42, rsvp: 'ya' },
  [1, 2, 3],
];

describe.each(testDialects)('every staff call refuses non-staff on %s', (dialect) => {
  let t: TestApp;
  let owner: string;
  let staff: string;
  let cardId: string;
  let admin: Operation[] = [];
  let all: Operation[] = [];
  beforeAll(async () => {
    t = await createTestApp(dialect, { env: { ADMIN_EMAILS: STAFF } });
    owner = await logIn(t, OWNER_EMAIL);
    staff = await logIn(t, STAFF);
    // The owner's own card: even on their own card, a staff call is not theirs to make.
    cardId = await createCard(t.database.handle.db, { ownerEmail: OWNER_EMAIL });
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    all = operationsOf(JSON.parse(res.body) as OpenApiDoc);
    admin = all.filter((operation) => operation.tags?.includes('admin'));
  });
  afterAll(() => t?.close());

  const send = (operation: Operation, cookie: string | undefined, payload: unknown) =>
    t.app.inject({
      method: operation.method.toUpperCase() as 'GET',
      url: urlOf(operation.path, cardId),
      headers: {
        ...(cookie ? { cookie } : {}),
        ...(operation.method === 'get' ? {} : { 'content-type': 'application/json' }),
      },
      ...(operation.method === 'get' ? {} : { payload: JSON.stringify(payload) }),
    });

  it('finds the staff calls, and every /api/admin call is tagged admin', () => {
    expect(admin.length).toBeGreaterThanOrEqual(10);
    const untagged = all
      .filter((operation) => operation.path.startsWith('/api/admin'))
      .filter((operation) => !operation.tags?.includes('admin'))
      .map((operation) => `${operation.method.toUpperCase()} ${operation.path}`);
    expect(untagged).toEqual([]);
  });

  it('answers 401 to a visitor on every staff call, whatever the body', async () => {
    const wrong: string[] = [];
    for (const operation of admin) {
      for (const payload of JUNK) {
        const res = await send(operation, undefined, payload);
        if (res.statusCode !== 401) {
          wrong.push(`${operation.method.toUpperCase()} ${operation.path}: ${res.statusCode}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('answers 403 (staff only, in Malay) to a logged-in owner on every staff call', async () => {
    const wrong: string[] = [];
    for (const operation of admin) {
      for (const payload of JUNK) {
        const res = await send(operation, owner, payload);
        const message = res.json<{ error?: { message?: string } }>().error?.message;
        if (res.statusCode !== 403 || message !== AUTH_MESSAGES.staffOnly) {
          wrong.push(
            `${operation.method.toUpperCase()} ${operation.path}: ${res.statusCode} ${message}`,
          );
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('lets staff past the guard (never 401 or 403) on every staff call', async () => {
    const wrong: string[] = [];
    for (const operation of admin.filter((o) => o.method === 'get')) {
      const res = await send(operation, staff, undefined);
      if (res.statusCode === 401 || res.statusCode === 403) {
        wrong.push(`${operation.method.toUpperCase()} ${operation.path}: ${res.statusCode}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
