import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@shared/schemas/api-error';
import { publicSettingsSchema } from '@shared/schemas/settings';
import { settingsMissing } from '../../http/errors';
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
      if (!current) throw settingsMissing();
      // Maintenance must switch on quickly for everyone: browsers revalidate every time.
      reply.header('Cache-Control', 'no-cache');
      return current;
    },
  );
};

export default settingsRoutes;
