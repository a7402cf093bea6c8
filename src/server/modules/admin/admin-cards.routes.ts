import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cardState, trialEndsAt } from '@shared/card/trial';
import { cardIdPattern } from '@shared/schemas/card-id';
import type {
  AdminFeatures,
  AdminPayment,
  AuditEntryView,
  CardAction,
} from '@shared/schemas/admin';
import {
  ADMIN_FEATURE_KEYS,
  ADMIN_MESSAGES,
  ADMIN_PAGE_SIZE,
  CARD_ACTION_LINK_PATH,
  CARD_ACTION_MESSAGE,
  MAX_BULK_IDS,
  MAX_SEARCH_RESULTS,
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
  parseCardIdList,
  paymentsPageSchema,
  paymentsQuerySchema,
  trialExtensionBodySchema,
  trialExtensionReplySchema,
} from '@shared/schemas/admin';
import { apiErrorSchema } from '@shared/schemas/api-error';
import type { AuditLogTable, PaymentsTable } from '../../db/schema';
import type { Selectable } from 'kysely';
import { badRequest, conflict, notFound } from '../../http/errors';
import { nowIso } from '../../lib/clock';
import { sessionUser } from '../../plugins/auth';
import { auditLog } from '../audit/audit-log';
import type { CardFeatures, CardRow } from '../cards/cards.repository';
import { cardsRepository } from '../cards/cards.repository';
import { adminRepository } from './admin.repository';

export interface AdminCardsRoutesOptions {
  publicUrl: string;
}

const GUARDED = { 401: apiErrorSchema, 403: apiErrorSchema } as const;
const WRITE_ERRORS = { ...GUARDED, 400: apiErrorSchema, 404: apiErrorSchema } as const;

/** What each spec page switches (owner-side §7 admin calls). */
const ACTION_FEATURES: Record<CardAction, Partial<CardFeatures>> = {
  // PUT /activate-music/{id}: music_activation, music.
  music: { music_activation: true, music: true },
  // PUT /activate-hide-gift/{id}: hide_gift, gift 'false'.
  'hide-gift': { gift_button: false, gift: false },
  // PUT /activate-salam-kaut/{id}: salamkaut_activation true.
  'salam-kaut': { salamkaut_activation: true },
  // PUT /activate-rsvp/{id}: rsvp true.
  rsvp: { rsvp: true },
};

function featuresOf(row: CardRow): AdminFeatures {
  return {
    rsvp: row.rsvp === 1,
    email_input: row.email_input === 1,
    music: row.music === 1,
    music_activation: row.music_activation === 1,
    gift: row.gift === 1,
    gift_button: row.gift_button === 1,
    salamkaut_activation: row.salamkaut_activation === 1,
  };
}

const paymentView = (row: Selectable<PaymentsTable>): AdminPayment => ({
  id: row.id,
  cardId: row.card_id,
  provider: row.provider,
  providerRef: row.provider_ref,
  status: row.status,
  amountSen: Number(row.amount_sen),
  priceSen: Number(row.price_sen),
  discountSen: Number(row.discount_sen),
  promoCode: row.promo_code,
  payerEmail: row.payer_email,
  createdAt: row.created_at,
  paidAt: row.paid_at,
  refund: row.refund_status,
});

const auditView = (row: Selectable<AuditLogTable>): AuditEntryView => ({
  id: row.id,
  actorEmail: row.actor_email,
  action: row.action,
  cardId: row.card_id,
  detail: row.detail,
  createdAt: row.created_at,
});

/**
 * The staff console's card tools (issue 16; owner-side §2 "Admin pages", §7 admin calls,
 * DESIGN.md items 2, 5, 11): the spec's four one-card pages and its bulk RSVP update, finding a
 * card, its detail, its switches, trial extensions, the payments list and the audit log. Every
 * call is staff only (the guard runs on request, before any body is read); every write is
 * audit-logged in the same transaction as the change.
 */
