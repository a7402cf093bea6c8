import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@shared/schemas/api-error';
import {
  PROMO_CHECK_RATE_LIMIT,
  PROMO_MESSAGES,
  promoCheckBodySchema,
  promoCheckReplySchema,
  promoWaitMessage,
} from '@shared/schemas/promo';
import {
  adminPromoCodeListSchema,
  adminPromoCodeReplySchema,
  promoCodeParamsSchema,
  promoCreateBodySchema,
  promoUpdateBodySchema,
} from '@shared/schemas/promo-admin';
import { totalAfterDiscount } from '@shared/promo/promo-code';
import { conflict, notFound, retryLater, said, settingsMissing, wordsIn } from '../../http/errors';
import { siteTranslator } from '../../http/site-words';
import { malaysiaToday } from '../../lib/clock';
import { auditLog } from '../audit/audit-log';
import { settingsRepository } from '../settings/settings.repository';
import { promoCodesRepository } from './promo-codes.repository';
import { findUsablePromo } from './promo-codes.service';
import { STAFF_REPLIES } from '../../http/guarded-route';

/**
 * `POST /api/promo-codes/check`: whether a typed code can be used and what is left to pay.
 * Public (the profile page asks before the card exists), limited per address; the reply never
 * shows a code's claim counts. Nothing is claimed here.
 *
 * Staff: `GET`, `POST /api/admin/promo-codes`, `PATCH /api/admin/promo-codes/:code`
 * (edit, or `disabled: true` to switch a code off); each change audit-logged.
 */
const promoCodesRoutes: FastifyPluginAsyncZod = async (app) => {
  const settings = settingsRepository(app.db);
  const promoCodes = promoCodesRepository(app.db);
  const audit = auditLog(app.db);
  const STAFF_ERRORS = { 400: apiErrorSchema, ...STAFF_REPLIES } as const;

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
        message: wordsIn(request.locale, PROMO_MESSAGES.applied),
      };
    },
  );

  app.get(
    '/api/admin/promo-codes',
    app.requireStaff(
      {
        schema: {
          tags: ['admin'],
          summary: 'Staff: every promo code, newest first, with its uses so far and its limit',
          response: { 200: adminPromoCodeListSchema, ...STAFF_REPLIES },
        },
      },
      async (_request, reply) => {
        reply.header('Cache-Control', 'no-store');
        return { promoCodes: await promoCodes.listAll() };
      },
    ),
  );

  app.post(
    '/api/admin/promo-codes',
    app.requireStaff(
      {
        bodyLimit: 4 * 1024,
        schema: {
          tags: ['admin'],
          summary:
            'Staff: a new code (normalised), its discount in RM, optional last day, number of uses (audit-logged)',
          body: promoCreateBodySchema,
          response: { 201: adminPromoCodeReplySchema, 409: apiErrorSchema, ...STAFF_ERRORS },
        },
      },
      async (request, reply, { user }) => {
        reply.header('Cache-Control', 'no-store');
        const { code, discount, expirationDate, maxUses } = request.body;
        const now = app.clock.now();
        const added = await promoCodes.insert(
          code,
          { discountSen: discount, expirationDate, maxUses },
          now,
        );
        if (!added) throw conflict(said('staffPromo.error.exists'), 'code');
        await audit.record(
          {
            actorEmail: user.email,
            action: 'create-promo-code',
            cardId: null,
            detail: `${code}: ${discount} sen, until ${expirationDate ?? '-'}, ${maxUses} uses`,
          },
          now,
        );
        const promoCode = await promoCodes.findForStaff(code);
        if (!promoCode) throw notFound(said('staffPromo.error.notFound'));
        const message = siteTranslator(request.locale).t('staffPromo.reply.created');
        return reply.code(201).send({ promoCode, message });
      },
    ),
  );

  app.patch(
    '/api/admin/promo-codes/:code',
    app.requireStaff(
      {
        bodyLimit: 4 * 1024,
        schema: {
          tags: ['admin'],
          summary:
            'Staff: change a code’s discount (RM), last day, number of uses, or switch it off/on (audit-logged)',
          params: promoCodeParamsSchema,
          body: promoUpdateBodySchema,
          response: { 200: adminPromoCodeReplySchema, 404: apiErrorSchema, ...STAFF_ERRORS },
        },
      },
      async (request, reply, { user }) => {
        reply.header('Cache-Control', 'no-store');
        const { code } = request.params;
        const { discount, expirationDate, maxUses, disabled } = request.body;
        const now = app.clock.now();
        const changed = await promoCodes.update(
          code,
          { discountSen: discount, expirationDate, maxUses, disabled },
          now,
        );
        if (!changed) throw notFound(said('staffPromo.error.notFound'));
        const promoCode = await promoCodes.findForStaff(code);
        if (!promoCode) throw notFound(said('staffPromo.error.notFound'));
        await audit.record(
          {
            actorEmail: user.email,
            action: 'update-promo-code',
            cardId: null,
            detail: `${code}: ${JSON.stringify(request.body)}`,
          },
          now,
        );
        const onlySwitch =
          discount === undefined && expirationDate === undefined && maxUses === undefined;
        const message = siteTranslator(request.locale).t(
          onlySwitch && disabled !== undefined
            ? disabled
              ? 'staffPromo.reply.disabledNow'
              : 'staffPromo.reply.enabledNow'
            : 'staffPromo.reply.saved',
        );
        return { promoCode, message };
      },
    ),
  );
};

export default promoCodesRoutes;
