import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@shared/schemas/api-error';
import { ownerRsvpListSchema } from '@shared/schemas/owner';
import { cardIdSchema } from '../cards/cards.routes';
import { rsvpsRepository } from './rsvps.repository';

/** The owner's RSVP list (owner-side §2 "RSVP management", §7 "GET /rsvp/{id}"). */
const rsvpsOwnerRoutes: FastifyPluginAsyncZod = async (app) => {
  const rsvps = rsvpsRepository(app.db);

  app.get(
    '/api/cards/:id/rsvps',
    {
      preHandler: app.requireCardOwner({ allowStaff: true }),
      schema: {
        tags: ['owner'],
        summary: 'Every RSVP of the card with the guests’ contacts (owner or staff)',
        params: z.object({ id: cardIdSchema }),
        response: {
          200: ownerRsvpListSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { rsvps: await rsvps.listForOwner(request.params.id) };
    },
  );
};

export default rsvpsOwnerRoutes;
