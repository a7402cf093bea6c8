import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@shared/schemas/api-error';
import {
  RSVP_MESSAGES,
  rsvpCreatedSchema,
  rsvpInputSchema,
  wishListSchema,
} from '@shared/schemas/card';
import { HttpError, badRequest } from '../../http/errors';
import { cardIdSchema } from '../cards/cards.routes';
import { findLiveCard } from '../cards/cards.service';
import { cardsRepository } from '../cards/cards.repository';
import { rsvpsRepository } from './rsvps.repository';

/** Per guest address: enough for a family sharing one phone, too few to flood a card. */
export const RSVP_RATE_LIMIT = { max: 10, timeWindow: '10 minutes' } as const;

/** Wishes of a card and RSVP submission (guest-side §7 "GET /rsvp/{cardId}", "POST /addrsvp"). */
const rsvpsRoutes: FastifyPluginAsyncZod = async (app) => {
  const cards = cardsRepository(app.db);
  const rsvps = rsvpsRepository(app.db);

  const liveCard = (id: string) => findLiveCard(cards, id, new Date());

  app.get(
    '/api/cards/:id/wishes',
    {
      schema: {
        tags: ['rsvps'],
        summary: 'Wishes of a card, newest first: name, wish and time only',
        params: z.object({ id: cardIdSchema }),
        response: { 200: wishListSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      await liveCard(request.params.id);
      reply.header('Cache-Control', 'no-cache');
      return { wishes: await rsvps.listWishes(request.params.id) };
    },
  );

  app.post(
    '/api/cards/:id/rsvps',
    {
      config: { rateLimit: RSVP_RATE_LIMIT },
      bodyLimit: 8 * 1024,
      schema: {
        tags: ['rsvps'],
        summary: 'Submit an RSVP (and optionally a wish) to a card',
        params: z.object({ id: cardIdSchema }),
        body: rsvpInputSchema,
        response: {
          201: rsvpCreatedSchema,
          400: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
          413: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const card = await liveCard(request.params.id);
      if (card.rsvp !== 1) throw new HttpError(403, 'forbidden', RSVP_MESSAGES.closed);
      const body = request.body;
      // A filled honeypot is a bot: answer as if it worked and keep nothing.
      if (body.website) return reply.status(201).send({ message: RSVP_MESSAGES.success });
      if (card.email_input === 1 && !body.email) throw badRequest(RSVP_MESSAGES.email);
      await rsvps.create(card.id, {
        ...body,
        ...(card.email_input === 1 ? {} : { email: undefined }),
      });
      return reply.status(201).send({ message: RSVP_MESSAGES.success });
    },
  );
};

export default rsvpsRoutes;
