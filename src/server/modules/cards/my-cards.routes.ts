import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { HostRole } from '@shared/card/card-roles';
import { apiErrorSchema } from '@shared/schemas/api-error';
import { myCardListSchema } from '@shared/schemas/owner';
import type { AuthUser } from '../auth/sessions.service';
import { cardsRepository } from './cards.repository';

export interface MyCardsRoutesOptions {
  /** The cards the user helps with as a co-host, and the role on each (app.ts gives it). */
  hostedCards: (user: AuthUser) => Promise<{ cardId: string; role: HostRole }[]>;
}

/**
 * `GET /api/me/cards`: the logged-in user's own cards, then the cards they help with as a
 * co-host, each with its role; never listed by an e-mail someone types (that would let anyone
 * list anyone's cards).
 */
const myCardsRoutes: FastifyPluginAsyncZod<MyCardsRoutesOptions> = async (app, options) => {
  const cards = cardsRepository(app.db);

  app.get(
    '/api/me/cards',
    app.requireSession(
      {
        schema: {
          tags: ['owner'],
          summary:
            'The logged-in user’s cards, newest first, then the cards they help with (with the role)',
          response: { 200: myCardListSchema, 401: apiErrorSchema },
        },
      },
      async (request, reply, { user }) => {
        reply.header('Cache-Control', 'no-store');
        const now = app.clock.now();
        const own = await cards.listByOwner(user.id, now);
        const hosted = await options.hostedCards(user);
        const roles = new Map(hosted.map((host) => [host.cardId, host.role]));
        const helped = await cards.listByIds([...roles.keys()], now);
        return {
          cards: [
            ...own.map((card) => ({ ...card, role: 'owner' as const })),
            // A card the user owns is theirs, whatever an invitation to it says.
            ...helped.flatMap((card) => {
              const role = roles.get(card.id);
              return role && !own.some((mine) => mine.id === card.id) ? [{ ...card, role }] : [];
            }),
          ],
        };
      },
    ),
  );
};

export default myCardsRoutes;
