import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@shared/schemas/api-error';
import { cardIdParamsSchema } from '@shared/schemas/card-id';
import {
  cardVersionReplySchema,
  hashtagBodySchema,
  hashtagReplySchema,
  ownerCardSchema,
  themeChangeBodySchema,
  themeChangeReplySchema,
  updateCardBodySchema,
} from '@shared/schemas/owner-card';
import { conflict } from '../../http/errors';
import { said, siteTranslator } from '../../http/site-words';
import { cardsRepository, columnsToContent } from './cards.repository';
import { lookInTheme, ownerCardView, saveOwnerCard } from './owner-card.service';
import type { MajlisRemovedHook } from './owner-card-majlis';
import { GUARDED_REPLIES } from '../../http/guarded-route';

export interface OwnerCardRoutesOptions {
  publicUrl: string;
  /** Clears the answers, invitations and usher links of a majlis or session a save drops. */
  majlisRemoved: MajlisRemovedHook;
}

/** The card and everything about it changes with its owner's edits: never cached. */
const NO_STORE = 'no-store';

/**
 * The owner's own card (card home, edit page, theme change): read it whole, save an
 * edit (checked like publishing, refused with 409 when based on an old version; a majlis or
 * session it drops takes its answers, invitations and usher links with it), change its
 * theme, set its hashtag. The owner only (a Pengurus reads it); staff too, and their access is
 * audit-logged.
 */
const ownerCardRoutes: FastifyPluginAsyncZod<OwnerCardRoutesOptions> = async (app, options) => {
  const cards = cardsRepository(app.db);
  const ownerOrStaff = app.requireCardOwner({ allowStaff: true });

  // A Pengurus reads the card too (the card home, the guest list); only the owner changes it.
  app.get(
    '/api/cards/:id/edit',
    app.requireCardAccess('manage', { allowStaff: true })(
      {
        schema: {
          tags: ['owner'],
          summary: 'The owner’s full card: content, status by the server’s clock, version, hashtag',
          params: cardIdParamsSchema,
          response: { 200: ownerCardSchema, ...GUARDED_REPLIES },
        },
      },
      async (request, reply, { card, role }) => {
        reply.header('Cache-Control', NO_STORE);
        return ownerCardView(card, app.clock.now(), options.publicUrl, role);
      },
    ),
  );

  app.put(
    '/api/cards/:id',
    ownerOrStaff(
      {
        bodyLimit: 64 * 1024,
        schema: {
          tags: ['owner'],
          summary:
            'Save the whole card (the rules of publishing); 409 when it changed since `version`',
          params: cardIdParamsSchema,
          body: updateCardBodySchema,
          response: {
            200: cardVersionReplySchema,
            400: apiErrorSchema,
            409: apiErrorSchema,
            413: apiErrorSchema,
            ...GUARDED_REPLIES,
          },
        },
      },
      async (request, reply, { card }) => {
        reply.header('Cache-Control', NO_STORE);
        const version = await saveOwnerCard(
          app.db,
          {
            cardId: card.id,
            content: request.body.card,
            version: request.body.version,
            now: app.clock.now(),
          },
          options.majlisRemoved,
        );
        if (version === null) throw conflict(said('editor.error.conflict'), 'version');
        return { version };
      },
    ),
  );

  app.put(
    '/api/cards/:id/theme',
    ownerOrStaff(
      {
        bodyLimit: 4 * 1024,
        schema: {
          tags: ['owner'],
          summary: 'Put the card in another theme (chosen fonts stay; theme fonts follow)',
          params: cardIdParamsSchema,
          body: themeChangeBodySchema,
          response: { 200: themeChangeReplySchema, 400: apiErrorSchema, ...GUARDED_REPLIES },
        },
      },
      async (request, reply, { card }) => {
        reply.header('Cache-Control', NO_STORE);
        const content = columnsToContent(card);
        const look = lookInTheme(content, request.body.theme);
        const version = await cards.setTheme(card.id, look, app.clock.now());
        return {
          version,
          content: { ...content, ...look },
          message: siteTranslator(request.locale).t('themeChange.updated'),
        };
      },
    ),
  );

  app.put(
    '/api/cards/:id/hashtag',
    ownerOrStaff(
      {
        bodyLimit: 4 * 1024,
        schema: {
          tags: ['owner'],
          summary: 'Set the card hashtag (letters and digits only)',
          params: cardIdParamsSchema,
          body: hashtagBodySchema,
          response: { 200: hashtagReplySchema, 400: apiErrorSchema, ...GUARDED_REPLIES },
        },
      },
      async (request, reply, { card }) => {
        reply.header('Cache-Control', NO_STORE);
        await cards.setHashtag(card.id, request.body.event, app.clock.now());
        return {
          hashtag: request.body.event,
          message: siteTranslator(request.locale).t('cardHome.hashtag.saved'),
        };
      },
    ),
  );
};

export default ownerCardRoutes;
