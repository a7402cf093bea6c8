import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Refund, RefundMarked } from '@shared/schemas/refunds';
import { apiRequest } from '@web/lib/api-client';
import { adminKeys } from '@web/lib/query-keys';

/** Sudah dipulangkan: staff gave the money back outside Jemput (recorded once, audited). */
export function markRefunded(paymentId: string): Promise<RefundMarked> {
  return apiRequest<RefundMarked>(`/admin/payments/${encodeURIComponent(paymentId)}/refunded`, {
    method: 'POST',
  });
}

/**
 * Marks a refund done. Whatever the answer (done, or already marked by someone else), the lists
 * it shows in are read again: the refunds, the payments' badges, the card's page, the audit log.
 */
export function useMarkRefunded() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (refund: Refund) => markRefunded(refund.paymentId),
    onSettled: (_reply, _error, refund) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.refundsAll() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.paymentsAll() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.card(refund.cardId) }),
        queryClient.invalidateQueries({ queryKey: adminKeys.auditAll() }),
      ]),
  });
}
