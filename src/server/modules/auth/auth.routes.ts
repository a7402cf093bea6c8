import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, retryLaterErrorSchema } from '@shared/schemas/api-error';
import {
  AUTH_MESSAGES,
  LOGIN_CODE_RESEND_SECONDS,
  LOGIN_CODE_TTL_SECONDS,
  authWaitMessages,
  requestCodeBodySchema,
  requestCodeReplySchema,
  sessionReplySchema,
  verifyCodeBodySchema,
  verifyCodeReplySchema,
} from '@shared/schemas/auth';
import type { Config } from '../../config';
import { tooManyRequests } from '../../http/errors';
import type { Mailer } from '../../mail/mailer';
import { loginCodeService } from './login-codes.service';

/**
 * Per client address, on top of the per-e-mail limits in the service. Generous, because many
 * phones share one address on Malaysian mobile networks; guessing is bounded per code anyway.
 */
export const CODE_RATE_LIMIT = { max: 20, timeWindow: '10 minutes' } as const;
export const VERIFY_RATE_LIMIT = { max: 30, timeWindow: '10 minutes' } as const;

/** The per-address refusal, in Malay, with the seconds to wait. */
const addressLimit = (limit: { max: number; timeWindow: string }) => ({
  ...limit,
  errorResponseBuilder: (_request: unknown, context: { ttl: number }) => {
    const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
    return tooManyRequests(authWaitMessages.addressLimit(seconds), seconds);
  },
});

const noStore = (reply: FastifyReply) => reply.header('Cache-Control', 'no-store');

export interface AuthRoutesOptions {
  config: Pick<Config, 'appSecret' | 'publicUrl'>;
  mailer: Mailer;
}

/**
 * Login by e-mail code and the session (owner-side §7 "POST /check-email", "/send-otp",
 * "/sessions", "/sessions/check"; DESIGN.md item 1): `POST /api/auth/code`,
 * `POST /api/auth/verify`, `GET /api/auth/session`, `DELETE /api/auth/session`.
 */
const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, options) => {
  const codes = loginCodeService(app.db, options.config, options.mailer, (email) =>
    app.sessions.service.roleFor(email),
  );

  app.post(
    '/api/auth/code',
    {
      config: { rateLimit: addressLimit(CODE_RATE_LIMIT) },
      bodyLimit: 4 * 1024,
      schema: {
        tags: ['auth'],
        summary:
          'Send a 6-digit login code to an e-mail (same reply whether or not it is registered)',
        body: requestCodeBodySchema,
        response: {
          200: requestCodeReplySchema,
          400: apiErrorSchema,
          429: retryLaterErrorSchema,
          503: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      noStore(reply);
      // A filled honeypot is a bot: the usual reply, and no mail.
      if (!request.body.website) await codes.send(request.body.email);
      return {
        message: AUTH_MESSAGES.codeSent,
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
        summary: 'Check a login code; on success start a session (HttpOnly cookie)',
        body: verifyCodeBodySchema,
        response: {
          200: verifyCodeReplySchema,
          400: apiErrorSchema,
          429: retryLaterErrorSchema,
        },
      },
    },
    async (request, reply) => {
      noStore(reply);
      const user = await codes.verify(request.body.email, request.body.code);
      await app.sessions.start(reply, user.id);
      return { user: { email: user.email, role: user.role } };
    },
  );

  app.get(
    '/api/auth/session',
    {
      schema: {
        tags: ['auth'],
        summary: 'Who is logged in: the user, or null',
        response: { 200: sessionReplySchema },
      },
    },
    async (request, reply) => {
      noStore(reply);
      const user = await app.sessions.current(request, reply);
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
};

export default authRoutes;
