import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@shared/schemas/api-error';
import { cardIdParamsSchema } from '@shared/schemas/card-id';
import {
  MUSIC_MESSAGES,
  musicSettingsBodySchema,
  musicSettingsReplySchema,
  quickPickListSchema,
  quickPicksBodySchema,
} from '@shared/schemas/music';
import { notFound } from '../../http/errors';
import { ownedCard, sessionUser } from '../../plugins/auth';
import { auditLog } from '../audit/audit-log';
import { cardsRepository } from '../cards/cards.repository';
import { musicRepository } from './music.repository';

const GUARDED = { 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema } as const;

/**
 * The music page's calls (owner-side §2 "Music setup", §7 "PUT /update-music/{id}",
 * "PUT /update-ytid/{id}"; issue 15): the 12 quick picks, the card's music switch and song
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
    {
      onRequest: app.requireCardOwner(),
      bodyLimit: 2 * 1024,
      schema: {
        tags: ['owner'],
        summary:
          'The music switch, the song (a YouTube link or id) and its start (digits or m:ss); the card’s music as saved',
        params: cardIdParamsSchema,
        body: musicSettingsBodySchema,
        response: { 200: musicSettingsReplySchema, 400: apiErrorSchema, ...GUARDED },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const card = ownedCard(request);
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
      const message =
        ytId !== undefined
          ? MUSIC_MESSAGES.saved
          : on === false
            ? MUSIC_MESSAGES.musicOff
            : on === true
              ? MUSIC_MESSAGES.musicOn
              : MUSIC_MESSAGES.saved;
      return {
        music: saved.music === 1,
        ytId: saved.yt_id,
        musicStart: Number(saved.music_start),
        message,
      };
    },
  );

  app.put(
    '/api/admin/music/quick-picks',
    {
      onRequest: app.requireStaff,
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
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const now = app.clock.now();
      await music.replaceQuickPicks(request.body.picks, now);
      await audit.record(
        {
          actorEmail: sessionUser(request).email,
          action: 'update-music-quick-picks',
          detail: request.body.picks.map((pick) => pick.ytId).join(','),
        },
        now,
      );
      return { picks: await music.quickPicks() };
    },
  );
};

export default musicRoutes;
