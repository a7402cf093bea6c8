import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@shared/schemas/api-error';
import {
  AUTH_MESSAGE_IDS,
  LOGIN_CODE_RESEND_SECONDS,
  LOGIN_CODE_TTL_SECONDS,
  LOGIN_TOKEN_PATTERN,
  linkLoginBodySchema,
  requestCodeBodySchema,
  requestCodeReplySchema,
  sessionReplySchema,
  verifyCodeBodySchema,
  verifyCodeReplySchema,
} from '@shared/schemas/auth';
import type { Config } from '../../config';
import { retryLater, said, unauthorized, waitFor } from '../../http/errors';
import { siteTranslator } from '../../http/site-words';
import { randomToken } from '../../lib/secrets';
import type { Mailer } from '../../mail/mailer';
import { clientAddressKey } from '../../http/client-address';
import { loginCodeService } from './login-codes.service';
import { usersRepository } from './users.repository';

/**
 * Per client address, on top of the per-(e-mail, address) limits and the per-e-mail guess
 * budget in the service. Generous, because many phones share one address on Malaysian mobile
 * networks; guessing is bounded per e-mail anyway.
 */
export const CODE_RATE_LIMIT = { max: 20, timeWindow: '10 minutes' } as const;
export const VERIFY_RATE_LIMIT = { max: 30, timeWindow: '10 minutes' } as const;
export const LINK_RATE_LIMIT = { max: 30, timeWindow: '10 minutes' } as const;

/**
 * The browser's login-attempt token: a code belongs to the browser that asked for it, so guesses
 * from anywhere else never touch it. HttpOnly and only sent to /api/auth; SameSite=Strict, as no
 * other site has any business starting or checking a login.
 */
export const LOGIN_ATTEMPT_COOKIE = 'jemput_login';
/** The code's 10 minutes and 5 more, so a code typed in its last minute still finds its browser. */
export const LOGIN_ATTEMPT_COOKIE_SECONDS = LOGIN_CODE_TTL_SECONDS + 5 * 60;

/**
 * The known-browser cookie: which e-mails this browser logged in to (keyed hashes only), so a
 * returning owner's code requests are mailed even when strangers have used up the e-mail's daily
 * mail cap. Only sent to /api/auth, HttpOnly, SameSite=Strict like the attempt cookie; a year,
 * because a couple comes back months after making their card (for the wedding day's door).
 */
export const KNOWN_BROWSER_COOKIE = 'jemput_known';
export const KNOWN_BROWSER_COOKIE_SECONDS = 365 * 24 * 60 * 60;

/**
 * The per-address refusal, with the time to wait. Counted by `clientAddressKey` (an IPv6 client
 * by its /64), like the service's own limits.
 */
const addressLimit = (limit: { max: number; timeWindow: string }) => ({
  ...limit,
  keyGenerator: (request: FastifyRequest) => clientAddressKey(request.ip),
  errorResponseBuilder: retryLater((seconds) =>
    said('login.wait.addressLimit', { wait: waitFor(seconds) }),
  ),
});

const noStore = (reply: FastifyReply) => reply.header('Cache-Control', 'no-store');

export interface AuthRoutesOptions {
  config: Pick<Config, 'appSecret' | 'publicUrl' | 'isProduction'>;
  mailer: Mailer;
}

/**
 * Login by e-mail code or sign-in link, and the session: `POST /api/auth/code`,
 * `POST /api/auth/verify`, `POST /api/auth/link`, `GET /api/auth/session`,
 * `DELETE /api/auth/session` (this device), `DELETE /api/auth/sessions` (every device).
 */
