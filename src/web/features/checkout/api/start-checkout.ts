import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CheckoutBody, CheckoutReply } from '@shared/schemas/checkout';
import { apiRequest } from '@web/lib/api-client';
import { ownerKeys } from '@web/lib/query-keys';

/**
 * Beli Sekarang / Aktifkan Kad (idle, processing, then payment or the
 * card home). The server prices the order itself and answers where to go next; when a promo
 * left nothing to pay the card is active at once, and every view of the owner's cards (the list,
 * the card, its payments) is out of date.
 */
export function useStartCheckout(cardId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CheckoutBody) =>
      apiRequest<CheckoutReply>(`/cards/${encodeURIComponent(cardId)}/checkout`, {
        method: 'POST',
        body: JSON.stringify(body),
      }),
    onSuccess: (reply) => {
      // Marked stale, not read again here: the checkout would redraw itself as "already
      // active" and drop the form before it sends the owner on to the card home, which reads
      // them afresh when it opens.
      if (reply.next === 'active') {
        void queryClient.invalidateQueries({ queryKey: ownerKeys.all(), refetchType: 'none' });
      }
    },
  });
}
