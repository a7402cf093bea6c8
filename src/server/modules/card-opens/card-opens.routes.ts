import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cardIdParamsSchema } from '@shared/schemas/card-id';
import { cardOpensSchema } from '@shared/schemas/card-opens';
import { GUARDED_REPLIES } from '../../http/guarded-route';
import type { CardOpensRecorder } from './card-opens.service';

export interface CardOpensRoutesOptions {
  /** The one recorder the card page counts with (app.ts hands both the same). */
  opens: CardOpensRecorder;
}

/**
 * How many opened the card: all opens, today's and each of the last 30 days (days in Malaysia),
 * for the card home. Those who run the card may read it, and staff (audit-logged by the guard).
 */
const cardOpensRoutes: FastifyPluginAsyncZod<CardOpensRoutesOptions> = async (app, { opens }) => {
  // Yesterday's visitor hashes go at start too, not only on the day's first open.
  app.addHook('onReady', () => opens.forgetPastDays());

  app.get(
    '/api/cards/:id/opens',
    app.requireCardAccess('manage', { allowStaff: true })(
      {
        schema: {
          tags: ['owner'],
          summary:
            'How many browsers opened the card’s page: in all, today and on each of the last 30 days (Asia/Kuala_Lumpur), each browser once a day',
          params: cardIdParamsSchema,
          response: { 200: cardOpensSchema, ...GUARDED_REPLIES },
        },
      },
      async (_request, reply, { card }) => {
        reply.header('Cache-Control', 'no-store');
        // Opens this instance has served but not yet written are part of the answer.
        await opens.settled();
        return opens.ofCard(card.id);
      },
    ),
  );
};

export default cardOpensRoutes;
