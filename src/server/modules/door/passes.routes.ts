import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@shared/schemas/api-error';
import { CHECK_IN_MESSAGES, passLookupBodySchema, passSchema } from '@shared/schemas/check-in';
import { retryLater, notFound } from '../../http/errors';
import { cardsRepository } from '../cards/cards.repository';
import { doorRepository } from './door.repository';
import { passHash } from './door-tokens';

export interface PassesRoutesOptions {
  appSecret: string;
}

/**
 * The guest's pass page (`/pas#<token>`): whose pass it is, for which wedding, and whether it
 * was used. The token travels in the body, never in a URL; whoever holds it is the guest.
 */
const passesRoutes: FastifyPluginAsyncZod<PassesRoutesOptions> = async (app, options) => {
  const door = doorRepository(app.db);
  const cards = cardsRepository(app.db);

  app.post(
    '/api/passes/lookup',
    {
      bodyLimit: 1024,
      config: {
        rateLimit: {
          max: 60,
          timeWindow: '1 minute',
          errorResponseBuilder: retryLater(
            (seconds) => `Terlalu banyak cubaan. Sila cuba semula dalam ${seconds} saat.`,
          ),
        },
      },
      schema: {
        tags: ['door'],
        summary: 'A guest’s pass: the wedding, the party and whether it was checked in',
        body: passLookupBodySchema,
        response: {
          200: passSchema,
          400: apiErrorSchema,
          404: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const row = await door.findPassAnywhere(
        passHash(options.appSecret, request.body.token) ?? '',
      );
      const card = row ? await cards.findById(row.card_id) : undefined;
      if (!row || !card) throw notFound(CHECK_IN_MESSAGES.passNotFound);
      return {
        couple: `${card.groom_name} & ${card.bride_name}`,
        weddingDate: card.wedding_date,
        startTime: card.start_time,
        location: card.location,
        cardId: card.id,
        name: row.name,
        guests: row.guests,
        allowance: null,
        checkedIn: row.checked_in === 1,
        checkedInAt: row.checked_in === 1 ? row.checked_in_at : null,
      };
    },
  );
};

export default passesRoutes;
