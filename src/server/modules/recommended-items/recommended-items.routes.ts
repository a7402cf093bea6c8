import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { recommendedItemListSchema } from '@shared/schemas/owner-card';
import { recommendedItemsRepository } from './recommended-items.repository';

/** `GET /api/recommended-items`: the card home's 'Recommended' list, in staff's order. */
const recommendedItemsRoutes: FastifyPluginAsyncZod = async (app) => {
  const items = recommendedItemsRepository(app.db);

  app.get(
    '/api/recommended-items',
    {
      schema: {
        tags: ['owner'],
        summary: 'Things couples buy for the wedding, in order: title, price from, picture, link',
        response: { 200: recommendedItemListSchema },
      },
    },
    async (_request, reply) => {
      // The same for every couple and rarely changed by staff: five minutes in any cache.
      reply.header('Cache-Control', 'public, max-age=300');
      return { items: await items.list() };
    },
  );
};

export default recommendedItemsRoutes;
