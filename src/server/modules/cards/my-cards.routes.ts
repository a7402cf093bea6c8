import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@shared/schemas/api-error';
import { myCardListSchema } from '@shared/schemas/owner';
import { cardsRepository } from './cards.repository';

/**
 * `GET /api/me/cards`: the logged-in owner's cards only, never listed by an e-mail someone
 * types (that would let anyone list anyone's cards).
 */
const myCardsRoutes: FastifyPluginAsyncZod = async (app) => {
  const cards = cardsRepository(app.db);

  app.get(
    '/api/me/cards',
    app.requireSession(
      {
        schema: {
          tags: ['owner'],
          summary: 'The logged-in owner’s cards, newest first',
          response: { 200: myCardListSchema, 401: apiErrorSchema },
        },
      },
      async (request, reply, { user }) => {
        reply.header('Cache-Control', 'no-store');
        return { cards: await cards.listByOwner(user.id, app.clock.now()) };
      },
    ),
  );
};

export default myCardsRoutes;
