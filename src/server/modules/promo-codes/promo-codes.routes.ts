import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@shared/schemas/api-error';
import {
  PROMO_CHECK_RATE_LIMIT,
  PROMO_MESSAGES,
  promoCheckBodySchema,
  promoCheckReplySchema,
  promoWaitMessage,
} from '@shared/schemas/promo';
import { totalAfterDiscount } from '@shared/promo/promo-code';
import { retryLater, settingsMissing } from '../../http/errors';
import { malaysiaToday } from '../../lib/clock';
import { settingsRepository } from '../settings/settings.repository';
import { findUsablePromo } from './promo-codes.service';

/**
 * `POST /api/promo-codes/check` (owner-side §7 "GET /promocode/{code}", §8): whether a typed code
 * can be used and what is left to pay. Public (the profile page asks before the card exists),
 * limited per address; the reply never shows a code's claim counts. Nothing is claimed here.
 */
const promoCodesRoutes: FastifyPluginAsyncZod = async (app) => {
  const settings = settingsRepository(app.db);

  app.post(
    '/api/promo-codes/check',
    {
      bodyLimit: 4 * 1024,
      config: {
        rateLimit: {
          ...PROMO_CHECK_RATE_LIMIT,
          errorResponseBuilder: retryLater(promoWaitMessage),
        },
      },
      schema: {
        tags: ['promo'],
        summary: 'Check a promo code: its discount and the total left to pay (in sen)',
        body: promoCheckBodySchema,
        response: {
          200: promoCheckReplySchema,
          400: apiErrorSchema,
          413: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const current = await settings.find();
      if (!current) throw settingsMissing();
      const promo = await findUsablePromo(
        app.db,
        request.body.code,
        malaysiaToday(app.clock.now()),
      );
      return {
        valid: true as const,
        priceSen: current.price,
        discountSen: promo.discountSen,
        totalSen: totalAfterDiscount(current.price, promo.discountSen),
        message: PROMO_MESSAGES.applied,
      };
    },
  );
};

export default promoCodesRoutes;
