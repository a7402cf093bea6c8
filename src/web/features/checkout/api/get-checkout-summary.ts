import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CheckoutSummary } from '@shared/schemas/checkout';
import { apiRequest } from '@web/lib/api-client';
import { ownerKeys } from '@web/lib/query-keys';

// The product, the price and the billing details last given. Like the
// card itself the server answers 401 without a session, 403 for another owner's card and 404
// for an unknown one.

export function getCheckoutSummary(id: string) {
  return apiRequest<CheckoutSummary>(`/cards/${encodeURIComponent(id)}/checkout`);
}

export const checkoutSummaryQueryOptions = (id: string) =>
  queryOptions({
    // Under the card's own key, so logging out or activating the card forgets it.
    queryKey: ownerKeys.checkout(id),
    queryFn: () => getCheckoutSummary(id),
    // The price and the card's state may have changed since the card home was open.
    staleTime: 0,
  });

export function useCheckoutSummary(id: string) {
  return useQuery(checkoutSummaryQueryOptions(id));
}
