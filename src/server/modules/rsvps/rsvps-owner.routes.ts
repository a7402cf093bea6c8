import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@shared/schemas/api-error';
import { cardIdParamsSchema } from '@shared/schemas/card-id';
import {
  MAX_RSVPS_PER_CARD,
  ownerRsvpPageSchema,
  ownerRsvpQuerySchema,
} from '@shared/schemas/rsvp';
import { badRequest } from '../../http/errors';
import { rsvpsRepository } from './rsvps.repository';

/**
 * The owner's RSVP list: one group or all, searched, paged, with the three groups' counts
 * computed in SQL.
 */
const rsvpsOwnerRoutes: FastifyPluginAsyncZod = async (app) => {
  const rsvps = rsvpsRepository(app.db);

  app.get(
    '/api/cards/:id/rsvps',
    app.requireCardOwner({ allowStaff: true })(
      {
        schema: {
          tags: ['owner'],
          summary:
            'The card’s RSVPs with the guests’ contacts, newest first, by group and search, a page at a time, with the groups’ counts (owner or staff)',
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
      async (request, reply, { card }) => {
        reply.header('Cache-Control', 'no-store');
        const { limit, cursor, group, q } = request.query;
        const [page, counts] = await Promise.all([
          rsvps.pageForOwner(card.id, limit, cursor, { group, q }),
          rsvps.countsOfCard(card.id),
        ]);
        if (!page) throw badRequest('Penanda halaman tidak sah.', 'cursor');
        const total =
          counts.expected.parties + counts['checked-in'].parties + counts.declined.parties;
        return { ...page, total, maxRsvps: MAX_RSVPS_PER_CARD, counts };
      },
    ),
  );
};

export default rsvpsOwnerRoutes;
