import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyCardList } from '@shared/schemas/owner';
import { apiRequest } from '../lib/api-client';
import { ownerKeys } from '@web/lib/query-keys';

/** The owner's cards, as the session's own cards (`GET /api/me/cards`). */
export const myCardsQueryOptions = () =>
  queryOptions({
    queryKey: ownerKeys.cards(),
    queryFn: () => apiRequest<MyCardList>('/me/cards'),
  });

export function useMyCards(enabled: boolean) {
  return useQuery({ ...myCardsQueryOptions(), enabled });
}
