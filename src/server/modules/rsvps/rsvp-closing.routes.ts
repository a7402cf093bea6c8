import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@shared/schemas/api-error';
import { cardIdParamsSchema } from '@shared/schemas/card-id';
import {
  RSVP_CLOSING_MESSAGES,
  rsvpClosesOnBodySchema,
  rsvpClosesOnProblem,
  rsvpClosesOnReplySchema,
} from '@shared/schemas/owner-card';
import { weekdayAndDateWords } from '@shared/dates/date-words';
import { malaysiaCalendarDate } from '@shared/dates/malaysia-time';
import { badRequest, said, wordsIn } from '../../http/errors';
import { GUARDED_REPLIES } from '../../http/guarded-route';
import { ownerCardRepository } from '../cards/owner-card.repository';

/**
 * "Tarikh akhir RSVP", beside the RSVP switches: the last day guests may answer (a Malaysian
 * calendar date, today or later), or none. The RSVP refuses answers after it. The owner's, or
 * staff's on a support case (audit-logged by the guard).
 */
const rsvpClosingRoutes: FastifyPluginAsyncZod = async (app) => {
  const cards = ownerCardRepository(app.db);

  app.put(
    '/api/cards/:id/rsvp-closes-on',
    app.requireCardAccess('manage', { allowStaff: true })(
      {
        bodyLimit: 1024,
        schema: {
          tags: ['owner'],
          summary: 'The RSVP’s last day (YYYY-MM-DD, today or later), or null for none',
          params: cardIdParamsSchema,
          body: rsvpClosesOnBodySchema,
          response: { 200: rsvpClosesOnReplySchema, 400: apiErrorSchema, ...GUARDED_REPLIES },
        },
      },
      async (request, reply, { card }) => {
        reply.header('Cache-Control', 'no-store');
        const { closesOn } = request.body;
        const now = app.clock.now();
        const problem = rsvpClosesOnProblem(closesOn, malaysiaCalendarDate(now));
        if (problem) {
          const past = problem === RSVP_CLOSING_MESSAGES.past;
          throw badRequest(
            said(past ? 'rsvps.error.closesOnPast' : 'rsvps.error.closesOnInvalid'),
            'closesOn',
          );
        }
        await cards.setRsvpClosesOn(card.id, closesOn, now);
        const words =
          closesOn === null
            ? said('rsvps.saved.closesOnCleared')
            : said('rsvps.saved.closesOn', { day: weekdayAndDateWords(closesOn, request.locale) });
        return { closesOn, message: wordsIn(request.locale, words) };
      },
    ),
  );
};

export default rsvpClosingRoutes;
