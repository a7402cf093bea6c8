import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@shared/schemas/api-error';
import { cardIdParamsSchema } from '@shared/schemas/card-id';
import {
  MAX_RSVPS_PER_CARD,
  ownerRsvpPageSchema,
  ownerRsvpQuerySchema,
} from '@shared/schemas/rsvp';
import { rsvpTotalsSchema } from '@shared/schemas/rsvp-majlis';
import { badRequest, said } from '../../http/errors';
import { columnsToContent } from '../cards/cards.repository';
import { listScope, majlisRsvpTotals, withCardMajlis } from './rsvp-majlis';
import { rsvpsRepository } from './rsvps.repository';

/**
 * The owner's RSVP list: one group or all, of one majlis or session or all, searched, paged,
 * with the three groups' counts computed in SQL; and each majlis's totals.
 */
const rsvpsOwnerRoutes: FastifyPluginAsyncZod = async (app) => {
  const rsvps = rsvpsRepository(app.db);
  const managersOrStaff = app.requireCardAccess('manage', { allowStaff: true });
  const guarded = {
    401: apiErrorSchema,
    403: apiErrorSchema,
    404: apiErrorSchema,
  };

  app.get(
    '/api/cards/:id/rsvps',
    managersOrStaff(
      {
        schema: {
          tags: ['owner'],
          summary:
            'The card’s RSVPs with the guests’ contacts and answers per majlis, newest first, by group, majlis or session and search, a page at a time, with the groups’ counts (owner or staff)',
          params: cardIdParamsSchema,
          querystring: ownerRsvpQuerySchema,
          response: { 200: ownerRsvpPageSchema, 400: apiErrorSchema, ...guarded },
        },
      },
      async (request, reply, { card }) => {
        reply.header('Cache-Control', 'no-store');
        const { limit, cursor, group, q } = request.query;
        const { majlis } = columnsToContent(card);
        const scope = listScope(majlis, request.query);
        const [page, cardCounts, scopeCounts] = await Promise.all([
          rsvps.pageForOwner(card.id, limit, cursor, { group, q, scope }),
          rsvps.countsOfCard(card.id),
          scope ? rsvps.countsInScope(card.id, scope) : null,
        ]);
        if (!page) throw badRequest(said('rsvps.error.badCursor'), 'cursor');
        // Every RSVP is in one of the card's three groups.
        const total =
          cardCounts.expected.parties +
          cardCounts['checked-in'].parties +
          cardCounts.declined.parties;
        return {
          rsvps: page.rsvps.map((rsvp) => withCardMajlis(rsvp, majlis)),
          nextCursor: page.nextCursor,
          total,
          maxRsvps: MAX_RSVPS_PER_CARD,
          counts: scopeCounts ?? cardCounts,
          scope: { majlis: scope?.majlisId ?? null, session: scope?.sessionId ?? null },
        };
      },
    ),
  );

  app.get(
    '/api/cards/:id/rsvp-totals',
    managersOrStaff(
      {
        schema: {
          tags: ['owner'],
          summary:
            'Each majlis’s RSVP totals: coming, not coming, listed parties not replied, checked in, and each session’s seats left (owner or staff)',
          params: cardIdParamsSchema,
          response: { 200: rsvpTotalsSchema, ...guarded },
        },
      },
      async (_request, reply, { card }) => {
        reply.header('Cache-Control', 'no-store');
        const [tallies, parties] = await Promise.all([
          rsvps.answerTallies(card.id),
          rsvps.partiesAnswered(card.id),
        ]);
        return { majlis: majlisRsvpTotals(columnsToContent(card).majlis, tallies, parties) };
      },
    ),
  );
};

export default rsvpsOwnerRoutes;
