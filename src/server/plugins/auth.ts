import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { CardNeed, CardRole } from '@shared/card/card-roles';
import { roleCovers } from '@shared/card/card-roles';
import { AUTH_MESSAGE_IDS } from '@shared/schemas/auth';
import { CARD_HOST_MESSAGES } from '@shared/schemas/card-hosts';
import { CARD_NOT_FOUND, cardIdPattern } from '@shared/schemas/card-id';
import type { Config } from '../config';
import { forbidden, notFound, said, unauthorized } from '../http/errors';
import type { GuardedRoute } from '../http/guarded-route';
import { guardedRoute } from '../http/guarded-route';
import { auditLog } from '../modules/audit/audit-log';
import { cardHostsRepository } from '../modules/card-hosts/card-hosts.repository';
import type { CardRow } from '../modules/cards/cards.repository';
import { cardsRepository } from '../modules/cards/cards.repository';
import type { AuthUser, SessionService } from '../modules/auth/sessions.service';
import { SESSION_MS, sessionService } from '../modules/auth/sessions.service';

export const SESSION_COOKIE = 'jemput_session';

export type { CardNeed, CardRole } from '@shared/card/card-roles';

/** What a card guard checked: the card, the user it let through, and the role they hold. */
export interface CardAccess {
  card: CardRow;
  user: AuthUser;
  role: CardRole;
  /**
   * The co-host row the user acts through (a Pengurus or Penyambut), null for the owner and
   * staff: writes record it, so every write says who made it.
   */
  host: { id: string; name: string } | null;
}

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
     * The guards, as route builders: `app.get(url, app.requireStaff({ schema }, handler))` checks
     * in `onRequest` (before the body is even read: a caller without the right session gets
     * 401/403 whatever it sends) and hands the handler what it checked.
     */
    /** 401 unless someone is logged in; hands `{ user }`. */
    requireSession: GuardedRoute<{ user: AuthUser }>;
    /** 401 unless logged in, 403 unless staff (role admin, from ADMIN_EMAILS); hands `{ user }`. */
    requireStaff: GuardedRoute<{ user: AuthUser }>;
    /**
     * For routes with an `:id` card param: 401 unless logged in, 404 for an unknown card, 403
     * unless the session's user owns the card (`cards.user_id`), or is staff where allowed.
     */
    requireCardOwner: (options?: RequireCardOwnerOptions) => GuardedRoute<CardAccess>;
    /**
     * As `requireCardOwner`, for what co-hosts may do too: 403 unless the user's role on the
     * card covers `need` (or is staff where allowed). `requireCardAccess('owner')` is
     * `requireCardOwner()`.
     */
    requireCardAccess: (
      need: CardNeed,
      options?: RequireCardOwnerOptions,
    ) => GuardedRoute<CardAccess>;
  }
  interface FastifyRequest {
    /** The id of the session the cookie named, once looked up (null without one). */
    sessionId: string | null;
  }
}

export interface AuthPluginOptions {
  config: Pick<Config, 'appSecret' | 'adminEmails' | 'isProduction'>;
}

/**
 * Sessions and the guards every owner and staff route uses: every owner and staff call is
 * authorised on the server. Sessions are looked up only where a route asks, so the guests' public
 * card never waits for one.
 */
export default fp(
  function authPlugin(app: FastifyInstance, { config }: AuthPluginOptions) {
    const service = sessionService(app.db, config);
    const cards = cardsRepository(app.db);
    const audit = auditLog(app.db);
    const hosts = cardHostsRepository(app.db);
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
          user = lookUp(request, reply);
          looked.set(request, user);
        }
        return user;
      },
      async end(request, reply) {
        const token = request.cookies[SESSION_COOKIE];
        if (token) await service.end(token);
        looked.set(request, Promise.resolve(null));
        request.sessionId = null;
        clearCookie(reply);
      },
    };

    const loggedIn = async (request: FastifyRequest, reply: FastifyReply) => {
      const user = await sessions.current(request, reply);
      if (!user) throw unauthorized(said(AUTH_MESSAGE_IDS.loginRequired));
      return user;
    };

    app.decorate('sessions', sessions);
    app.decorateRequest('sessionId', null);

    app.decorate(
      'requireSession',
      guardedRoute(async (request, reply) => ({ user: await loggedIn(request, reply) })),
    );

    app.decorate(
      'requireStaff',
      guardedRoute(async (request, reply) => {
        const user = await loggedIn(request, reply);
        if (user.role !== 'admin') throw forbidden(said(AUTH_MESSAGE_IDS.staffOnly));
        return { user };
      }),
    );

    /**
     * The card guard: the owner passes every need; a live co-host row of the user (matched by
     * the user, or by their e-mail until their first call links it) passes the needs its role
     * covers; staff pass where the route allows, on the record. The table is read on every
     * call, so a co-host removed (or given a smaller role) is refused from their next call.
     */
    const cardAccess = (need: CardNeed, options: RequireCardOwnerOptions) =>
      guardedRoute(async (request, reply): Promise<CardAccess> => {
        const user = await loggedIn(request, reply);
        // The guard runs before validation: the raw parameter is checked here.
        const id = (request.params as { id?: unknown }).id;
        const valid = typeof id === 'string' && cardIdPattern.test(id);
        const card = valid ? await cards.findById(id) : undefined;
        if (!card) throw notFound(CARD_NOT_FOUND);
        if (card.user_id !== null && card.user_id === user.id) {
          return { card, user, role: 'owner', host: null };
        }
        const host = await hosts.liveOf(card.id, user);
        if (host && roleCovers(host.role, need)) {
          return { card, user, role: host.role, host: { id: host.id, name: host.name } };
        }
        if (!options.allowStaff || user.role !== 'admin') {
          throw forbidden(
            host ? CARD_HOST_MESSAGES.roleRefused : said(AUTH_MESSAGE_IDS.notCardOwner),
          );
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
        return { card, user, role: 'staff', host: null };
      });
    // One builder per need and kind, so a rate limit's key reads what the same route's guard
    // checked.
    const builders = new Map<string, GuardedRoute<CardAccess>>();
    const requireCardAccess = (need: CardNeed, options: RequireCardOwnerOptions = {}) => {
      const key = `${need}:${options.allowStaff ? 'staff' : ''}`;
      let builder = builders.get(key);
      if (!builder) {
        builder = cardAccess(need, options);
        builders.set(key, builder);
      }
      return builder;
    };
    app.decorate('requireCardAccess', requireCardAccess);
    app.decorate('requireCardOwner', (options: RequireCardOwnerOptions = {}) =>
      requireCardAccess('owner', options),
    );
  },
  { name: 'auth', dependencies: ['database', '@fastify/cookie'] },
);
