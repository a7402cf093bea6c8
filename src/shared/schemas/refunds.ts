import { z } from 'zod';
import { ruleMessage } from '../i18n/rule-words';
import { pageSchema } from './admin';
import { pathIdSchema } from './path-id';

// Money that came for a card already sold (a superseded bill paid anyway, a bill paid after a
// promo made the card free) is recorded as a refund owed. Staff see the list, give the money
// back through the provider's dashboard or a bank transfer, and mark each one done here.

export const REFUND_STATUSES = ['due', 'refunded'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/** The refunds' refusals, as the catalogue's words (`ruleMessage`): each reader's language. */
export const REFUND_MESSAGES = {
  notDue: ruleMessage('staffPayments.error.notDue'),
  notFound: ruleMessage('staffPayments.error.notFound'),
  badStatus: ruleMessage('staffPayments.error.badStatus'),
} as const;

/** A payment's id: 16 lowercase letters and digits (the server's randomId(16)). */
export const PAYMENT_ID_PATTERN = /^[a-z0-9]{16}$/;
export const paymentIdParamsSchema = z.object({
  id: pathIdSchema(PAYMENT_ID_PATTERN, REFUND_MESSAGES.notFound),
});

export const refundsQuerySchema = z.object({
  status: z.enum(REFUND_STATUSES, REFUND_MESSAGES.badStatus).default('due'),
  page: pageSchema,
});
export type RefundsQuery = z.input<typeof refundsQuerySchema>;

export const refundSchema = z.object({
  paymentId: z.string(),
  cardId: z.string(),
  /** "Ali & Aminah", or null when the card is gone. */
  couple: z.string().nullable(),
  /** The card's owner (who checked out). */
  ownerEmail: z.string().nullable(),
  payerName: z.string().nullable(),
  payerEmail: z.string().nullable(),
  payerMobile: z.string().nullable(),
  amountSen: z.number().int(),
  provider: z.string(),
  /** The provider's bill id: what the provider's dashboard finds the payment by. */
  reference: z.string(),
  paidAt: z.string().nullable(),
  status: z.enum(REFUND_STATUSES),
  refundedAt: z.string().nullable(),
  /** The staff member who marked it refunded. */
  refundedBy: z.string().nullable(),
});
export type Refund = z.infer<typeof refundSchema>;

export const refundsPageSchema = z.object({
  refunds: z.array(refundSchema),
  /** Refunds still owed, whatever page or status is shown (for the console's heading). */
  dueCount: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type RefundsPage = z.infer<typeof refundsPageSchema>;

export const refundMarkedSchema = z.object({ refund: refundSchema, message: z.string() });
export type RefundMarked = z.infer<typeof refundMarkedSchema>;
