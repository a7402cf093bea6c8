import type { PaymentSummary } from '@shared/schemas/checkout';
import type { PaymentRow } from './payments.repository';

/** A payment as its owner and staff see it: no payer details, no provider notice. */
export function paymentSummary(row: PaymentRow): PaymentSummary {
  return {
    id: row.id,
    provider: row.provider,
    reference: row.provider_ref ?? row.id,
    amountSen: row.amount_sen,
    discountSen: row.discount_sen,
    promoCode: row.promo_code,
    status: row.status,
    createdAt: row.created_at,
    paidAt: row.paid_at,
    refund: row.refund_status,
    refundedAt: row.refunded_at,
  };
}
