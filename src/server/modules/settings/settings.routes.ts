import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@shared/schemas/api-error';
import {
  publicSettingsSchema,
  settingsUpdateBodySchema,
  settingsUpdateReplySchema,
} from '@shared/schemas/settings';
import { settingsMissing } from '../../http/errors';
import { siteTranslator } from '../../http/site-words';
import { auditLog } from '../audit/audit-log';
import { settingsRepository } from './settings.repository';

/**
 * `GET /api/settings`: price, support number and maintenance switch, for every
 * visitor; and staff's `PUT /api/admin/settings`, audit-logged with what changed.
 */
const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const settings = settingsRepository(app.db);
  const audit = auditLog(app.db);

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

  app.put(
    '/api/admin/settings',
    app.requireStaff(
      {
        bodyLimit: 2 * 1024,
        schema: {
          tags: ['admin'],
          summary:
            'Staff: the price (RM, kept in sen), the support WhatsApp number, maintenance mode; any of them (audit-logged)',
          body: settingsUpdateBodySchema,
          response: {
            200: settingsUpdateReplySchema,
            400: apiErrorSchema,
            401: apiErrorSchema,
            403: apiErrorSchema,
            500: apiErrorSchema,
          },
        },
      },
      async (request, reply, { user }) => {
        reply.header('Cache-Control', 'no-store');
        const before = await settings.find();
        if (!before) throw settingsMissing();
        const now = app.clock.now();
        await settings.update(request.body, request.server.clock.now());
        const after = await settings.find();
        if (!after) throw settingsMissing();
        const detail = (Object.keys(request.body) as (keyof typeof after)[])
          .map((key) => `${key}: ${String(before[key])} -> ${String(after[key])}`)
          .join('; ');
        await audit.record(
          {
            actorEmail: user.email,
            action: 'update-settings',
            cardId: null,
            detail,
          },
          now,
        );
        return { ...after, message: siteTranslator(request.locale).t('staffSettings.saved') };
      },
    ),
  );
};

export default settingsRoutes;
