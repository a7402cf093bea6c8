import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { SandboxProvider } from './providers/sandbox-provider';
import { SANDBOX_PAY_PATH } from './providers/sandbox-provider';
import { acceptFormBodies } from './form-body';
import { sandboxMissingBillPage, sandboxPayPage } from './sandbox-pay-page';

export interface SandboxPayPageRoutesOptions {
  provider: SandboxProvider;
}

const billParams = z.object({ bill: z.string().regex(/^[a-z0-9]{1,40}$/) });
const choiceBody = z.object({ outcome: z.enum(['paid', 'failed']) });

/**
 * The sandbox's pay page (`/pay/sandbox/:bill`), registered only when the sandbox is the
 * provider (never in production): Berjaya or Gagal, then what Billplz does, in its order: the
 * signed callback to Jemput's callback address, and the browser sent to the redirect address
 * with the signed outcome in the query.
 */
const sandboxPayPageRoutes: FastifyPluginAsyncZod<SandboxPayPageRoutesOptions> = async (
  app,
  { provider },
) => {
  acceptFormBodies(app);

  app.get(
    `${SANDBOX_PAY_PATH}/:bill`,
    { schema: { hide: true, params: billParams } },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store').type('text/html; charset=utf-8');
      const bill = provider.find(request.params.bill);
      if (!bill) return reply.status(404).send(sandboxMissingBillPage(request.locale));
      return sandboxPayPage(
        { ...bill, paid: bill.state === 'paid' },
        `${SANDBOX_PAY_PATH}/${bill.ref}`,
        request.locale,
      );
    },
  );

  app.post(
    `${SANDBOX_PAY_PATH}/:bill`,
    { bodyLimit: 1024, schema: { hide: true, params: billParams, body: choiceBody } },
    async (request, reply) => {
      const settled = provider.settle(request.params.bill, request.body.outcome, app.clock.now());
      if (!settled) {
        return reply
          .status(404)
          .type('text/html; charset=utf-8')
          .send(sandboxMissingBillPage(request.locale));
      }
      // Billplz posts the callback from its servers; the sandbox posts it through the app.
      const delivered = await app.inject({
        method: 'POST',
        url: new URL(settled.callbackUrl).pathname,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(settled.callback).toString(),
      });
      if (delivered.statusCode !== 200) {
        request.log.warn({ status: delivered.statusCode }, 'sandbox callback refused');
      }
      return reply.redirect(settled.redirectTo, 303);
    },
  );
};

export default sandboxPayPageRoutes;
