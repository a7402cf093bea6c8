import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthSchema } from '@shared/schemas/health';
import { isReachable } from '../../db/database';

/** `GET /api/health`: whether the app and its database answer (for load balancers and people). */
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
};

export default healthRoutes;
