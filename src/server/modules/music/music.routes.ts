import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@shared/schemas/api-error';
import { cardIdParamsSchema } from '@shared/schemas/card-id';
import {
  musicSettingsBodySchema,
  musicSettingsReplySchema,
  quickPickListSchema,
  quickPicksBodySchema,
} from '@shared/schemas/music';
import { notFound } from '../../http/errors';
import { siteTranslator } from '../../http/site-words';
import { auditLog } from '../audit/audit-log';
import { cardsRepository } from '../cards/cards.repository';
import { musicRepository } from './music.repository';
import { GUARDED_REPLIES } from '../../http/guarded-route';

/**
 * The music page's calls: the 12 quick picks, the card's music switch and song
 * (the owner only: staff read the card through `GET /api/cards/:id/edit` and get 403 here), and
 * staff's hand on the quick picks (audit-logged). The owner's read is `GET /api/cards/:id/edit`
 * (`features.music`, `features.ytId`, `features.musicStart`).
 */
const musicRoutes: FastifyPluginAsyncZod = async (app) => {
  const music = musicRepository(app.db, app.dbDialect);
  const cards = cardsRepository(app.db);
  const audit = auditLog(app.db);

  app.get(
    '/api/music/quick-picks',
    {
      schema: {
        tags: ['owner'],
        summary: 'The 12 songs the music page offers (title, artist, YouTube id, start)',
        response: { 200: quickPickListSchema },
      },
    },
    async (_request, reply) => {
      // Staff may change them at any time; a minute's staleness is harmless.
      reply.header('Cache-Control', 'public, max-age=60');
      return { picks: await music.quickPicks() };
    },
  );

  app.put(
    '/api/cards/:id/music',
    app.requireCardOwner()(
      {
        bodyLimit: 2 * 1024,
        schema: {
          tags: ['owner'],
          summary:
            'The music switch, the song (a YouTube link or id) and its start (digits or m:ss); the card’s music as saved',
          params: cardIdParamsSchema,
          body: musicSettingsBodySchema,
          response: { 200: musicSettingsReplySchema, 400: apiErrorSchema, ...GUARDED_REPLIES },
        },
      },
      async (request, reply, { card }) => {
        reply.header('Cache-Control', 'no-store');
        const { music: on, yt_id: ytId, start } = request.body;
        await cards.setFeatures(
          card.id,
          {
            ...(on === undefined ? {} : { music: on }),
            ...(ytId === undefined ? {} : { yt_id: ytId }),
            ...(start === undefined ? {} : { music_start: start }),
          },
          app.clock.now(),
        );
        const saved = await cards.findById(card.id);
        if (!saved) throw notFound();
        const message = siteTranslator(request.locale).t(
          ytId !== undefined
            ? 'music.reply.saved'
            : on === false
              ? 'music.reply.musicOff'
              : on === true
                ? 'music.reply.musicOn'
                : 'music.reply.saved',
        );
        return {
          music: saved.music === 1,
          ytId: saved.yt_id,
          musicStart: Number(saved.music_start),
          message,
        };
      },
    ),
  );

  app.put(
    '/api/admin/music/quick-picks',
    app.requireStaff(
      {
        bodyLimit: 16 * 1024,
        schema: {
          tags: ['admin'],
          summary: 'Staff: replace the 12 quick picks (audit-logged)',
          body: quickPicksBodySchema,
          response: {
            200: quickPickListSchema,
            400: apiErrorSchema,
            401: apiErrorSchema,
            403: apiErrorSchema,
          },
        },
      },
      async (request, reply, { user }) => {
        reply.header('Cache-Control', 'no-store');
        const now = app.clock.now();
        await music.replaceQuickPicks(request.body.picks, now);
        await audit.record(
          {
            actorEmail: user.email,
            action: 'update-music-quick-picks',
            detail: request.body.picks.map((pick) => pick.ytId).join(','),
          },
          now,
        );
        return { picks: await music.quickPicks() };
      },
    ),
  );
};

export default musicRoutes;
