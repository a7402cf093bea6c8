import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CardNeed } from '@shared/card/card-roles';
import type { TestApp } from '../support/test-app';
import { createTestApp } from '../support/test-app';
import { testDialects } from '../support/test-database';
import { newOwnersCard } from '../support/cards';
import { logIn } from '../support/auth';

// Every call on a card (`/api/cards/{id}/…` in the OpenAPI document) against a declared need:
// `owner` (pay, edit, theme, co-hosts, deleting the card's own things), `manage` (a Pengurus
// too), `door` (a Penyambut too), or `public` (the guests' own calls). Each is sent by a visitor
// (401), another owner (403), a Pengurus and a Penyambut (403 unless their role covers the
// need; otherwise past the guard). A call added later without an entry here fails the sweep.

const NEEDS: Record<string, CardNeed | 'public'> = {
  // The guests' own calls.
  'GET /api/cards/{id}': 'public',
  'GET /api/cards/{id}/calendar.ics': 'public',
  'GET /api/cards/{id}/wishes': 'public',
  'GET /api/cards/{id}/seats': 'public',
  'POST /api/cards/{id}/rsvps': 'public',
  'POST /api/cards/{id}/invitation': 'public',
  // The card itself, its sale and its co-hosts: the owner's.
  'PUT /api/cards/{id}': 'owner',
  'PUT /api/cards/{id}/theme': 'owner',
  'PUT /api/cards/{id}/hashtag': 'owner',
  'GET /api/cards/{id}/after-the-day': 'owner',
  'GET /api/cards/{id}/photos': 'owner',
  'POST /api/cards/{id}/photos': 'owner',
  'PATCH /api/cards/{id}/photos/{photoId}': 'owner',
  'PUT /api/cards/{id}/photos/order': 'owner',
  'DELETE /api/cards/{id}/photos/{photoId}': 'owner',
  'PUT /api/cards/{id}/after-the-day': 'owner',
  'PUT /api/cards/{id}/language': 'owner',
  'GET /api/cards/{id}/hosts': 'owner',
  'POST /api/cards/{id}/hosts': 'owner',
  'PATCH /api/cards/{id}/hosts/{hostId}': 'owner',
  'DELETE /api/cards/{id}/hosts/{hostId}': 'owner',
  'GET /api/cards/{id}/checkout': 'owner',
  'POST /api/cards/{id}/checkout': 'owner',
  'GET /api/cards/{id}/payments': 'owner',
  'GET /api/cards/{id}/majlis/answers': 'owner',
  'GET /api/cards/{id}/owner-feedback': 'owner',
  'PUT /api/cards/{id}/owner-feedback': 'owner',
  'PUT /api/cards/{id}/music': 'owner',
  'GET /api/cards/{id}/salam-kaut': 'owner',
  'PUT /api/cards/{id}/gift-settings': 'owner',
  'POST /api/cards/{id}/salam-kaut-qr': 'owner',
  'DELETE /api/cards/{id}/salam-kaut-qr': 'owner',
  // The card home reads the card; the guest list, RSVPs, wishes, usher links and sending.
  'GET /api/cards/{id}/edit': 'manage',
  'GET /api/cards/{id}/rsvps': 'manage',
  'GET /api/cards/{id}/rsvp-totals': 'manage',
  'PATCH /api/cards/{id}/rsvps/{rsvpId}': 'manage',
  'DELETE /api/cards/{id}/rsvps/{rsvpId}': 'manage',
  'PUT /api/cards/{id}/rsvp-settings': 'manage',
  'GET /api/cards/{id}/rsvps.csv': 'manage',
  'PUT /api/cards/{id}/rsvp-closes-on': 'manage',
  'GET /api/cards/{id}/ushers': 'manage',
  'POST /api/cards/{id}/ushers': 'manage',
  'DELETE /api/cards/{id}/ushers/{usherId}': 'manage',
  'GET /api/cards/{id}/guests': 'manage',
  'POST /api/cards/{id}/guests': 'manage',
  'POST /api/cards/{id}/guests/import': 'manage',
  'PUT /api/cards/{id}/guests/{partyId}': 'manage',
  'DELETE /api/cards/{id}/guests/{partyId}': 'manage',
  'POST /api/cards/{id}/guests/{partyId}/link': 'manage',
  'GET /api/cards/{id}/guests.csv': 'manage',
  'POST /api/cards/{id}/guests/{partyId}/sent': 'manage',
  'GET /api/cards/{id}/guests/templates': 'manage',
  'PUT /api/cards/{id}/guests/templates': 'manage',
  'PUT /api/cards/{id}/guests/{partyId}/answer': 'manage',
  'PUT /api/cards/{id}/rsvps/{rsvpId}/answers': 'manage',
  'GET /api/cards/{id}/guests/messages': 'manage',
  'POST /api/cards/{id}/guests/{partyId}/day-before': 'manage',
  'POST /api/cards/{id}/guests/{partyId}/thanks': 'manage',
  'GET /api/cards/{id}/wishes-book': 'manage',
  'GET /api/cards/{id}/wishes-book.pdf': 'manage',
  'GET /api/cards/{id}/opens': 'manage',
  'GET /api/cards/{id}/picture.png': 'manage',
  // The door.
  'GET /api/cards/{id}/door': 'door',
  'GET /api/cards/{id}/door/guests': 'door',
  'POST /api/cards/{id}/door/check-ins': 'door',
  'DELETE /api/cards/{id}/door/check-ins/{rsvpId}': 'door',
  'POST /api/cards/{id}/door/walk-ins': 'door',
  'GET /api/cards/{id}/rsvps/events': 'door',
};

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

