import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@shared/schemas/api-error';
import { publicCardSchema } from '@shared/schemas/card';
import type { CardMessageIn } from '@shared/card/calendar-event';
import { calendarEvent } from '@shared/card/calendar-event';
import { cardMainLocale, cardMessageIn } from '@shared/i18n/card-words';
import { cardText } from '@shared/i18n/card-catalogues';
import { CARD_NOT_FOUND, cardIdParamsSchema } from '@shared/schemas/card-id';
import { attachment } from '../../http/attachment';
import { notFound } from '../../http/errors';
import { calendarUid, icsFile } from './card-calendar';
import { shownMajlisIds } from '@shared/card/guest-majlis';
import { majlisInDateOrder } from '@shared/card/majlis';
import { personalLinkPath } from '@shared/guests/personal-link';
import { sharePictureVersion } from '@shared/card/share-picture';
import { cardWords } from '../../render/card-catalogue';
import { shareWords } from './card-share';
import type { ThemePictures } from '../themes/theme-pictures';
import { cardsRepository, columnsToContent } from './cards.repository';
import { findLiveCard, publicCard } from './cards.service';

/** `GET /api/cards/:id`: the public card a guest opens. */
export interface CardsRoutesOptions {
  publicUrl: string;
  pictures: ThemePictures;
  /**
   * The majlis of the party whose current personal link the token is on the card (null ids:
   * the card's open majlis), or null for a wrong or renewed token. The guest list owns parties
   * and their links (app.ts passes its function), so this module never imports it.
   */
  invitedParty: (
    cardId: string,
    token: string,
  ) => Promise<{ majlisIds: readonly string[] | null } | null>;
}

// A personal link's token, as the RSVP and seats calls take it; anything else apps add is ignored.
const calendarQuerySchema = z.looseObject({ invitation: z.string().max(64).optional() });

const cardsRoutes: FastifyPluginAsyncZod<CardsRoutesOptions> = async (app, options) => {
  const cards = cardsRepository(app.db);

  app.get(
    '/api/cards/:id',
    {
      schema: {
        tags: ['cards'],
        summary: 'The public card: content and guest-facing features, or its expired state',
        params: cardIdParamsSchema,
        response: { 200: publicCardSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const row = await cards.findById(request.params.id);
      if (!row) throw notFound(CARD_NOT_FOUND);
      // Owners' edits and the trial's end must show at once; browsers revalidate.
      reply.header('Cache-Control', 'no-cache');
      return publicCard(row, app.clock.now());
    },
  );

  app.get(
    '/api/cards/:id/calendar.ics',
    {
      schema: {
        tags: ['cards'],
        summary:
          'The majlis a guest may see as a calendar file, one event each (Add to calendar); with ' +
          '`invitation`, a personal link’s token, the party’s majlis',
        params: cardIdParamsSchema,
        querystring: calendarQuerySchema,
        produces: ['text/calendar'],
        response: { 200: z.string().describe('An iCalendar (RFC 5545) file'), 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const now = app.clock.now();
      const row = await findLiveCard(cards, request.params.id, now);
      // Through a personal link: the party's majlis, and its own link in each event. A token
      // that is not the party's current one gets the card's open majlis, as the card's page does.
      const { invitation } = request.query;
      const party = invitation ? await options.invitedParty(row.id, invitation) : null;
      const shown = party ? shownMajlisIds(columnsToContent(row).majlis, party.majlisIds) : null;
      const card = publicCard(row, now, shown);
      if (card.state !== 'live') throw notFound(CARD_NOT_FOUND);
      const cardUrl = `${options.publicUrl}${
        party && invitation ? personalLinkPath(card.id, invitation) : `/kad/${card.id}`
      }`;
      // In the card's language: the couple's choice, whoever adds it to their calendar.
      const language = cardWords(row.language);
      const words: CardMessageIn = (id, values) => cardMessageIn(language, id, values);
      const events = majlisInDateOrder(card.content.majlis).flatMap((majlis) => {
        const event = calendarEvent(card.content, majlis, cardUrl, words);
        return event ? [{ event, uid: calendarUid(card.id, majlis.id) }] : [];
      });
      if (events.length === 0) throw notFound(CARD_NOT_FOUND);
      // Its name too: a guest downloads it, so it is named in the card's (main) language.
      const fileName = cardText(cardMainLocale(row.language), 'card.calendar.fileName', {
        id: card.id,
      });
      return (
        reply
          .header('Cache-Control', 'no-cache')
          .header('Content-Disposition', attachment(fileName))
          .type('text/calendar; charset=utf-8')
          // The file is text, not JSON: it must not be quoted by the JSON serializer.
          .serializer((payload: unknown) => String(payload))
          .send(icsFile(events, cardUrl))
      );
    },
  );

  app.get(
    '/kad/:id/og.png',
    {
      schema: {
        hide: true,
        params: cardIdParamsSchema,
        // `?v=<version>-<language>` as the card page names it; anything else (apps add their own)
        // is ignored.
        querystring: z.looseObject({ v: z.unknown().optional() }),
      },
    },
    async (request, reply) => {
      const now = app.clock.now();
      const row = await findLiveCard(cards, request.params.id, now);
      const card = publicCard(row, now);
      if (card.state !== 'live') throw notFound(CARD_NOT_FOUND);
      const { theme, words } = shareWords(card.content, row.language);
      const image = await options.pictures.shareImage(theme, words);
      // The address of this version's picture never shows anything else: keep it. Any other
      // address (none, or an older version's or language's) must show the card as it is now.
      const current = request.query.v === sharePictureVersion(row.version, row.language);
      return reply
        .header('Cache-Control', current ? 'public, max-age=31536000, immutable' : 'no-cache')
        .type('image/png')
        .send(image);
    },
  );

  app.get(
    '/api/cards/:id/picture.png',
    app.requireCardAccess('manage', { allowStaff: true })(
      {
        schema: {
          tags: ['owner'],
          summary:
            'The card’s share picture for the people who run it, whatever the card’s state (its hero shows beside the couple’s names at checkout and on the card home); `?v=<version>-<language>` names the card’s version and language',
          params: cardIdParamsSchema,
          querystring: z.looseObject({ v: z.unknown().optional() }),
          produces: ['image/png'],
        },
      },
      async (request, reply, { card }) => {
        // The same picture as og.png, drawn from the card's own content: a card whose trial has
        // ended (refused to guests) still shows its own likeness to its owner at checkout.
        const { theme, words } = shareWords(columnsToContent(card), card.language);
        const image = await options.pictures.shareImage(theme, words);
        // Private: a shared cache must never hand it to anyone else. Named by the current
        // version and language it never changes; any other address is checked afresh.
        const current = request.query.v === sharePictureVersion(card.version, card.language);
        return reply
          .header(
            'Cache-Control',
            current ? 'private, max-age=31536000, immutable' : 'private, no-cache',
          )
          .type('image/png')
          .send(image);
      },
    ),
  );
};

export default cardsRoutes;
