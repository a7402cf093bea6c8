import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cardState } from '@shared/card/trial';
import { apiErrorSchema } from '@shared/schemas/api-error';
import { cardIdParamsSchema } from '@shared/schemas/card-id';
import {
  CHECKOUT_MESSAGES,
  CHECKOUT_RATE_LIMIT,
  cardPaymentsSchema,
  checkoutBodySchema,
  checkoutReplySchema,
  checkoutSummarySchema,
} from '@shared/schemas/checkout';
import { retryLater } from '../../http/errors';
import { ownedCard, sessionUser } from '../../plugins/auth';
import { checkoutSummary, startCheckout } from './checkout.service';
import type { PaymentsDeps } from './payments-deps';
import { paymentSummary } from './payment-view';
import { paymentsRepository } from './payments.repository';

export interface CheckoutRoutesOptions {
  deps: PaymentsDeps;
}

const GUARDED = { 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema } as const;

/**
 * owner-side §2 "Checkout", §7 "POST /free-promo" and the order call, DESIGN.md item 9: the
 * owner's checkout of one card (owner only: staff do not pay on an owner's behalf) and the
 * card's payments (owner, or staff: audit-logged by the guard).
 */
const checkoutRoutes: FastifyPluginAsyncZod<CheckoutRoutesOptions> = async (app, { deps }) => {
  const ownerOnly = app.requireCardOwner();

  app.get(
    '/api/cards/:id/checkout',
    {
      onRequest: ownerOnly,
      schema: {
        tags: ['payments'],
        summary: 'What the checkout page shows: the product, the price and the billing details',
        params: cardIdParamsSchema,
        response: { 200: checkoutSummarySchema, ...GUARDED },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return checkoutSummary(deps, sessionUser(request), ownedCard(request), app.clock.now());
    },
  );

  app.post(
    '/api/cards/:id/checkout',
    {
      onRequest: ownerOnly,
      bodyLimit: 4 * 1024,
      config: {
        rateLimit: {
          ...CHECKOUT_RATE_LIMIT,
          // After the guard, so the count is the owner's (many phones share an address).
          hook: 'preHandler',
          keyGenerator: (request) => `checkout:user:${sessionUser(request).id}`,
          errorResponseBuilder: retryLater(CHECKOUT_MESSAGES.rateLimited),
        },
      },
      schema: {
        tags: ['payments'],
        summary:
          'Check out: the server works out the total; 201 with the provider’s pay page, or active when nothing is left to pay',
        params: cardIdParamsSchema,
        body: checkoutBodySchema,
        response: {
          201: checkoutReplySchema,
          400: apiErrorSchema,
          ...GUARDED,
          409: apiErrorSchema,
          413: apiErrorSchema,
          429: apiErrorSchema,
          502: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const { name, mobile, promo } = request.body;
      const started = await startCheckout(
        deps,
        {
          owner: sessionUser(request),
          card: ownedCard(request),
          billing: { name, mobile },
          promo,
        },
        app.clock.now(),
      );
      return reply.status(201).header('Cache-Control', 'no-store').send(started);
    },
  );

  app.get(
    '/api/cards/:id/payments',
    {
      onRequest: app.requireCardOwner({ allowStaff: true }),
      schema: {
        tags: ['payments'],
        summary: 'The card’s state (by the server’s clock) and its payments, newest first',
        params: cardIdParamsSchema,
        response: { 200: cardPaymentsSchema, ...GUARDED },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const card = ownedCard(request);
      const rows = await paymentsRepository(app.db).listForCard(card.id);
      return {
        cardId: card.id,
        couple: `${card.groom_name} & ${card.bride_name}`,
        state: cardState(card.status, card.created_at, app.clock.now(), card.trial_ends_at),
        payments: rows.map(paymentSummary),
      };
    },
  );
};

export default checkoutRoutes;
