import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@shared/schemas/api-error';
import { cardIdParamsSchema } from '@shared/schemas/card-id';
import { heldAt } from '@shared/card/after-the-day';
import {
  afterTheDayBodySchema,
  afterTheDayReplySchema,
  afterTheDaySchema,
} from '@shared/schemas/after-the-day';
import type { AfterTheDay } from '@shared/schemas/after-the-day';
import { GUARDED_REPLIES } from '../../http/guarded-route';
import { siteTranslator } from '../../http/site-words';
import type { CardRow } from './cards.repository';
import { columnsToContent } from './cards.repository';
import { cardHeld } from './cards.service';
import { ownerCardRepository } from './owner-card.repository';

export interface AfterTheDayRoutesOptions {
  publicUrl: string;
}

/**
 * The card after the day, the owner's: the couple's thank-you note and whether the public card
 * stays up or is taken down once the last majlis is over. Set before the day too, so the couple
 * can prepare. The owner's alone (it changes what the card itself shows).
 */
const afterTheDayRoutes: FastifyPluginAsyncZod<AfterTheDayRoutesOptions> = async (app, options) => {
  const cards = ownerCardRepository(app.db);
  const view = (row: CardRow, now: Date): AfterTheDay => {
    const { majlis } = columnsToContent(row);
    return {
      thanksNote: row.thanks_note,
      afterDay: row.after_day,
      heldAt: heldAt(majlis)?.toISOString() ?? null,
      held: cardHeld(row, majlis, now),
      url: `${options.publicUrl}/kad/${row.id}`,
    };
  };

  app.get(
    '/api/cards/:id/after-the-day',
    app.requireCardAccess('owner')(
      {
        schema: {
          tags: ['owner'],
          summary: 'The card after the day: the thank-you note, kept up or taken down, when held',
          params: cardIdParamsSchema,
          response: { 200: afterTheDaySchema, ...GUARDED_REPLIES },
        },
      },
      async (_request, reply, { card }) => {
        reply.header('Cache-Control', 'no-store');
        return view(card, app.clock.now());
      },
    ),
  );

  app.put(
    '/api/cards/:id/after-the-day',
    app.requireCardAccess('owner')(
      {
        bodyLimit: 8 * 1024,
        schema: {
          tags: ['owner'],
          summary:
            'Set the thank-you note (up to 500 characters, "" for none) and keep the card up or ' +
            'take it down after the day',
          params: cardIdParamsSchema,
          body: afterTheDayBodySchema,
          response: { 200: afterTheDayReplySchema, 400: apiErrorSchema, ...GUARDED_REPLIES },
        },
      },
      async (request, reply, { card }) => {
        reply.header('Cache-Control', 'no-store');
        const now = app.clock.now();
        const { thanksNote, afterDay } = request.body;
        const settings = { thanksNote: thanksNote === '' ? null : thanksNote, afterDay };
        await cards.setAfterTheDay(card.id, settings, now);
        const saved = { ...card, thanks_note: settings.thanksNote, after_day: afterDay };
        return {
          ...view(saved, now),
          message: siteTranslator(request.locale).t('cardHome.afterDay.saved'),
        };
      },
    ),
  );
};

export default afterTheDayRoutes;
