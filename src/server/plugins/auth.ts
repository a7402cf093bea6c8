import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AUTH_MESSAGES } from '@shared/schemas/auth';
import { CARD_NOT_FOUND, cardIdPattern } from '@shared/schemas/card-id';
import type { Config } from '../config';
import { HttpError, forbidden, notFound, unauthorized } from '../http/errors';
import { auditLog } from '../modules/audit/audit-log';
import type { CardRow } from '../modules/cards/cards.repository';
import { cardsRepository } from '../modules/cards/cards.repository';
import type { AuthUser, SessionService } from '../modules/auth/sessions.service';
import { SESSION_MS, sessionService } from '../modules/auth/sessions.service';

export const SESSION_COOKIE = 'jemput_session';

type Guard = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/** The session cookie's life: started at login, read (and slid) by the guards, ended at logout. */
export interface SessionCookies {
  service: SessionService;
  /** Starts a session for the user and sets the cookie. */
  start(reply: FastifyReply, userId: string): Promise<void>;
  /** Who is logged in (looked up once per request); renews or clears the cookie as needed. */
  current(request: FastifyRequest, reply: FastifyReply): Promise<AuthUser | null>;
  /** Removes the session and clears the cookie; fine without one. */
  end(request: FastifyRequest, reply: FastifyReply): Promise<void>;
}

export interface RequireCardOwnerOptions {
  /** Staff (role admin) may pass too; their access is written to the audit log. */
  allowStaff?: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    sessions: SessionCookies;
    /**
     * The guards, for a route's `onRequest` (so they run before the body is even read: a caller
     * without the right session gets 401/403 whatever it sends). Inside the handler,
     * `sessionUser(request)` and `ownedCard(request)` return what the guard checked, non-null.
     */
    /** 401 unless someone is logged in. */
    requireSession: Guard;
    /** 401 unless logged in, 403 unless staff (role admin, from ADMIN_EMAILS). */
    requireStaff: Guard;
    /**
     * For routes with an `:id` card param: 401 unless logged in, 404 for an unknown card, 403
     * unless the session's user owns the card (`cards.user_id`), or is staff where allowed.
     */
    requireCardOwner: (options?: RequireCardOwnerOptions) => Guard;
  }
  interface FastifyRequest {
    /** The logged-in user once looked up (null on routes without a guard); see sessionUser(). */
    sessionUser: AuthUser | null;
    /** The card `requireCardOwner` checked; see ownedCard(). */
    ownedCard: CardRow | null;
    /** The id of the session the cookie named, once looked up (null without one). */
    sessionId: string | null;
  }
}

/** A route that reads what no guard checked is a programming error, not the caller's. */
const unguarded = (what: string) =>
  new HttpError(500, 'internal', `${what} read without its guard`);

/** The user `requireSession`, `requireStaff` or `requireCardOwner` let through. */
export function sessionUser(request: FastifyRequest): AuthUser {
  if (!request.sessionUser) throw unguarded('sessionUser');
  return request.sessionUser;
}

/** The card `requireCardOwner` checked (the caller owns it, or is staff where allowed). */
export function ownedCard(request: FastifyRequest): CardRow {
  if (!request.ownedCard) throw unguarded('ownedCard');
  return request.ownedCard;
}

export interface AuthPluginOptions {
  config: Pick<Config, 'appSecret' | 'adminEmails' | 'isProduction'>;
}

/**
 * Sessions and the guards every owner and staff route uses (DESIGN.md items 1 and 2,
 * owner-side §4 "Owner check"). Sessions are looked up only where a route asks, so the guests'
 * public card never waits for one.
 */
export default fp(
  function authPlugin(app: FastifyInstance, { config }: AuthPluginOptions) {
    const service = sessionService(app.db, config);
    const cards = cardsRepository(app.db);
    const audit = auditLog(app.db);
    const looked = new WeakMap<FastifyRequest, Promise<AuthUser | null>>();

    const cookieOptions = {
      httpOnly: true,
      sameSite: 'lax',
      path: '/',
      secure: config.isProduction,
    } as const;
    const setCookie = (reply: FastifyReply, token: string) =>
      reply.setCookie(SESSION_COOKIE, token, { ...cookieOptions, maxAge: SESSION_MS / 1000 });
    const clearCookie = (reply: FastifyReply) => reply.clearCookie(SESSION_COOKIE, cookieOptions);

    async function lookUp(request: FastifyRequest, reply: FastifyReply) {
      const token = request.cookies[SESSION_COOKIE];
      if (!token) return null;
      const found = await service.resolve(token, app.clock.now());
      if (!found) {
        // A stale or forged cookie: drop it, so the browser stops sending it.
        clearCookie(reply);
        return null;
      }
      if (found.renewedUntil) setCookie(reply, token);
      request.sessionId = found.sessionId;
      return found.user;
    }

    const sessions: SessionCookies = {
      service,
      async start(reply, userId) {
        const { token } = await service.start(userId, app.clock.now());
        setCookie(reply, token);
      },
      current(request, reply) {
        let user = looked.get(request);
        if (!user) {
          user = lookUp(request, reply).then((found) => {
            request.sessionUser = found;
            return found;
          });
          looked.set(request, user);
        }
        return user;
      },
      async end(request, reply) {
        const token = request.cookies[SESSION_COOKIE];
        if (token) await service.end(token);
        looked.set(request, Promise.resolve(null));
        request.sessionUser = null;
        request.sessionId = null;
        clearCookie(reply);
      },
    };

    const loggedIn = async (request: FastifyRequest, reply: FastifyReply) => {
      const user = await sessions.current(request, reply);
      if (!user) throw unauthorized(AUTH_MESSAGES.loginRequired);
      return user;
    };

    app.decorate('sessions', sessions);
    app.decorateRequest('sessionUser', null);
    app.decorateRequest('ownedCard', null);
    app.decorateRequest('sessionId', null);

    app.decorate('requireSession', async (request: FastifyRequest, reply: FastifyReply) => {
      await loggedIn(request, reply);
    });

    app.decorate('requireStaff', async (request: FastifyRequest, reply: FastifyReply) => {
      const user = await loggedIn(request, reply);
      if (user.role !== 'admin') throw forbidden(AUTH_MESSAGES.staffOnly);
    });

    app.decorate('requireCardOwner', (options: RequireCardOwnerOptions = {}) => {
      return async (request: FastifyRequest, reply: FastifyReply) => {
        const user = await loggedIn(request, reply);
        // The guard runs before validation: the raw parameter is checked here.
        const id = (request.params as { id?: unknown }).id;
        const valid = typeof id === 'string' && cardIdPattern.test(id);
        const card = valid ? await cards.findById(id) : undefined;
        if (!card) throw notFound(CARD_NOT_FOUND);
        const isOwner = card.user_id !== null && card.user_id === user.id;
        if (!isOwner) {
          if (!options.allowStaff || user.role !== 'admin') {
            throw forbidden(AUTH_MESSAGES.notCardOwner);
          }
          // Staff looking into someone else's card is on the record.
          await audit.record(
            {
              actorEmail: user.email,
              action: `${request.method} ${request.routeOptions.url ?? ''}`,
              cardId: card.id,
              detail: 'staff access to an owner route',
            },
            request.server.clock.now(),
          );
        }
        request.ownedCard = card;
      };
    });
  },
  { name: 'auth', dependencies: ['database', '@fastify/cookie'] },
);
