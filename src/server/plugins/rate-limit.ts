import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { errorBody } from '../http/errors';
import { MESSAGES } from '../http/errors';

/**
 * Rate limits are opt-in per route (`config.rateLimit`): code sending, code checking, RSVP and
 * uploads declare their own. The counter store is in memory (one instance); the key is the
 * client address as Fastify sees it (set TRUST_PROXY behind a proxy).
 */
export default fp(
  async function rateLimitPlugin(app: FastifyInstance) {
    await app.register(rateLimit, {
      global: false,
      errorResponseBuilder: (_request, context) => ({
        statusCode: context.statusCode,
        ...errorBody('rate_limited', MESSAGES.rateLimited),
      }),
    });
  },
  { name: 'rate-limit' },
);
