import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminCardDetailSchema,
  adminCardParamsSchema,
  adminFeaturesBodySchema,
  auditPageSchema,
  auditQuerySchema,
  bulkRsvpBodySchema,
  bulkRsvpReplySchema,
  cardActionParamsSchema,
  cardActionReplySchema,
  cardSearchQuerySchema,
  cardSearchReplySchema,
  paymentsPageSchema,
  paymentsQuerySchema,
  trialExtensionBodySchema,
  trialExtensionReplySchema,
} from '@shared/schemas/admin';
import { apiErrorSchema } from '@shared/schemas/api-error';
import { adminCardsService } from './admin-cards.service';
import { STAFF_REPLIES } from '../../http/guarded-route';
import { siteTranslator } from '../../http/site-words';

export interface AdminCardsRoutesOptions {
  publicUrl: string;
}

const WRITE_ERRORS = { ...STAFF_REPLIES, 400: apiErrorSchema, 404: apiErrorSchema } as const;

/**
 * The staff console's card routes (the logic is in admin-cards.service.ts). Every call is staff
 * only: the guard runs on request, before any body is read.
 */
const adminCardsRoutes: FastifyPluginAsyncZod<AdminCardsRoutesOptions> = async (app, options) => {
  const service = adminCardsService(app.db);

  app.post(
    '/api/admin/cards/:id/actions/:action',
    app.requireStaff(
      {
        schema: {
          tags: ['admin'],
          summary:
            'The spec’s staff pages: activate music, hide gift, activate salam kaut, activate RSVP',
          params: cardActionParamsSchema,
          response: { 200: cardActionReplySchema, ...WRITE_ERRORS },
        },
      },
      async (request, _reply, { user: staff }) => {
        const card = await service.cardOf(request.params.id);
        return service.applyAction(
          card,
          request.params.action,
          staff.email,
          app.clock.now(),
          options.publicUrl,
        );
      },
    ),
  );

  app.post(
    '/api/admin/rsvp-bulk',
    app.requireStaff(
      {
        schema: {
          tags: ['admin'],
          summary:
            'Update RSVP: switches RSVP on for every listed card (one id a line), all or none',
          body: bulkRsvpBodySchema,
          response: { 200: bulkRsvpReplySchema, 400: apiErrorSchema, ...STAFF_REPLIES },
        },
      },
      async (request, _reply, { user: staff }) => {
        const { ids } = request.body;
        return service.switchRsvpOnInBulk(ids, staff.email, app.clock.now(), request.locale);
      },
    ),
  );

  app.get(
    '/api/admin/cards',
    app.requireStaff(
      {
        schema: {
          tags: ['admin'],
          summary: 'Find cards by id, owner e-mail (exact or prefix) or the couple’s names',
          querystring: cardSearchQuerySchema,
          response: { 200: cardSearchReplySchema, 400: apiErrorSchema, ...STAFF_REPLIES },
        },
      },
      async (request, reply) => {
        reply.header('Cache-Control', 'no-store');
        return service.search(request.query.q, app.clock.now());
      },
    ),
  );

  app.get(
    '/api/admin/cards/:id',
    app.requireStaff(
      {
        schema: {
          tags: ['admin'],
          summary: 'A card for staff: status, trial end, owner, payments, switches, audit trail',
          params: adminCardParamsSchema,
          response: {
            200: adminCardDetailSchema,
            400: apiErrorSchema,
            404: apiErrorSchema,
            ...STAFF_REPLIES,
          },
        },
      },
      async (request, reply) => {
        reply.header('Cache-Control', 'no-store');
        const card = await service.cardOf(request.params.id);
        return service.detail(card, app.clock.now());
      },
    ),
  );

  app.put(
    '/api/admin/cards/:id/features',
    app.requireStaff(
      {
        schema: {
          tags: ['admin'],
          summary: 'Switch a card’s features on the owner’s behalf (audited with what changed)',
          params: adminCardParamsSchema,
          body: adminFeaturesBodySchema,
          response: { 200: adminCardDetailSchema.pick({ features: true }), ...WRITE_ERRORS },
        },
      },
      async (request, _reply, { user: staff }) => {
        const card = await service.cardOf(request.params.id);
        return service.setFeatures(card, request.body, staff.email, app.clock.now());
      },
    ),
  );

  app.post(
    '/api/admin/cards/:id/trial-extension',
    app.requireStaff(
      {
        schema: {
          tags: ['admin'],
          summary: 'Extend a card’s trial by some hours, with a reason (audited)',
          params: adminCardParamsSchema,
          body: trialExtensionBodySchema,
          response: { 200: trialExtensionReplySchema, 409: apiErrorSchema, ...WRITE_ERRORS },
        },
      },
      async (request, _reply, { user: staff }) => {
        const card = await service.cardOf(request.params.id);
        const { hours, reason } = request.body;
        const extended = await service.extendTrial(
          card,
          hours,
          reason,
          staff.email,
          app.clock.now(),
        );
        return {
          ...extended,
          message: siteTranslator(request.locale).t('staff.reply.trialExtended'),
        };
      },
    ),
  );

  app.get(
    '/api/admin/payments',
    app.requireStaff(
      {
        schema: {
          tags: ['admin'],
          summary:
            'Payments, newest first, by status, provider, card and month (Asia/Kuala_Lumpur)',
          querystring: paymentsQuerySchema,
          response: { 200: paymentsPageSchema, 400: apiErrorSchema, ...STAFF_REPLIES },
        },
      },
      async (request, reply) => {
        reply.header('Cache-Control', 'no-store');
        const { page, ...filters } = request.query;
        return service.paymentsPage(filters, page);
      },
    ),
  );

  app.get(
    '/api/admin/audit',
    app.requireStaff(
      {
        schema: {
          tags: ['admin'],
          summary: 'The audit log, newest first, by card and by staff e-mail',
          querystring: auditQuerySchema,
          response: { 200: auditPageSchema, 400: apiErrorSchema, ...STAFF_REPLIES },
        },
      },
      async (request, reply) => {
        reply.header('Cache-Control', 'no-store');
        const { page, ...filters } = request.query;
        return service.auditPage(filters, page);
      },
    ),
  );
};

export default adminCardsRoutes;
