import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { giftIdeaListSchema } from '@shared/schemas/gift-idea';
import { giftIdeasRepository } from './gift-ideas.repository';

/** `GET /api/gift-ideas`: the 'Idea Hadiah Kahwin' list, in staff's order. */
const giftIdeasRoutes: FastifyPluginAsyncZod = async (app) => {
  const giftIdeas = giftIdeasRepository(app.db);

  app.get(
    '/api/gift-ideas',
    {
      schema: {
        tags: ['gift-ideas'],
        summary: 'Gift ideas shown in the salam kaut panel, in order: title, picture, shop link',
        response: { 200: giftIdeaListSchema },
      },
    },
    async (_request, reply) => {
      // The same for every card and rarely changed by staff: five minutes in any cache.
      reply.header('Cache-Control', 'public, max-age=300');
      return { giftIdeas: await giftIdeas.list() };
    },
  );
};

export default giftIdeasRoutes;
