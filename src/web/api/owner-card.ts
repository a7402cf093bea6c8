import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OwnerCard } from '@shared/schemas/owner-card';
import { apiRequest } from '../lib/api-client';
import { ownerKeys } from '@web/lib/query-keys';

// One of the owner's cards as the owner sees it (`GET /api/cards/:id/edit`): the card home, the
// edit page and the theme change page all read it, so it lives at the shared level. The server
// answers 401 without a session, 403 for another owner's card and 404 for an unknown one.

export const ownerCardQueryOptions = (id: string) =>
  queryOptions({
    // Under 'me': logging out forgets it with the rest of the owner's data.
    queryKey: ownerKeys.card(id),
    queryFn: () => apiRequest<OwnerCard>(`/cards/${encodeURIComponent(id)}/edit`),
  });

export function useOwnerCard(id: string) {
  return useQuery(ownerCardQueryOptions(id));
}
