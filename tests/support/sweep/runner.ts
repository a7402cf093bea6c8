import fs from 'node:fs';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { freshAddress } from '../auth';
import type { SweptOperation } from './operations';
import type { Failure } from './report';
import { excerpt } from './report';
import type { Reply } from './reply-checks';
import { replyProblems } from './reply-checks';
import { escapeText, junkInReply } from './stored-text';
import type { SweepContext, SweepRequest } from './requests';
import { sweepRequests } from './requests';

// Sends an operation's sweep requests, as each identity that matters, and checks every reply.

export interface Identity {
  name: string;
  /** The Cookie header of the identity's session; none for anonymous. */
  cookie?: string;
  /**
   * A new session of the same kind (a new owner, another staff member), for when a per-user
   * limit (429) would otherwise answer every later request and hide what validation says.
   */
  renew?: () => Promise<string>;
}

/** Requests in flight at once: enough to keep PostgreSQL's pool busy, not the 2-core machine. */
const CONCURRENCY = 6;

async function send(
  app: FastifyInstance,
  request: SweepRequest,
  cookie: string | undefined,
): Promise<Reply> {
  const headers = { ...request.headers };
  // The sweep's own cookie junk (forged sessions) replaces the identity's session.
  if (cookie && !headers.cookie) headers.cookie = cookie;
  const options: InjectOptions = {
    method: request.method as InjectOptions['method'],
    url: request.url,
    headers,
    // Every request from a new address, so per-address limits do not hide validation.
    remoteAddress: freshAddress(),
    ...(request.payload === undefined ? {} : { payload: request.payload }),
  };
  const res = await app.inject(options);
  return { statusCode: res.statusCode, headers: res.headers, body: res.body };
}

/**
 * With SWEEP_LOG=<file>, every request and its reply, one line each: to read what the server
 * answered where no check failed (the report shows only failures).
 */
function logReply(operation: string, as: string, request: SweepRequest, reply: Reply): void {
  const file = process.env.SWEEP_LOG;
  if (!file) return;
  const line = `${operation}\t[${as}]\t${request.description}\t${reply.statusCode}\t${excerpt(reply.body, 200)}\n`;
  fs.appendFileSync(file, line);
}

/** The failure kind of junk text in a successful write's reply (see savedJunk). */
export const JUNK_IN_REPLY = 'junk text in a successful write’s reply';

/** Junk text a successful write answered with, i.e. saved (none for reads and refusals). */
function savedJunk(request: SweepRequest, reply: Reply) {
  const type = String(reply.headers['content-type'] ?? '');
  if (request.method === 'GET' || reply.statusCode >= 300 || !type.includes('json')) return [];
  try {
    return junkInReply(JSON.parse(reply.body)).map((junk) => ({
      ...junk,
      excerpt: escapeText(junk.excerpt, 80),
    }));
  } catch {
    return [];
  }
}

/** Runs `work` over `items`, `CONCURRENCY` at a time. */
async function inPool<T>(items: T[], work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
}

/** An identity's session for one operation: renewed at most once per 429, however many race. */
class Session {
  private renewing: Promise<void> | null = null;
  cookie: string | undefined;

  constructor(readonly identity: Identity) {
    this.cookie = identity.cookie;
  }

  get renewable(): boolean {
    return this.identity.renew !== undefined;
  }

  /** A new session unless another request already replaced the one that met the limit. */
  async renewFrom(stale: string | undefined): Promise<void> {
    if (this.cookie !== stale || !this.identity.renew) return;
    const renew = this.identity.renew;
    this.renewing ??= renew().then((cookie) => {
      this.cookie = cookie;
      this.renewing = null;
    });
    await this.renewing;
  }
}

export interface OperationSweep {
  operation: string;
  requests: number;
  /** Whether an anonymous caller was turned away (then owner and staff were swept too). */
  needsSession: boolean;
  /** Status of the valid-looking request per identity (a refusal means shallower mutations). */
  baseStatus: Record<string, number | null>;
  /** Requests the document itself refuses (each must get a 4xx). */
  refusedByDocument: number;
  /** How many replies had each status (shows whether validation, not a guard, answered). */
  statuses: Record<string, number>;
}

/** Sweeps one operation; failures go to `failures`. */
export async function sweepOperation(
  app: FastifyInstance,
  context: SweepContext,
  operation: SweptOperation,
  identities: { anonymous: Identity; withSession: Identity[] },
  failures: Failure[],
  /** Which requests to send (default: every malformed request of the operation). */
  requestsOf: (context: SweepContext, operation: SweptOperation) => SweepRequest[] = sweepRequests,
): Promise<OperationSweep> {
  const requests = requestsOf(context, operation);
  const statuses: Record<string, number> = {};
  const fail = (
    request: SweepRequest,
    as: string,
    failure: Pick<Failure, 'kind' | 'status' | 'detail'>,
  ) => failures.push({ operation: operation.label, as, request: request.description, ...failure });

  /** Sends, checks the reply, and once more with a new session if a per-user limit hit. */
  const check = async (
    request: SweepRequest,
    session: Session,
    retry = true,
  ): Promise<number | null> => {
    const as = session.identity.name;
    const cookie = session.cookie;
    let reply: Reply;
    try {
      reply = await send(app, request, cookie);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      fail(request, as, {
        kind: 'no reply (inject threw)',
        status: null,
        detail: excerpt(message),
      });
      return null;
    }
    for (const problem of replyProblems(request, reply)) {
      const detail = `${problem.detail ? `(${problem.detail}) ` : ''}${excerpt(reply.body)}`;
      fail(request, as, { kind: problem.kind, status: reply.statusCode, detail });
    }
    for (const junk of savedJunk(request, reply)) {
      const detail = `${junk.where}: ${junk.kind}: ${junk.excerpt}`;
      fail(request, as, { kind: JUNK_IN_REPLY, status: reply.statusCode, detail });
    }
    statuses[reply.statusCode] = (statuses[reply.statusCode] ?? 0) + 1;
    logReply(operation.label, as, request, reply);
    if (reply.statusCode === 429 && retry && session.renewable && !request.headers.cookie) {
      await session.renewFrom(cookie);
      return check(request, session, false);
    }
    return reply.statusCode;
  };

  const anonymous = new Session(identities.anonymous);
  const [base, ...rest] = requests;
  const baseStatus: Record<string, number | null> = {};
  baseStatus[anonymous.identity.name] = base ? await check(base, anonymous) : null;
  const needsSession = baseStatus[anonymous.identity.name] === 401;
  // Fresh sessions per operation: a renewal (a new owner owns no card) stays in its operation.
  const sessions = needsSession
    ? [anonymous, ...identities.withSession.map((identity) => new Session(identity))]
    : [anonymous];
  for (const session of sessions.slice(1)) {
    baseStatus[session.identity.name] = base ? await check(base, session) : null;
  }
  const jobs = sessions.flatMap((session) => rest.map((request) => ({ request, session })));
  await inPool(jobs, async ({ request, session }) => {
    await check(request, session);
  });
  return {
    operation: operation.label,
    requests: jobs.length + sessions.length,
    needsSession,
    baseStatus,
    refusedByDocument: jobs.filter(({ request }) => request.refusedBecause !== null).length,
    statuses,
  };
}
