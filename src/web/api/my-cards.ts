import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyCardList } from '@shared/schemas/owner';
import { apiRequest } from '../lib/api-client';

/** owner-side §7 "GET /senaraikad/{email}", as the session's own cards (`GET /api/me/cards`). */
export const myCardsQueryOptions = () =>
  queryOptions({
    queryKey: ['me', 'cards'],
    queryFn: () => apiRequest<MyCardList>('/me/cards'),
  });

export function useMyCards(enabled: boolean) {
  return useQuery({ ...myCardsQueryOptions(), enabled });
}