const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, options) => {
  const codes = loginCodeService(app.db, app.dbDialect, options.config, options.mailer, (email) =>
    app.sessions.service.roleFor(email),
  );

  const users = usersRepository(app.db);

  const attemptCookie = {
    httpOnly: true,
    sameSite: 'strict',
    path: '/api/auth',
    secure: options.config.isProduction,
  } as const;
  /** After a login: the browser remembers the e-mail (see KNOWN_BROWSER_COOKIE). */
  const rememberBrowser = (request: FastifyRequest, reply: FastifyReply, email: string) =>
    reply.setCookie(
      KNOWN_BROWSER_COOKIE,
      codes.rememberBrowser(request.cookies[KNOWN_BROWSER_COOKIE], email),
      { ...attemptCookie, maxAge: KNOWN_BROWSER_COOKIE_SECONDS },
    );
  /** The browser's own attempt token when it sent a well-formed one, else undefined. */
  const attemptTokenOf = (request: FastifyRequest) => {
    const token = request.cookies[LOGIN_ATTEMPT_COOKIE];
    return token && LOGIN_TOKEN_PATTERN.test(token) ? token : undefined;
  };

  app.post(
    '/api/auth/code',
    {
      config: { rateLimit: addressLimit(CODE_RATE_LIMIT) },
      bodyLimit: 4 * 1024,
      schema: {
        tags: ['auth'],
        summary:
          'Send a 6-digit login code and a sign-in link to an e-mail (same reply whether or not it is registered); the code is bound to this browser (cookie jemput_login)',
        body: requestCodeBodySchema,
        response: {
          200: requestCodeReplySchema,
          400: apiErrorSchema,
          429: apiErrorSchema,
          503: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      noStore(reply);
      // The browser keeps its token while it has one (another tab, a resend), so every code it
      // asked for stays its own; otherwise it gets a new one.
      const attemptToken = attemptTokenOf(request) ?? randomToken();
      // A filled honeypot is a bot: the usual reply (cookie included), and no mail.
      if (!request.body.website) {
        await codes.send(
          {
            email: request.body.email,
            attemptToken,
            clientAddress: request.ip,
            knownBrowser: request.cookies[KNOWN_BROWSER_COOKIE],
            locale: request.locale,
          },
          app.clock.now(),
        );
      }
      reply.setCookie(LOGIN_ATTEMPT_COOKIE, attemptToken, {
        ...attemptCookie,
        maxAge: LOGIN_ATTEMPT_COOKIE_SECONDS,
      });
      return {
        message: siteTranslator(request.locale).t(AUTH_MESSAGE_IDS.codeSent),
        resendAfter: LOGIN_CODE_RESEND_SECONDS,
        expiresIn: LOGIN_CODE_TTL_SECONDS,
      };
    },
  );

  app.post(
    '/api/auth/verify',
    {
      config: { rateLimit: addressLimit(VERIFY_RATE_LIMIT) },
      bodyLimit: 4 * 1024,
      schema: {
        tags: ['auth'],
        summary:
          "Check a login code this browser asked for; on success start a session (HttpOnly cookie). 429 once the e-mail's wrong guesses for the day are spent (its sign-in link still works)",
        body: verifyCodeBodySchema,
        response: {
          200: verifyCodeReplySchema,
          400: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      noStore(reply);
      const user = await codes.verify(
        {
          email: request.body.email,
          code: request.body.code,
          attemptToken: attemptTokenOf(request),
          locale: request.locale,
        },
        app.clock.now(),
      );
      // The attempt cookie stays: another tab of this browser may be logging in to another
      // e-mail with it, and it runs out by itself minutes later.
      await app.sessions.start(reply, user.id);
      rememberBrowser(request, reply, user.email);
      return { user: { email: user.email, role: user.role } };
    },
  );

  app.post(
    '/api/auth/link',
    {
      config: { rateLimit: addressLimit(LINK_RATE_LIMIT) },
      bodyLimit: 4 * 1024,
      schema: {
        tags: ['auth'],
        summary:
          "Log in with a login e-mail's sign-in link (the token from /masuk#<token>), from any browser; uses up the link and its code",
        body: linkLoginBodySchema,
        response: {
          200: verifyCodeReplySchema,
          400: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      noStore(reply);
      const user = await codes.signInWithLink(request.body.token, request.locale, app.clock.now());
      await app.sessions.start(reply, user.id);
      rememberBrowser(request, reply, user.email);
      return { user: { email: user.email, role: user.role } };
    },
  );

  app.get(
    '/api/auth/session',
    {
      schema: {
        tags: ['auth'],
        summary:
          'Who is logged in: the user, or null. Keeps the language the user reads the site in (for mail sent later, a receipt)',
        response: { 200: sessionReplySchema },
      },
    },
    async (request, reply) => {
      noStore(reply);
      const user = await app.sessions.current(request, reply);
      // Every owner page asks this, and asks again when the visitor changes the site's language.
      if (user) await users.setLocale(user.id, request.locale);
      return { user: user ? { email: user.email, role: user.role } : null };
    },
  );

  app.delete(
    '/api/auth/session',
    {
      schema: {
        tags: ['auth'],
        summary: 'Log out: end the session and clear its cookie',
        response: { 200: sessionReplySchema },
      },
    },
    async (request, reply) => {
      noStore(reply);
      await app.sessions.end(request, reply);
      return { user: null };
    },
  );

  app.delete(
    '/api/auth/sessions',
    {
      schema: {
        tags: ['auth'],
        summary:
          'Log out everywhere: end every session of the logged-in user and clear this cookie',
        response: { 200: sessionReplySchema, 401: apiErrorSchema },
      },
    },
    async (request, reply) => {
      noStore(reply);
      const user = await app.sessions.current(request, reply);
      if (!user) throw unauthorized(said(AUTH_MESSAGE_IDS.loginRequired));
      await app.sessions.service.endAllOfUser(user.id);
      await app.sessions.end(request, reply);
      return { user: null };
    },
  );
};

export default authRoutes;
