import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@shared/schemas/api-error';
import { cardIdParamsSchema } from '@shared/schemas/card-id';
import {
  FEEDBACK_MESSAGES,
  FEEDBACK_RATE_LIMIT,
  feedbackBodySchema,
  feedbackIdParamsSchema,
  feedbackListQuerySchema,
  feedbackListSchema,
  feedbackVisibilityBodySchema,
  feedbackVisibilityReplySchema,
  ownFeedbackReplySchema,
  saveFeedbackReplySchema,
  staffFeedbackListSchema,
  staffFeedbackQuerySchema,
} from '@shared/schemas/feedback';
import { notFound, retryLater, said, waitFor } from '../../http/errors';
import { siteTranslator } from '../../http/site-words';
import { auditLog } from '../audit/audit-log';
import { feedbackRepository } from './feedback.repository';
import { canLeaveFeedback, saveOwnerFeedback } from './feedback.service';
import { GUARDED_REPLIES, STAFF_REPLIES } from '../../http/guarded-route';

/**
 * Feedback: the public summary and list, the owner's one entry per active card (read, leave,
 * edit), and staff moderation (every entry, hide or show again, audit-logged).
 */
const feedbackRoutes: FastifyPluginAsyncZod = async (app) => {
  const feedback = feedbackRepository(app.db);
  const audit = auditLog(app.db);

  app.get(
    '/api/feedback',
    {
      schema: {
        tags: ['public'],
        summary:
          'The rating summary (count, average, each star’s share of counted entries) and a page of counted entries, newest first, optionally of one rating',
        querystring: feedbackListQuerySchema,
        response: { 200: feedbackListSchema, 400: apiErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-cache');
      const { rating, page, pageSize } = request.query;
      const [summary, list] = await Promise.all([
        feedback.summary(),
        feedback.publicPage({ rating, page, pageSize }),
      ]);
      return { summary, ...list, page, pageSize };
    },
  );

  app.get(
    '/api/cards/:id/owner-feedback',
    app.requireCardOwner()(
      {
        schema: {
          tags: ['owner'],
          summary: 'The card’s own feedback entry (null before one is left) and whether one may be',
          params: cardIdParamsSchema,
          response: { 200: ownFeedbackReplySchema, 400: apiErrorSchema, ...GUARDED_REPLIES },
        },
      },
      async (request, reply, { card }) => {
        reply.header('Cache-Control', 'no-store');
        return {
          canLeave: canLeaveFeedback(card),
          feedback: (await feedback.findByCard(card.id)) ?? null,
        };
      },
    ),
  );

  app.put(
    '/api/cards/:id/owner-feedback',
    app.requireCardOwner()(
      {
        bodyLimit: 8 * 1024,
        config: {
          rateLimit: {
            ...FEEDBACK_RATE_LIMIT,
            // After the guard (onRequest): counted per owner, wherever they are.
            hook: 'preHandler',
            keyGenerator: app.requireCardOwner().key(({ user }) => `feedback:user:${user.id}`),
            errorResponseBuilder: retryLater((seconds) =>
              said('feedback.error.rateLimited', { wait: waitFor(seconds) }),
            ),
          },
        },
        schema: {
          tags: ['owner'],
          summary:
            'Leave (201) or edit (200) the card’s one feedback entry: name, rating 1 to 5, comment; the card must be active (409 otherwise)',
          params: cardIdParamsSchema,
          body: feedbackBodySchema,
          response: {
            200: saveFeedbackReplySchema,
            201: saveFeedbackReplySchema,
            400: apiErrorSchema,
            ...GUARDED_REPLIES,
            409: apiErrorSchema,
            413: apiErrorSchema,
            429: apiErrorSchema,
          },
        },
      },
      async (request, reply, { card, user }) => {
        reply.header('Cache-Control', 'no-store');
        const saved = await saveOwnerFeedback(app.db, card, user.id, request.body, app.clock.now());
        return reply.code(saved.created ? 201 : 200).send({
          feedback: saved.feedback,
          message: siteTranslator(request.locale).t(saved.message),
        });
      },
    ),
  );

  app.get(
    '/api/admin/feedback',
    app.requireStaff(
      {
        schema: {
          tags: ['admin'],
          summary: 'Staff: every feedback entry, hidden ones and blank names too, newest first',
          querystring: staffFeedbackQuerySchema,
          response: { 200: staffFeedbackListSchema, 400: apiErrorSchema, ...STAFF_REPLIES },
        },
      },
      async (request, reply) => {
        reply.header('Cache-Control', 'no-store');
        const { page, pageSize } = request.query;
        return { ...(await feedback.staffPage({ page, pageSize })), page, pageSize };
      },
    ),
  );

  app.put(
    '/api/admin/feedback/:id',
    app.requireStaff(
      {
        bodyLimit: 1024,
        schema: {
          tags: ['admin'],
          summary: 'Staff: hide a feedback entry from /feedback, or show it again (audit-logged)',
          params: feedbackIdParamsSchema,
          body: feedbackVisibilityBodySchema,
          response: {
            200: feedbackVisibilityReplySchema,
            400: apiErrorSchema,
            ...STAFF_REPLIES,
            404: apiErrorSchema,
          },
        },
      },
      async (request, reply, { user }) => {
        reply.header('Cache-Control', 'no-store');
        const { hidden } = request.body;
        const entry = await feedback.setHidden(request.params.id, hidden);
        if (!entry) throw notFound(FEEDBACK_MESSAGES.notFound);
        await audit.record(
          {
            actorEmail: user.email,
            action: hidden ? 'hide-feedback' : 'show-feedback',
            cardId: entry.cardId,
            detail: `feedback ${entry.id}`,
          },
          app.clock.now(),
        );
        return {
          feedback: entry,
          message: siteTranslator(request.locale).t(
            hidden ? 'staffFeedback.hiddenNow' : 'staffFeedback.shownNow',
          ),
        };
      },
    ),
  );
};

export default feedbackRoutes;
