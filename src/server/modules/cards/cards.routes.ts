import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@shared/schemas/api-error';
import { publicCardSchema } from '@shared/schemas/card';
import { notFound } from '../../http/errors';
import { cardsRepository } from './cards.repository';
import { publicCard } from './cards.service';

export const CARD_NOT_FOUND = 'Maaf. Kad ini tidak dijumpai.';
/** Card ids: random lowercase letters and digits, plus the demo's `demoplus`. */
export const cardIdSchema = z.string().regex(/^[a-z0-9]{4,32}$/, CARD_NOT_FOUND);

/** `GET /api/cards/:id`: the public card a guest opens (guest-side §7 "GET /kad/{id}"). */
const cardsRoutes: FastifyPluginAsyncZod = async (app) => {
  const cards = cardsRepository(app.db);

  app.get(
    '/api/cards/:id',
    {
      schema: {
        tags: ['cards'],
        summary: 'The public card: content and guest-facing features, or its expired state',
        params: z.object({ id: cardIdSchema }),
        response: { 200: publicCardSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const row = await cards.findById(request.params.id);
      if (!row) throw notFound(CARD_NOT_FOUND);
      // Owners' edits and the trial's end must show at once; browsers revalidate.
      reply.header('Cache-Control', 'no-cache');
      return publicCard(row, new Date());
    },
  );
};

export default cardsRoutes;
