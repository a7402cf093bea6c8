import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@shared/schemas/api-error';
import {
  PUBLISH_BODY_LIMIT,
  PUBLISH_MESSAGES,
  PUBLISH_RATE_LIMIT,
  publishCardBodySchema,
  publishCardReplySchema,
} from '@shared/schemas/publish';
import { retryLater } from '../../http/errors';
import { publishCard } from './card-publish.service';

/**
 * `POST /api/cards`: publish the owner's draft, the last step after their profile. The owner is
 * the session's user; the server checks the whole draft and trusts none of it.
 */
const cardPublishRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/cards',
    app.requireSession(
      {
        bodyLimit: PUBLISH_BODY_LIMIT,
        config: {
          rateLimit: {
            ...PUBLISH_RATE_LIMIT,
            // After requireSession (onRequest), so the count is the owner's, wherever they are;
            // many phones share one address on Malaysian mobile networks.
            hook: 'preHandler',
            keyGenerator: app.requireSession.key(({ user }) => `publish:user:${user.id}`),
            errorResponseBuilder: retryLater(PUBLISH_MESSAGES.rateLimited),
          },
        },
        schema: {
          tags: ['cards'],
          summary:
            'Publish a card from the draft: the owner is the session; 201 with where to go next',
          body: publishCardBodySchema,
          response: {
            201: publishCardReplySchema,
            400: apiErrorSchema,
            401: apiErrorSchema,
            413: apiErrorSchema,
            429: apiErrorSchema,
          },
        },
      },
      async (request, reply, { user: owner }) => {
        const { draft, profile, promo } = request.body;
        // A card begun by a visitor reading the site in English speaks English to its guests
        // unless the draft says otherwise (the create screen sends the language it showed).
        const language = request.body.language ?? request.locale;
        const published = await publishCard(
          app.db,
          { owner, draft, profile, promo, language },
          app.clock.now(),
        );
        return reply.status(201).header('Cache-Control', 'no-store').send(published);
      },
    ),
  );
};

export default cardPublishRoutes;
