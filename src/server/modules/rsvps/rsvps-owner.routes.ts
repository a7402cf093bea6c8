import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@shared/schemas/api-error';
import { cardIdParamsSchema } from '@shared/schemas/card-id';
import {
  MAX_RSVPS_PER_CARD,
  ownerRsvpPageSchema,
  ownerRsvpQuerySchema,
} from '@shared/schemas/rsvp';
import { badRequest } from '../../http/errors';
import { ownedCard } from '../../plugins/auth';
import { rsvpsRepository } from './rsvps.repository';

/** The owner's RSVP list (owner-side §2 "RSVP management", §7 "GET /rsvp/{id}"), paged. */
const rsvpsOwnerRoutes: FastifyPluginAsyncZod = async (app) => {
  const rsvps = rsvpsRepository(app.db);

  app.get(
    '/api/cards/:id/rsvps',
    {
      onRequest: app.requireCardOwner({ allowStaff: true }),
      schema: {
        tags: ['owner'],
        summary:
          'The card’s RSVPs with the guests’ contacts, newest first, a page at a time (owner or staff)',
        params: cardIdParamsSchema,
        querystring: ownerRsvpQuerySchema,
        response: {
          200: ownerRsvpPageSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const card = ownedCard(request);
      const { limit, cursor } = request.query;
      const [page, total] = await Promise.all([
        rsvps.pageForOwner(card.id, limit, cursor),
        rsvps.countOfCard(card.id),
      ]);
      if (!page) throw badRequest('Penanda halaman tidak sah.', 'cursor');
      return { ...page, total, maxRsvps: MAX_RSVPS_PER_CARD };
    },
  );
};

export default rsvpsOwnerRoutes;
