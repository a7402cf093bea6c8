import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@shared/schemas/api-error';
import { myCardListSchema } from '@shared/schemas/owner';
import { sessionUser } from '../../plugins/auth';
import { cardsRepository } from './cards.repository';

/**
 * `GET /api/me/cards`: the logged-in owner's cards only (owner-side §7 "GET /senaraikad/{email}",
 * which let anyone list anyone's cards by e-mail).
 */
const myCardsRoutes: FastifyPluginAsyncZod = async (app) => {
  const cards = cardsRepository(app.db);

  app.get(
    '/api/me/cards',
    {
      onRequest: app.requireSession,
      schema: {
        tags: ['owner'],
        summary: 'The logged-in owner’s cards, newest first',
        response: { 200: myCardListSchema, 401: apiErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { cards: await cards.listByOwner(sessionUser(request).id, app.clock.now()) };
    },
  );
};

export default myCardsRoutes;
