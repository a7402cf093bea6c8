import { createHmac, randomInt } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

// A local Billplz (API v3) for the adapter's tests: a real HTTP server on 127.0.0.1 that makes
// and reads bills as Billplz does (HTTP Basic with the API key as the user name, form or JSON
// bodies, Billplz's error shapes), and, when a test says the payer paid, posts the callback to
// the bill's callback_url over real HTTP, signed with the X Signature key, and gives the
// redirect Billplz would send the payer's browser to. Nothing here reaches the internet.
//
// The X Signature is computed here on its own (billplzSignature below, checked against Billplz's
// published vectors in billplz.test.ts), not with the app's code: a mistake in the app's
// signature code must not be mirrored by the server that tests it.

/** A bill as Billplz answers it (`POST /api/v3/bills`, `GET /api/v3/bills/:id`). */
export interface FakeBill {
  id: string;
  collection_id: string;
  paid: boolean;
  /** `deleted`: withdrawn with `DELETE /api/v3/bills/:id`; it can no longer be paid. */
  state: 'due' | 'paid' | 'deleted';
  amount: number;
  paid_amount: number;
  due_at: string;
  email: string | null;
  mobile: string | null;
  name: string;
  url: string;
  reference_1_label: string;
  reference_1: string | null;
  reference_2_label: string;
  reference_2: string | null;
  redirect_url: string | null;
  callback_url: string;
  description: string;
  paid_at: string | null;
}

/** One request the fake received, as it came (tests assert what Jemput sent). */
export interface RecordedRequest {
  method: string;
  /** The path without the query. */
  path: string;
  authorization: string | undefined;
  contentType: string | undefined;
  /** The body's fields, one string per field (form or JSON). */
  body: Record<string, string>;
  /** The body exactly as sent. */
  raw: string;
}

/** One callback the fake posted to a bill's callback_url. */
export interface DeliveredCallback {
  billId: string;
  url: string;
  /** The exact form body posted. */
  body: string;
  fields: Record<string, string>;
  status: number;
}

export interface PayOptions {
  /** Berjaya (true, the default) or Gagal (false: the bill stays due). */
  paid?: boolean;
  /** Post the callback (default true); false: the callback is lost, only the redirect is made. */
  callback?: boolean;
}

/** What paying a bill produced: the signed callback, whether it was delivered, the redirect. */
export interface FakePayment {
  bill: FakeBill;
  /** The callback's form fields, `x_signature` included. */
  callback: Record<string, string>;
  /** The app's status for the callback; null when it was not sent (a lost callback). */
  callbackStatus: number | null;
  /** Where Billplz sends the payer's browser: the redirect_url with the signed outcome. */
  redirectTo: string;
}

export interface CallbackOptions {
  /** Fields to change (or add) before signing: a signed notice that says something else. */
  overrides?: Record<string, string>;
  /** Sign with this key instead of the collection's X Signature key (a forgery). */
  signWith?: string;
}

export interface FakeBillplz {
  /** `http://127.0.0.1:<port>`: the BILLPLZ_BASE_URL for the app. */
  readonly url: string;
  /** Every request received, oldest first. */
  readonly requests: readonly RecordedRequest[];
  /** Every callback posted, oldest first. */
  readonly callbacks: readonly DeliveredCallback[];
  bill(id: string): FakeBill | undefined;
  /** The bills made for a card (Jemput sends the card id as reference_1), oldest first. */
  billsFor(cardId: string): FakeBill[];
  /** The next `count` bill creations answer 500 (Billplz down). */
  failNextCreates(count?: number): void;
  /** The next `count` bill creations get no answer until the client gives up (or close()). */
  stallNextCreates(count?: number): void;
  /** The next `count` reads of this bill answer 500. */
  failReadsOf(billId: string, count?: number): void;
  /** The next `count` deletions of this bill answer 500 (Billplz down at that moment). */
  failDeletesOf(billId: string, count?: number): void;
  /**
   * The payer pays (or fails to): see PayOptions. A deleted bill cannot be paid: Billplz's page
   * shows it gone, so this throws.
   */
  pay(billId: string, options?: PayOptions): Promise<FakePayment>;
  /** Posts the bill's callback as it stands now, signed (or tampered with: CallbackOptions). */
  sendCallback(billId: string, options?: CallbackOptions): Promise<number>;
  /** Billplz's retry: the last callback of the bill posted again, byte for byte. */
  replay(billId: string): Promise<number>;
  close(): Promise<void>;
}

