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
        summary:
          "Things couples buy for the wedding, in order: title (in the visitor's language when staff gave it one), price from, picture, link",
        response: { 200: recommendedItemListSchema },
      },
    },
    async (request, reply) => {
      // The same for every couple of one language and rarely changed by staff: five minutes in
      // any cache, kept apart by what decides the visitor's language (their browser's languages,
      // the language cookie).
      reply.header('Cache-Control', 'public, max-age=300');
      reply.header('Vary', 'Accept-Language, Cookie');
      return { items: await items.list(request.locale) };
    },
  );
};

export default recommendedItemsRoutes;
