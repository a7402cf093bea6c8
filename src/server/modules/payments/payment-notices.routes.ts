import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@shared/schemas/api-error';
import { badRequest, notFound, said } from '../../http/errors';
import { acceptFormBodies } from './form-body';
import type { NoticeOutcome } from './payment-notices.service';
import { applyNotice } from './payment-notices.service';
import type { PaymentsDeps } from './payments-deps';
import { paymentsRepository } from './payments.repository';

export interface PaymentNoticesRoutesOptions {
  deps: PaymentsDeps;
}

const providerParams = z.object({ provider: z.string().max(20) });
const fieldsSchema = z.record(z.string().max(200), z.string().max(2000));
const receivedSchema = z.object({ received: z.literal(true) });

/**
 * The payment provider's word on a bill: its signed callback
 * (server to server, retried until it gets a 200) and the payer's browser coming back with a
 * signed outcome in the query. Either may come first, or twice; applyNotice makes the second
 * change nothing. No session: the signature is the authority, and nothing unsigned is believed.
 */
const paymentNoticesRoutes: FastifyPluginAsyncZod<PaymentNoticesRoutesOptions> = async (
  app,
  { deps },
) => {
  acceptFormBodies(app);
  const ours = (provider: string) => provider === deps.provider.name;

  app.post(
    '/api/payments/:provider/callback',
    {
      bodyLimit: 16 * 1024,
      schema: {
        tags: ['payments'],
        summary: 'The provider’s signed callback (Billplz X Signature, form fields)',
        params: providerParams,
        body: fieldsSchema,
        response: {
          200: receivedSchema,
          400: apiErrorSchema,
          404: apiErrorSchema,
          413: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      if (!ours(request.params.provider)) throw notFound();
      const notice = deps.provider.verifyCallback(request.body);
      if (!notice) {
        request.log.warn('payment callback with a bad signature');
        throw badRequest(said('checkout.notice.badSignature'));
      }
      const outcome = await applyNotice(deps, notice, app.clock.now());
      refuseUnless(outcome);
      return reply.header('Cache-Control', 'no-store').send({ received: true as const });
    },
  );

  app.get(
    '/api/payments/:provider/return',
    {
      schema: {
        tags: ['payments'],
        summary:
          'The payer comes back from the provider: the outcome is checked, then the browser goes to /success/:id or /pay/failed',
        params: providerParams,
        querystring: fieldsSchema,
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      if (!ours(request.params.provider)) return reply.redirect('/dashboard', 303);
      const notice = deps.provider.verifyRedirect(request.query);
      if (!notice) {
        request.log.warn('payment redirect with a bad signature');
        // Unsigned words change nothing: the success page shows what the database knows.
        const ref = request.query['billplz[id]'];
        const payment = ref
          ? await paymentsRepository(app.db).findByProviderRef(deps.provider.name, ref)
          : undefined;
        return reply.redirect(payment ? `/success/${payment.card_id}` : '/dashboard', 303);
      }
      const outcome = await applyNotice(deps, notice, app.clock.now());
      return reply.redirect(returnTo(outcome), 303);
    },
  );
};

/** The callback's answer: 200 for whatever settled (or had settled) the bill, else an error. */
function refuseUnless(outcome: NoticeOutcome): void {
  if (outcome.kind === 'unknown_bill') throw notFound(said('checkout.notice.unknownBill'));
  if (outcome.kind === 'wrong_amount' || outcome.kind === 'wrong_collection') {
    throw badRequest(said('checkout.notice.mismatch'));
  }
}

/** Where the payer's browser goes: the success page reads the payment from the database. */
function returnTo(outcome: NoticeOutcome): string {
  if (outcome.kind === 'unknown_bill') return '/dashboard';
  if (outcome.kind === 'not_paid') return '/pay/failed';
  return `/success/${outcome.payment.card_id}`;
}

export default paymentNoticesRoutes;