export interface FakeBillplzOptions {
  apiKey: string;
  xSignatureKey: string;
  /** The collections this account has; a bill for any other is refused. */
  collections: readonly string[];
  /** Billplz's clock (paid_at, due_at); the tests' clock, so nothing depends on real time. */
  now?: () => Date;
}

/**
 * Billplz's X Signature, as its API documentation describes it: each field (but x_signature) as
 * key and value run together, brackets dropped from the key; sorted ascending ignoring case;
 * joined with "|"; HMAC-SHA256 under the X Signature key, in hex.
 */
export function billplzSignature(fields: Readonly<Record<string, string>>, key: string): string {
  const elements: string[] = [];
  for (const name of Object.keys(fields)) {
    if (name === 'x_signature' || name === 'billplz[x_signature]') continue;
    elements.push(name.replaceAll('[', '').replaceAll(']', '') + fields[name]);
  }
  // PHP's sort($elements, SORT_STRING | SORT_FLAG_CASE), which Billplz's examples use: byte order
  // of the lower-cased strings (not the locale's order, which puts `_` elsewhere).
  elements.sort((a, b) => compareBytes(a.toLowerCase(), b.toLowerCase()));
  return createHmac('sha256', key).update(elements.join('|'), 'utf8').digest('hex');
}

function compareBytes(a: string, b: string): number {
  return Buffer.compare(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8'));
}

/** `2026-11-24 15:15:09 +0800`: Billplz's time, in Malaysia's time. */
export function billplzTime(at: Date): string {
  const local = new Date(at.getTime() + 8 * 3600_000).toISOString();
  return `${local.slice(0, 10)} ${local.slice(11, 19)} +0800`;
}

/** `2026-11-24` without leading zeros (`2018-9-27`), as Billplz writes due_at. */
function billplzDate(at: Date): string {
  const local = new Date(at.getTime() + 8 * 3600_000);
  return `${local.getUTCFullYear()}-${local.getUTCMonth() + 1}-${local.getUTCDate()}`;
}

const ID_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
const newBillId = () =>
  Array.from({ length: 8 }, () => ID_ALPHABET[randomInt(ID_ALPHABET.length)]).join('');

/** Billplz's error body. */
const billplzError = (type: string, message: string | string[]) => ({ error: { type, message } });

class ReplyError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`${status}`);
  }
}

const MAX_BODY = 64 * 1024;

function readBody(request: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY)
        reject(new ReplyError(413, billplzError('PayloadTooLarge', 'Too large')));
      else chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

/** Form or JSON fields, one string each (what Billplz's API accepts). */
function parseFields(raw: string, contentType: string | undefined): Record<string, string> {
  if (raw === '') return {};
  if (contentType?.startsWith('application/json')) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      throw new ReplyError(400, billplzError('BadRequest', 'Malformed JSON'));
    }
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
      throw new ReplyError(400, billplzError('BadRequest', 'Malformed JSON'));
    }
    return Object.fromEntries(
      Object.entries(parsed).map(([key, value]) => [key, value === null ? '' : String(value)]),
    );
  }
  return Object.fromEntries(new URLSearchParams(raw));
}

