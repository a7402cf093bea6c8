import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CardPayments } from '@shared/schemas/checkout';
import { apiRequest } from '../lib/api-client';
import { ownerKeys } from '@web/lib/query-keys';

// A card's state and its payments, newest first (`GET /api/cards/:id/payments`): the success
// page waits on it and the card home shows the payment, so it lives at the shared level.

/** How often the success page asks again while the provider has not confirmed the payment. */
export const PAYMENT_POLL_MS = 2000;

export const cardPaymentsQueryOptions = (id: string) =>
  queryOptions({
    // Under the card's own key: logging out forgets it, and whatever invalidates the card
    // (a payment, a free activation) invalidates its payments with it.
    queryKey: ownerKeys.payments(id),
    queryFn: () => apiRequest<CardPayments>(`/cards/${encodeURIComponent(id)}/payments`),
  });

/** Still waiting for the provider: the newest attempt is pending and the card not yet active. */
export function awaitingPayment(payments: CardPayments | undefined): boolean {
  return payments?.state !== 'active' && payments?.payments[0]?.status === 'pending';
}

/**
 * The card's payments; with `poll`, asked again every 2 s for as long as the newest one is
 * pending (the provider's callback may land a moment after the owner is sent back to us).
 */
export function useCardPayments(id: string, { poll = false }: { poll?: boolean } = {}) {
  return useQuery({
    ...cardPaymentsQueryOptions(id),
    refetchInterval: (query) =>
      poll && awaitingPayment(query.state.data) ? PAYMENT_POLL_MS : false,
    // The success page must show what the database says now, not a reply from before paying.
    ...(poll ? { staleTime: 0, refetchOnMount: 'always' as const } : {}),
  });
}