interface OpenApiDoc {
  paths: Record<string, Partial<Record<string, { produces?: string[] }>>>;
}

interface CardOperation {
  label: string;
  method: string;
  path: string;
  stream: boolean;
}

/** Every operation on one card, as `METHOD /api/cards/{id}/…`. */
function cardOperations(doc: OpenApiDoc): CardOperation[] {
  const found: CardOperation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    if (!path.startsWith('/api/cards/{id}')) continue;
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      found.push({
        label: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        stream: path.endsWith('/events'),
      });
    }
  }
  return found;
}

/** Who may pass each need (the owner passes all). */
const PASSES: Record<CardNeed, readonly string[]> = {
  owner: [],
  manage: ['pengurus'],
  door: ['pengurus', 'penyambut'],
};

describe.each(testDialects)('every card call against its need, for each role, on %s', (dialect) => {
  let t: TestApp;
  let operations: CardOperation[] = [];
  let cardId = '';
  const cookies: Record<'anonymous' | 'other' | 'pengurus' | 'penyambut', string | undefined> = {
    anonymous: undefined,
    other: undefined,
    pengurus: undefined,
    penyambut: undefined,
  };
  let base = '';

  beforeAll(async () => {
    t = await createTestApp(dialect);
    const owner = await newOwnersCard(t);
    cardId = owner.id;
    cookies.other = (await newOwnersCard(t)).cookie;
    for (const role of ['pengurus', 'penyambut'] as const) {
      const email = `${role}.sapu.${dialect}@example.com`;
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/cards/${cardId}/hosts`,
        headers: { cookie: owner.cookie },
        payload: { email, name: role, role },
      });
      expect(res.statusCode, res.body).toBe(201);
      cookies[role] = await logIn(t, email);
    }
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    operations = cardOperations(JSON.parse(res.body) as OpenApiDoc);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => t?.close());

  /** The status of one call: path ids filled with well-formed unknown ids, an empty JSON body. */
  async function statusOf(operation: CardOperation, cookie: string | undefined): Promise<number> {
    const url = operation.path.replace(/\{([^}]+)\}/g, (_, name: string) =>
      name === 'id' ? cardId : 'abc123abc123',
    );
    const headers: Record<string, string> = cookie ? { cookie } : {};
    if (operation.stream) {
      // A stream that opens never ends: its status is read from the headers, then it is closed.
      const abort = new AbortController();
      const res = await fetch(`${base}${url}`, { headers, signal: abort.signal });
      abort.abort();
      return res.status;
    }
    const write = operation.method !== 'GET' && operation.method !== 'DELETE';
    const res = await t.app.inject({
      method: operation.method as 'GET',
      url,
      headers: write ? { ...headers, 'content-type': 'application/json' } : headers,
      ...(write ? { payload: '{}' } : {}),
    });
    return res.statusCode;
  }

  it('declares a need for every call on a card', () => {
    expect(operations.length).toBeGreaterThan(40);
    const undeclared = operations.map((op) => op.label).filter((label) => !(label in NEEDS));
    expect(undeclared, 'add these to NEEDS with the role they need').toEqual([]);
    const gone = Object.keys(NEEDS).filter((label) => !operations.some((op) => op.label === label));
    expect(gone, 'remove these from NEEDS: no such call any more').toEqual([]);
  });

  it('answers each role as the call’s need says', async () => {
    const wrong: string[] = [];
    for (const operation of operations) {
      const need = NEEDS[operation.label];
      if (!need || need === 'public') continue;
      const expected = {
        anonymous: 'refused 401',
        other: 'refused 403',
        pengurus: PASSES[need].includes('pengurus') ? 'passed' : 'refused 403',
        penyambut: PASSES[need].includes('penyambut') ? 'passed' : 'refused 403',
      };
      for (const who of ['anonymous', 'other', 'pengurus', 'penyambut'] as const) {
        const status = await statusOf(operation, cookies[who]);
        const got = status === 401 || status === 403 ? `refused ${status}` : 'passed';
        if (got !== expected[who]) {
          wrong.push(`${operation.label} as ${who}: ${status}, expected ${expected[who]}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});
