import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_PAGE_SIZE } from '@shared/schemas/admin';
import { apiErrorSchema } from '@shared/schemas/api-error';
import type { Refund } from '@shared/schemas/refunds';
import {
  REFUND_MESSAGES,
  paymentIdParamsSchema,
  refundMarkedSchema,
  refundsPageSchema,
  refundsQuerySchema,
} from '@shared/schemas/refunds';
import { conflict, notFound } from '../../http/errors';
import { siteTranslator } from '../../http/site-words';
import { auditLog } from '../audit/audit-log';
import { formatRinggit } from '@shared/money/ringgit';
import type { RefundRow } from './payments.repository';
import { paymentsRepository } from './payments.repository';
import { STAFF_REPLIES } from '../../http/guarded-route';

function refundView(row: RefundRow): Refund {
  return {
    paymentId: row.id,
    cardId: row.card_id,
    couple: row.groom_name && row.bride_name ? `${row.groom_name} & ${row.bride_name}` : null,
    ownerEmail: row.owner_email,
    payerName: row.payer_name,
    payerEmail: row.payer_email,
    payerMobile: row.payer_mobile,
    amountSen: Number(row.amount_sen),
    provider: row.provider,
    reference: row.provider_ref ?? row.id,
    paidAt: row.paid_at,
    status: row.refund_status === 'refunded' ? 'refunded' : 'due',
    refundedAt: row.refunded_at,
    refundedBy: row.refunded_by,
  };
}

/**
 * Staff's payments to refund: money that came for a card already sold. Staff give it back
 * outside Jemput (the provider's dashboard, or a bank transfer) and mark it here; who marked it
 * and when is kept on the payment and in the audit log.
 */
const refundsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/refunds',
    app.requireStaff(
      {
        schema: {
          tags: ['admin'],
          summary: 'Payments to refund (or refunded), newest first, with the card and its owner',
          querystring: refundsQuerySchema,
          response: { 200: refundsPageSchema, 400: apiErrorSchema, ...STAFF_REPLIES },
        },
      },
      async (request, reply) => {
        reply.header('Cache-Control', 'no-store');
        const { status, page } = request.query;
        const found = await paymentsRepository(app.db).refunds(status, page, ADMIN_PAGE_SIZE);
        return {
          refunds: found.rows.map(refundView),
          dueCount: found.dueCount,
          page,
          pageSize: ADMIN_PAGE_SIZE,
          total: found.total,
        };
      },
    ),
  );

  app.post(
    '/api/admin/payments/:id/refunded',
    app.requireStaff(
      {
        schema: {
          tags: ['admin'],
          summary: 'Sudah dipulangkan: the money was given back (recorded once, audited)',
          params: paymentIdParamsSchema,
          response: {
            200: refundMarkedSchema,
            ...STAFF_REPLIES,
            400: apiErrorSchema,
            404: apiErrorSchema,
            409: apiErrorSchema,
          },
        },
      },
      async (request, reply, { user: staff }) => {
        reply.header('Cache-Control', 'no-store');
        const { id } = request.params;
        const now = app.clock.now();
        const marked = await app.db.transaction().execute(async (trx) => {
          const payments = paymentsRepository(trx);
          if (!(await payments.markRefunded(id, staff.email, now))) return undefined;
          const row = await payments.findRefund(id);
          if (!row) return undefined;
          await auditLog(trx).record(
            {
              actorEmail: staff.email,
              action: 'refunded',
              cardId: row.card_id,
              detail: `${formatRinggit(Number(row.amount_sen))} (${row.provider_ref ?? row.id})`,
            },
            now,
          );
          return row;
        });
        if (marked) {
          const message = siteTranslator(request.locale).t('staffPayments.reply.marked');
          return { refund: refundView(marked), message };
        }
        const row = await paymentsRepository(app.db).findRefund(id);
        if (!row) throw notFound(REFUND_MESSAGES.notFound);
        throw conflict(REFUND_MESSAGES.notDue);
      },
    ),
  );
};

export default refundsRoutes;
