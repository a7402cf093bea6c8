import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthSchema, readinessSchema } from '@shared/schemas/health';
import type { Readiness } from '@shared/schemas/health';
import { isReachable } from '../../db/database';

/** How long a dependency may take to answer a readiness check before it counts as down. */
export const READINESS_TIMEOUT_MS = 2000;

/** The promise's outcome, or false once `ms` have passed without one. */
function withinTime(check: Promise<boolean>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  return Promise.race([check.catch(() => false), late]).finally(() => clearTimeout(timer));
}

/**
 * `GET /api/health`: liveness, whether the app and its database answer (for load balancers and
 * people). `GET /api/health/ready`: readiness, whether every dependency this installation uses
 * answers now: the database and, when REDIS_URL is set, Redis.
 */
const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Health of the app and its database',
        response: { 200: healthSchema, 503: healthSchema },
      },
    },
    async (_request, reply) => {
      const reachable = await isReachable(app.db);
      reply.header('Cache-Control', 'no-store');
      return reply.status(reachable ? 200 : 503).send({
        status: reachable ? 'ok' : 'degraded',
        database: { dialect: app.dbDialect, reachable },
        uptimeSeconds: Math.round(process.uptime()),
      });
    },
  );

  app.get(
    '/api/health/ready',
    {
      schema: {
        tags: ['system'],
        summary: 'Readiness: 200 while the database and (when configured) Redis answer, else 503',
        response: { 200: readinessSchema, 503: readinessSchema },
      },
    },
    async (_request, reply) => {
      const redis = app.rateLimitRedis;
      const [database, redisUp] = await Promise.all([
        withinTime(isReachable(app.db), READINESS_TIMEOUT_MS),
        redis
          ? withinTime(
              redis.ping().then((answer) => answer === 'PONG'),
              READINESS_TIMEOUT_MS,
            )
          : Promise.resolve(null),
      ]);
      const checks: Readiness['checks'] = {
        database: database ? 'ok' : 'failed',
        redis: redisUp === null ? 'not_configured' : redisUp ? 'ok' : 'failed',
      };
      const ready = checks.database === 'ok' && checks.redis !== 'failed';
      reply.header('Cache-Control', 'no-store');
      return reply
        .status(ready ? 200 : 503)
        .send({ status: ready ? 'ready' : 'not_ready', checks });
    },
  );
};

export default healthRoutes;
