import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { visibleMajlis } from '@shared/card/majlis';
import { localNumber } from '@shared/contact/phone';
import { apiErrorSchema } from '@shared/schemas/api-error';
import { PASS_PATH } from '@shared/schemas/check-in';
import { cardIdParamsSchema } from '@shared/schemas/card-id';
import {
  INVITATION_NOT_FOUND,
  invitationLookupBodySchema,
  invitationSchema,
} from '@shared/schemas/invitation';
import { notFound } from '../../http/errors';
import { TOKEN_LOOKUP_RATE_LIMIT } from '../../http/rate-limits';
import { cardsRepository, columnsToContent } from '../cards/cards.repository';
import { findLiveCard } from '../cards/cards.service';
import { rsvpAttendanceRepository } from '../rsvps/rsvp-attendance.repository';
import { guestsRepository, invitedMajlisIds } from './guests.repository';
import { partyLinkReader } from './party-link-reader';

export interface InvitationRoutesOptions {
  appSecret: string;
  publicUrl: string;
}

/**
 * A party's personal link, as its card's script reads it: the party's own name and phone to prefill
 * the RSVP form, its allowance, the majlis it is invited to and its answer so far (to each). The token rides in the body; the first call
 * records the first open (its time only: no address, no device). A page a link-preview robot
 * fetches runs no script, so a sent link is not counted as opened.
 */
const invitationRoutes: FastifyPluginAsyncZod<InvitationRoutesOptions> = async (app, options) => {
  const cards = cardsRepository(app.db);
  const guests = guestsRepository(app.db);
  const attendance = rsvpAttendanceRepository(app.db);
  const partyOfLink = partyLinkReader(app.db, options.appSecret);

  app.post(
    '/api/cards/:id/invitation',
    {
      bodyLimit: 1024,
      config: { rateLimit: TOKEN_LOOKUP_RATE_LIMIT },
      schema: {
        tags: ['guests'],
        summary: 'A party’s invitation from its personal link (records the first open)',
        params: cardIdParamsSchema,
        body: invitationLookupBodySchema,
        response: { 200: invitationSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const card = await findLiveCard(cards, request.params.id, app.clock.now());
      const party = await partyOfLink(card.id, request.body.token);
      if (!party) throw notFound(INVITATION_NOT_FOUND);
      if (party.opened_at === null) await guests.markOpened(party.id, app.clock.now());
      const answered = party.attending !== null && party.guests !== null;
      const answers = answered && party.rsvp_id ? await attendance.ofRsvp(party.rsvp_id) : [];
      const { token } = request.body;
      return {
        name: party.name,
        phoneNumber: localNumber(party.phone),
        allowance: party.allowance,
        majlis: visibleMajlis(columnsToContent(card).majlis, invitedMajlisIds(party)),
        answer: answered
          ? {
              attending: party.attending === 1,
              guests: party.guests ?? 1,
              email: party.email,
              ucapan: party.ucapan,
              majlis: answers.map((row) => ({
                id: row.majlis_id,
                attending: Number(row.attending) === 1,
                guests: row.guests,
                session: row.session_id,
              })),
            }
          : null,
        pass:
          party.attending === 1
            ? { token, url: `${options.publicUrl}${PASS_PATH}#${token}` }
            : null,
      };
    },
  );
};

export default invitationRoutes;
