import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@shared/schemas/api-error';
import { publicSettingsSchema } from '@shared/schemas/settings';
import { HttpError } from '../../http/errors';
import { settingsRepository } from './settings.repository';

/** `GET /api/settings`: price, support number and maintenance switch (guest-side §7). */
const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const settings = settingsRepository(app.db);

  app.get(
    '/api/settings',
    {
      schema: {
        tags: ['settings'],
        summary: 'Public settings: price (sen), support WhatsApp number, maintenance mode',
        response: { 200: publicSettingsSchema, 500: apiErrorSchema },
      },
    },
    async (_request, reply) => {
      const current = await settings.find();
      // The seed always creates the row; its absence means the database was not prepared.
      if (!current) throw new HttpError(500, 'internal', 'Tetapan belum disediakan.');
      // Maintenance must switch on quickly for everyone: browsers revalidate every time.
      reply.header('Cache-Control', 'no-cache');
      return current;
    },
  );
};

export default settingsRoutes;
