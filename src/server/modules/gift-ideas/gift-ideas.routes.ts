import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@shared/schemas/api-error';
import { giftIdeaListSchema, giftIdeasQuerySchema } from '@shared/schemas/gift-idea';
import { giftIdeasRepository } from './gift-ideas.repository';

/** `GET /api/gift-ideas?language=`: the 'Idea Hadiah Kahwin' list, in staff's order. */
const giftIdeasRoutes: FastifyPluginAsyncZod = async (app) => {
  const giftIdeas = giftIdeasRepository(app.db);

  app.get(
    '/api/gift-ideas',
    {
      schema: {
        tags: ['gift-ideas'],
        summary:
          'Gift ideas shown in the salam kaut panel, in order: title(s) in the card language (ms, en or both), picture, shop link',
        querystring: giftIdeasQuerySchema,
        response: { 200: giftIdeaListSchema, 400: apiErrorSchema },
      },
    },
    async (request, reply) => {
      // The same for every card of one language (the language is in the address) and rarely
      // changed by staff: five minutes in any cache.
      reply.header('Cache-Control', 'public, max-age=300');
      return { giftIdeas: await giftIdeas.list(request.query.language) };
    },
  );
};

export default giftIdeasRoutes;
