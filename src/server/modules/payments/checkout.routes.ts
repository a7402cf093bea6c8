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
import { checkoutSummary, startCheckout } from './checkout.service';
import type { PaymentsDeps } from './payments-deps';
import { paymentSummary } from './payment-view';
import { paymentsRepository } from './payments.repository';
import { GUARDED_REPLIES } from '../../http/guarded-route';

export interface CheckoutRoutesOptions {
  deps: PaymentsDeps;
}

/**
 * Checkout, paid or made free by a promo code: the owner's checkout of one card (owner only:
 * staff do not pay on an owner's behalf) and the card's payments (owner, or staff: audit-logged
 * by the guard).
 */
const checkoutRoutes: FastifyPluginAsyncZod<CheckoutRoutesOptions> = async (app, { deps }) => {
  const ownerOnly = app.requireCardOwner();

  app.get(
    '/api/cards/:id/checkout',
    ownerOnly(
      {
        schema: {
          tags: ['payments'],
          summary: 'What the checkout page shows: the product, the price and the billing details',
          params: cardIdParamsSchema,
          response: { 200: checkoutSummarySchema, ...GUARDED_REPLIES },
        },
      },
      async (request, reply, { card, user }) => {
        reply.header('Cache-Control', 'no-store');
        return checkoutSummary(deps, user, card, app.clock.now());
      },
    ),
  );

  app.post(
    '/api/cards/:id/checkout',
    ownerOnly(
      {
        bodyLimit: 4 * 1024,
        config: {
          rateLimit: {
            ...CHECKOUT_RATE_LIMIT,
            // After the guard, so the count is the owner's (many phones share an address).
            hook: 'preHandler',
            keyGenerator: ownerOnly.key(({ user }) => `checkout:user:${user.id}`),
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
            ...GUARDED_REPLIES,
            409: apiErrorSchema,
            413: apiErrorSchema,
            429: apiErrorSchema,
            502: apiErrorSchema,
          },
        },
      },
      async (request, reply, { card, user }) => {
        const { name, mobile, promo } = request.body;
        const started = await startCheckout(
          deps,
          {
            owner: user,
            card: card,
            billing: { name, mobile },
            promo,
            locale: request.locale,
          },
          app.clock.now(),
        );
        return reply.status(201).header('Cache-Control', 'no-store').send(started);
      },
    ),
  );

  app.get(
    '/api/cards/:id/payments',
    app.requireCardOwner({ allowStaff: true })(
      {
        schema: {
          tags: ['payments'],
          summary: 'The card’s state (by the server’s clock) and its payments, newest first',
          params: cardIdParamsSchema,
          response: { 200: cardPaymentsSchema, ...GUARDED_REPLIES },
        },
      },
      async (request, reply, { card }) => {
        reply.header('Cache-Control', 'no-store');
        const rows = await paymentsRepository(app.db).listForCard(card.id);
        return {
          cardId: card.id,
          couple: `${card.groom_name} & ${card.bride_name}`,
          state: cardState(card.status, card.created_at, app.clock.now(), card.trial_ends_at),
          payments: rows.map(paymentSummary),
        };
      },
    ),
  );
};

export default checkoutRoutes;