/** Starts the local Billplz on 127.0.0.1, on a port of the system's choosing. */
export async function startFakeBillplz(options: FakeBillplzOptions): Promise<FakeBillplz> {
  const now = options.now ?? (() => new Date());
  const collections = new Set(options.collections);
  const bills = new Map<string, FakeBill>();
  const requests: RecordedRequest[] = [];
  const callbacks: DeliveredCallback[] = [];
  const failingReads = new Map<string, number>();
  const failingDeletes = new Map<string, number>();
  const stalled = new Set<http.ServerResponse>();
  let failCreates = 0;
  let stallCreates = 0;
  let base = '';

  const authorized = (header: string | undefined) => {
    const match = /^Basic ([A-Za-z0-9+/=]+)$/.exec(header ?? '');
    if (!match?.[1]) return false;
    // The API key is the user name, the password empty.
    return Buffer.from(match[1], 'base64').toString('utf8') === `${options.apiKey}:`;
  };

  function createBill(fields: Record<string, string>): FakeBill {
    const collection = fields.collection_id ?? '';
    if (!collections.has(collection)) {
      throw new ReplyError(404, billplzError('RecordNotFound', 'Collection not found'));
    }
    const problems: string[] = [];
    if (!fields.email && !fields.mobile) problems.push('Email or mobile is required');
    if (!fields.name) problems.push("Name can't be blank");
    if (!fields.description) problems.push("Description can't be blank");
    if (!fields.callback_url) problems.push("Callback url can't be blank");
    const amount = Number(fields.amount);
    if (!/^\d+$/.test(fields.amount ?? '') || !Number.isSafeInteger(amount) || amount <= 0) {
      problems.push('Amount must be greater than 0');
    }
    if (problems.length > 0) throw new ReplyError(422, billplzError('RecordInvalid', problems));
    let id = newBillId();
    while (bills.has(id)) id = newBillId();
    const bill: FakeBill = {
      id,
      collection_id: collection,
      paid: false,
      state: 'due',
      amount,
      paid_amount: 0,
      due_at: fields.due_at || billplzDate(now()),
      email: fields.email || null,
      mobile: fields.mobile || null,
      name: fields.name ?? '',
      url: `${base}/bills/${id}`,
      reference_1_label: fields.reference_1_label || 'Reference 1',
      reference_1: fields.reference_1 || null,
      reference_2_label: fields.reference_2_label || 'Reference 2',
      reference_2: fields.reference_2 || null,
      redirect_url: fields.redirect_url || null,
      callback_url: fields.callback_url ?? '',
      description: fields.description ?? '',
      paid_at: null,
    };
    bills.set(id, bill);
    return bill;
  }

  /** What a request gets, or undefined when it is held (a stalled Billplz). */
  function answer(recorded: RecordedRequest): { status: number; body: unknown } | undefined {
    const { method, path } = recorded;
    const billPage = /^\/bills\/([a-z0-9]+)$/.exec(path);
    if (method === 'GET' && billPage?.[1]) {
      // The payer's page: the tests never pay through it, but the address must be real.
      const bill = bills.get(billPage[1]);
      return bill
        ? { status: 200, body: `<!doctype html><title>Billplz</title>Bill ${bill.id}` }
        : { status: 404, body: '<!doctype html><title>Billplz</title>Not found' };
    }
    if (!path.startsWith('/api/v3/')) {
      return { status: 404, body: billplzError('RecordNotFound', 'Not found') };
    }
    if (!authorized(recorded.authorization)) {
      return { status: 401, body: billplzError('Unauthorized', 'Invalid access token') };
    }
    if (method === 'POST' && path === '/api/v3/bills') {
      if (stallCreates > 0) {
        stallCreates -= 1;
        return undefined;
      }
      if (failCreates > 0) {
        failCreates -= 1;
        return { status: 500, body: billplzError('InternalServerError', 'Something went wrong') };
      }
      return { status: 200, body: createBill(recorded.body) };
    }
    const read = /^\/api\/v3\/bills\/([^/]+)$/.exec(path);
    if (method === 'GET' && read?.[1]) {
      const id = decodeURIComponent(read[1]);
      const failing = failingReads.get(id) ?? 0;
      if (failing > 0) {
        failingReads.set(id, failing - 1);
        return { status: 500, body: billplzError('InternalServerError', 'Something went wrong') };
      }
      const bill = bills.get(id);
      if (!bill) return { status: 404, body: billplzError('RecordNotFound', 'Bill not found') };
      return { status: 200, body: bill };
    }
    if (method === 'DELETE' && read?.[1]) return deleteBill(decodeURIComponent(read[1]));
    return { status: 404, body: billplzError('RecordNotFound', 'Not found') };
  }

  /** Billplz deletes a bill only while it is due; a paid or deleted one is refused. */
  function deleteBill(id: string): { status: number; body: unknown } {
    const failing = failingDeletes.get(id) ?? 0;
    if (failing > 0) {
      failingDeletes.set(id, failing - 1);
      return { status: 500, body: billplzError('InternalServerError', 'Something went wrong') };
    }
    const bill = bills.get(id);
    if (!bill) return { status: 404, body: billplzError('RecordNotFound', 'Bill not found') };
    if (bill.state !== 'due') {
      return { status: 422, body: billplzError('Unprocessable', 'Only due bill can be deleted') };
    }
    bill.state = 'deleted';
    return { status: 200, body: {} };
  }

  const server = http.createServer((request, response) => {
    void (async () => {
      const contentType = request.headers['content-type'];
      let recorded: RecordedRequest | undefined;
      let reply: { status: number; body: unknown } | undefined;
      try {
        const raw = await readBody(request);
        recorded = {
          method: request.method ?? '',
          path: (request.url ?? '').split('?')[0] ?? '',
          authorization: request.headers.authorization,
          contentType,
          body: parseFields(raw, contentType),
          raw,
        };
        requests.push(recorded);
        reply = answer(recorded);
      } catch (error) {
        reply =
          error instanceof ReplyError
            ? { status: error.status, body: error.body }
            : { status: 500, body: billplzError('InternalServerError', 'Something went wrong') };
      }
      if (reply === undefined) {
        // Stalled: held until the client gives up or the server closes.
        stalled.add(response);
        response.on('close', () => stalled.delete(response));
        return;
      }
      const text = typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body);
      response.writeHead(reply.status, {
        'content-type':
          typeof reply.body === 'string' ? 'text/html; charset=utf-8' : 'application/json',
      });
      response.end(text);
    })();
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const mustFind = (billId: string) => {
    const bill = bills.get(billId);
    if (!bill) throw new Error(`the local Billplz has no bill ${billId}`);
    return bill;
  };

  /** The callback's fields for the bill as it stands, as Billplz posts them (all strings). */
  const callbackFields = (bill: FakeBill): Record<string, string> => ({
    id: bill.id,
    collection_id: bill.collection_id,
    paid: String(bill.paid),
    state: bill.state,
    amount: String(bill.amount),
    paid_amount: String(bill.paid_amount),
    due_at: bill.due_at,
    email: bill.email ?? '',
    mobile: bill.mobile ?? '',
    name: bill.name,
    url: bill.url,
    paid_at: bill.paid_at ?? '',
  });

  const signed = (fields: Record<string, string>, key = options.xSignatureKey) => ({
    ...fields,
    x_signature: billplzSignature(fields, key),
  });

  /** Posts a form body to the bill's callback_url over HTTP, as Billplz's servers do. */
  async function deliver(bill: FakeBill, body: string): Promise<number> {
    const response = await fetch(bill.callback_url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(10_000),
    });
    await response.arrayBuffer();
    callbacks.push({
      billId: bill.id,
      url: bill.callback_url,
      body,
      fields: Object.fromEntries(new URLSearchParams(body)),
      status: response.status,
    });
    return response.status;
  }

  return {
    url: base,
    requests,
    callbacks,
    bill: (id) => {
      const bill = bills.get(id);
      return bill ? { ...bill } : undefined;
    },
    billsFor: (cardId) =>
      [...bills.values()]
        .filter((bill) => bill.reference_1 === cardId)
        .map((bill) => ({ ...bill })),
    failNextCreates(count = 1) {
      failCreates = count;
    },
    stallNextCreates(count = 1) {
      stallCreates = count;
    },
    failReadsOf(billId, count = 1) {
      failingReads.set(billId, count);
    },
    failDeletesOf(billId, count = 1) {
      failingDeletes.set(billId, count);
    },

    async pay(billId, { paid = true, callback = true } = {}) {
      const bill = mustFind(billId);
      if (bill.state === 'deleted') throw new Error(`the bill ${billId} was deleted`);
      if (paid && !bill.paid) {
        bill.paid = true;
        bill.state = 'paid';
        bill.paid_amount = bill.amount;
        bill.paid_at = billplzTime(now());
      }
      const fields = signed(callbackFields(bill));
      const redirect: Record<string, string> = {
        'billplz[id]': bill.id,
        'billplz[paid]': String(bill.paid),
        'billplz[paid_at]': bill.paid_at ?? '',
      };
      redirect['billplz[x_signature]'] = billplzSignature(redirect, options.xSignatureKey);
      const redirectTo = bill.redirect_url
        ? `${bill.redirect_url}?${new URLSearchParams(redirect).toString()}`
        : bill.url;
      const callbackStatus = callback
        ? await deliver(bill, new URLSearchParams(fields).toString())
        : null;
      return { bill: { ...bill }, callback: fields, callbackStatus, redirectTo };
    },

    sendCallback(billId, { overrides = {}, signWith } = {}) {
      const bill = mustFind(billId);
      const fields = signed({ ...callbackFields(bill), ...overrides }, signWith);
      return deliver(bill, new URLSearchParams(fields).toString());
    },

    replay(billId) {
      const last = callbacks.findLast((callback) => callback.billId === billId);
      if (!last) throw new Error(`no callback of ${billId} to replay`);
      return deliver(mustFind(billId), last.body);
    },

    async close() {
      for (const response of stalled) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
