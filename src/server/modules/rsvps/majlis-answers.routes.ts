import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cardIdParamsSchema } from '@shared/schemas/card-id';
import { majlisAnswerCountsSchema } from '@shared/schemas/owner-card';
import { GUARDED_REPLIES } from '../../http/guarded-route';
import { columnsToContent } from '../cards/cards.repository';
import { answersPerMajlis } from './majlis-answers.repository';

/**
 * How many RSVPs answered each majlis of the card, for the editor: removing a majlis removes
 * its answers when the card is saved, so the editor asks first when there are some. The owner's
 * or staff's (audit-logged by the guard).
 */
const majlisAnswersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/cards/:id/majlis/answers',
    app.requireCardOwner({ allowStaff: true })(
      {
        schema: {
          tags: ['owner'],
          summary: 'How many RSVPs answered each majlis of the card (coming or not)',
          params: cardIdParamsSchema,
          response: { 200: majlisAnswerCountsSchema, ...GUARDED_REPLIES },
        },
      },
      async (request, reply, { card }) => {
        reply.header('Cache-Control', 'no-store');
        const counts = await answersPerMajlis(app.db, card.id);
        return {
          majlis: columnsToContent(card).majlis.map((majlis) => ({
            id: majlis.id,
            answers: counts.get(majlis.id) ?? 0,
          })),
        };
      },
    ),
  );
};

export default majlisAnswersRoutes;
