import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { clientAddressKey } from '../http/client-address';
import { GENERIC, retryLater, said } from '../http/errors';

declare module 'fastify' {
  interface FastifyInstance {
    /** The rate limits' Redis connection (null without REDIS_URL): the readiness check pings it. */
    rateLimitRedis: Redis | null;
  }
}

export interface RateLimitPluginOptions {
  /** `redis://…`: counters shared by every instance and kept across restarts; else in memory. */
  redisUrl: string | null;
  /** Prefix of every key this app writes to Redis (several apps may share one Redis). */
  redisPrefix: string;
}

/** How long start-up waits for Redis before carrying on (ioredis keeps reconnecting after). */
const REDIS_READY_MS = 5000;

async function connectRedis(app: FastifyInstance, url: string): Promise<Redis> {
  const redis = new Redis(url, {
    // Fail fast while Redis is away instead of queueing: the limiter then lets requests through
    // (skipOnError below), so guests can still RSVP on the wedding day if Redis hiccups.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    lazyConnect: true,
  });
  let warned = false;
  redis.on('error', (error: Error) => {
    if (!warned) app.log.warn({ err: error }, 'rate limits: Redis is unreachable');
    warned = true;
  });
  redis.on('ready', () => {
    warned = false;
  });
  try {
    await Promise.race([
      redis.connect(),
      new Promise((_, reject) => setTimeout(() => reject(new Error('timeout')), REDIS_READY_MS)),
    ]);
  } catch {
    app.log.warn('rate limits: Redis not ready at start; limits apply once it answers');
  }
  app.addHook('onClose', async () => {
    redis.disconnect();
  });
  return redis;
}

/**
 * Rate limits are opt-in per route (`config.rateLimit`): code sending, code checking, RSVP,
 * publishing and uploads declare their own. Counters live in Redis when `REDIS_URL` is set
 * (shared between instances, kept across restarts), otherwise in this process's memory. The key
 * is the client's address as Fastify sees it (set TRUST_PROXY behind a proxy), an IPv6 client by
 * its /64, unless a route says otherwise.
 */
export default fp(
  async function rateLimitPlugin(app: FastifyInstance, options: RateLimitPluginOptions) {
    const redis = options.redisUrl ? await connectRedis(app, options.redisUrl) : null;
    app.decorate('rateLimitRedis', redis);
    await app.register(rateLimit, {
      global: false,
      ...(redis
        ? { redis, nameSpace: `${options.redisPrefix}rate-limit:`, skipOnError: true }
        : {}),
      // An IPv6 client by its /64: one subscriber holds a whole /64 to hop around in.
      keyGenerator: (request) => clientAddressKey(request.ip),
      errorResponseBuilder: retryLater(() => said(GENERIC.rateLimited)),
    });
  },
  { name: 'rate-limit' },
);