const adminCardsRoutes: FastifyPluginAsyncZod<AdminCardsRoutesOptions> = async (app, options) => {
  const admin = adminRepository(app.db);
  const cards = cardsRepository(app.db);

  /** The card a staff call names (its id already trimmed, lowercased and well-formed). */
  async function cardOf(id: string): Promise<CardRow> {
    const card = await cards.findById(id);
    if (!card) throw notFound(ADMIN_MESSAGES.cardNotFound);
    return card;
  }

  app.post(
    '/api/admin/cards/:id/actions/:action',
    {
      onRequest: app.requireStaff,
      schema: {
        tags: ['admin'],
        summary:
          'The spec’s staff pages: activate music, hide gift, activate salam kaut, activate RSVP',
        params: cardActionParamsSchema,
        response: { 200: cardActionReplySchema, ...WRITE_ERRORS },
      },
    },
    async (request) => {
      const staff = sessionUser(request);
      const { action } = request.params;
      const card = await cardOf(request.params.id);
      const now = app.clock.now();
      await app.db.transaction().execute(async (trx) => {
        await cardsRepository(trx).setFeatures(card.id, ACTION_FEATURES[action], now);
        await auditLog(trx).record(
          {
            actorEmail: staff.email,
            action: `card-action:${action}`,
            cardId: card.id,
            detail: JSON.stringify(ACTION_FEATURES[action]),
          },
          now,
        );
      });
      const link = `${options.publicUrl}${CARD_ACTION_LINK_PATH[action](card.id)}`;
      return { cardId: card.id, action, link, message: CARD_ACTION_MESSAGE[action](link) };
    },
  );

  app.post(
    '/api/admin/rsvp-bulk',
    {
      onRequest: app.requireStaff,
      schema: {
        tags: ['admin'],
        summary: 'Update RSVP: switches RSVP on for every listed card (one id a line), all or none',
        body: bulkRsvpBodySchema,
        response: { 200: bulkRsvpReplySchema, 400: apiErrorSchema, ...GUARDED },
      },
    },
    async (request) => {
      const staff = sessionUser(request);
      const ids = parseCardIdList(request.body.ids);
      if (ids.length === 0) throw badRequest(ADMIN_MESSAGES.bulkEmpty, 'ids');
      if (ids.length > MAX_BULK_IDS) throw badRequest(ADMIN_MESSAGES.bulkTooMany, 'ids');
      const wellFormed = ids.filter((id) => cardIdPattern.test(id));
      const known = await admin.existingCardIds(wellFormed);
      const failed = ids
        .filter((id) => !known.has(id))
        .map((id) => ({
          id,
          reason: cardIdPattern.test(id) ? ADMIN_MESSAGES.cardNotFound : ADMIN_MESSAGES.badCardId,
        }));
      // All or none: staff fix the list and send it again, so nothing is half done.
      if (failed.length > 0) {
        return { ok: false, message: ADMIN_MESSAGES.bulkFailed, updated: [], failed };
      }
      const now = app.clock.now();
      await app.db.transaction().execute(async (trx) => {
        await adminRepository(trx).switchRsvpOn(ids, nowIso(now));
        const log = auditLog(trx);
        for (const id of ids) {
          await log.record(
            { actorEmail: staff.email, action: 'rsvp-bulk', cardId: id, detail: '{"rsvp":true}' },
            now,
          );
        }
      });
      return { ok: true, message: ADMIN_MESSAGES.bulkUpdated, updated: ids, failed: [] };
    },
  );

  app.get(
    '/api/admin/cards',
    {
      onRequest: app.requireStaff,
      schema: {
        tags: ['admin'],
        summary: 'Find cards by id, owner e-mail (exact or prefix) or the couple’s names',
        querystring: cardSearchQuerySchema,
        response: { 200: cardSearchReplySchema, 400: apiErrorSchema, ...GUARDED },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const now = app.clock.now();
      const rows = await admin.searchCards(request.query.q, MAX_SEARCH_RESULTS);
      return {
        cards: rows.map((row) => ({
          id: row.id,
          groomName: row.groom_name,
          brideName: row.bride_name,
          weddingDate: row.wedding_date,
          ownerEmail: row.user_email ?? row.client_email,
          state: cardState(row.status, row.created_at, now, row.trial_ends_at),
          createdAt: row.created_at,
        })),
      };
    },
  );

  app.get(
    '/api/admin/cards/:id',
    {
      onRequest: app.requireStaff,
      schema: {
        tags: ['admin'],
        summary: 'A card for staff: status, trial end, owner, payments, switches, audit trail',
        params: adminCardParamsSchema,
        response: {
          200: adminCardDetailSchema,
          400: apiErrorSchema,
          404: apiErrorSchema,
          ...GUARDED,
        },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const card = await cardOf(request.params.id);
      const now = app.clock.now();
      const [ownerEmail, payments, audit] = await Promise.all([
        admin.ownerEmail(card.user_id),
        admin.paymentsOfCard(card.id),
        admin.audit({ cardId: card.id }, 1, 100),
      ]);
      return {
        id: card.id,
        state: cardState(card.status, card.created_at, now, card.trial_ends_at),
        status: card.status,
        createdAt: card.created_at,
        activatedAt: card.activated_at,
        trialEndsAt: trialEndsAt(card.created_at, card.trial_ends_at).toISOString(),
        trialExtended: card.trial_ends_at !== null,
        ownerEmail: ownerEmail ?? card.client_email,
        clientName: card.client_name,
        clientMobile: card.client_mobile,
        groomName: card.groom_name,
        brideName: card.bride_name,
        weddingDate: card.wedding_date,
        theme: card.theme,
        features: featuresOf(card),
        payments: payments.map(paymentView),
        audit: audit.rows.map(auditView),
      };
    },
  );

  app.put(
    '/api/admin/cards/:id/features',
    {
      onRequest: app.requireStaff,
      schema: {
        tags: ['admin'],
        summary: 'Switch a card’s features on the owner’s behalf (audited with what changed)',
        params: adminCardParamsSchema,
        body: adminFeaturesBodySchema,
        response: { 200: adminCardDetailSchema.pick({ features: true }), ...WRITE_ERRORS },
      },
    },
    async (request) => {
      const staff = sessionUser(request);
      const card = await cardOf(request.params.id);
      const before = featuresOf(card);
      const changes: Partial<AdminFeatures> = {};
      for (const key of ADMIN_FEATURE_KEYS) {
        const value = request.body[key];
        if (value !== undefined && value !== before[key]) changes[key] = value;
      }
      const now = app.clock.now();
      if (Object.keys(changes).length > 0) {
        await app.db.transaction().execute(async (trx) => {
          await cardsRepository(trx).setFeatures(card.id, changes, now);
          await auditLog(trx).record(
            {
              actorEmail: staff.email,
              action: 'features',
              cardId: card.id,
              detail: Object.entries(changes)
                .map(([key, value]) => `${key}: ${before[key as keyof AdminFeatures]} → ${value}`)
                .join(', '),
            },
            now,
          );
        });
      }
      return { features: { ...before, ...changes } };
    },
  );

  app.post(
    '/api/admin/cards/:id/trial-extension',
    {
      onRequest: app.requireStaff,
      schema: {
        tags: ['admin'],
        summary: 'Extend a card’s trial by some hours, with a reason (audited)',
        params: adminCardParamsSchema,
        body: trialExtensionBodySchema,
        response: { 200: trialExtensionReplySchema, 409: apiErrorSchema, ...WRITE_ERRORS },
      },
    },
    async (request) => {
      const staff = sessionUser(request);
      const card = await cardOf(request.params.id);
      if (card.status === 'active') throw conflict(ADMIN_MESSAGES.alreadyActive);
      const { hours, reason } = request.body;
      const now = app.clock.now();
      const before = trialEndsAt(card.created_at, card.trial_ends_at);
      // From the current end, or from now when it already passed: the owner gets the hours.
      const from = Math.max(before.getTime(), now.getTime());
      const endsAt = new Date(from + hours * 60 * 60 * 1000).toISOString();
      await app.db.transaction().execute(async (trx) => {
        await adminRepository(trx).setTrialEnd(card.id, endsAt, nowIso(now));
        await auditLog(trx).record(
          {
            actorEmail: staff.email,
            action: 'trial-extension',
            cardId: card.id,
            detail: `+${hours} jam (${before.toISOString()} → ${endsAt}): ${reason}`,
          },
          now,
        );
      });
      return {
        state: cardState(card.status, card.created_at, now, endsAt),
        trialEndsAt: endsAt,
        message: ADMIN_MESSAGES.trialExtended,
      };
    },
  );

  app.get(
    '/api/admin/payments',
    {
      onRequest: app.requireStaff,
      schema: {
        tags: ['admin'],
        summary: 'Payments, newest first, by status, provider, card and month (Asia/Kuala_Lumpur)',
        querystring: paymentsQuerySchema,
        response: { 200: paymentsPageSchema, 400: apiErrorSchema, ...GUARDED },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const { page, ...filters } = request.query;
      const { rows, total } = await admin.payments(filters, page, ADMIN_PAGE_SIZE);
      return { payments: rows.map(paymentView), page, pageSize: ADMIN_PAGE_SIZE, total };
    },
  );

  app.get(
    '/api/admin/audit',
    {
      onRequest: app.requireStaff,
      schema: {
        tags: ['admin'],
        summary: 'The audit log, newest first, by card and by staff e-mail',
        querystring: auditQuerySchema,
        response: { 200: auditPageSchema, 400: apiErrorSchema, ...GUARDED },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const { page, ...filters } = request.query;
      const { rows, total } = await admin.audit(filters, page, ADMIN_PAGE_SIZE);
      return { entries: rows.map(auditView), page, pageSize: ADMIN_PAGE_SIZE, total };
    },
  );
};

export default adminCardsRoutes;
