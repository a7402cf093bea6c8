import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@shared/schemas/api-error';
import { cardIdParamsSchema } from '@shared/schemas/card-id';
import { cardLanguageBodySchema, cardLanguageReplySchema } from '@shared/schemas/card-language';
import { GUARDED_REPLIES } from '../../http/guarded-route';
import { siteTranslator } from '../../http/site-words';
import { ownerCardRepository } from './owner-card.repository';

/**
 * The card's language (Malay, English or both), set from the editor and saved at once. The
 * owner's, as the card's content and theme are (co-hosts are refused); staff on a support case
 * too, on the record. No version is raised: the editor's unsaved edits stay valid. The card's
 * page is keyed by the card's whole row, so guests read the new language from their next request.
 */
const cardLanguageRoutes: FastifyPluginAsyncZod = async (app) => {
  const cards = ownerCardRepository(app.db);

  app.put(
    '/api/cards/:id/language',
    app.requireCardOwner({ allowStaff: true })(
      {
        bodyLimit: 1024,
        schema: {
          tags: ['owner'],
          summary: 'Set the language of the card’s fixed words: ms, en or both (Malay first)',
          params: cardIdParamsSchema,
          body: cardLanguageBodySchema,
          response: { 200: cardLanguageReplySchema, 400: apiErrorSchema, ...GUARDED_REPLIES },
        },
      },
      async (request, reply, { card }) => {
        reply.header('Cache-Control', 'no-store');
        const { language } = request.body;
        await cards.setLanguage(card.id, language, app.clock.now());
        return {
          language,
          message: siteTranslator(request.locale).t('editor.cardLanguage.reply.saved'),
        };
      },
    ),
  );
};

export default cardLanguageRoutes;
