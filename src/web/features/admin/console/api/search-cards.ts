import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CardSearchReply } from '@shared/schemas/admin';
import { apiRequest } from '@web/lib/api-client';
import { adminKeys } from '@web/lib/query-keys';

/** Cards by id, owner e-mail (exact or prefix) or the couple's names. */
export function searchCards(q: string): Promise<CardSearchReply> {
  return apiRequest<CardSearchReply>(`/admin/cards?q=${encodeURIComponent(q)}`);
}

export const cardSearchQueryOptions = (q: string) =>
  queryOptions({ queryKey: adminKeys.cardSearch(q), queryFn: () => searchCards(q) });

/** Runs only once there is something to look for. */
export function useCardSearch(q: string) {
  return useQuery({ ...cardSearchQueryOptions(q), enabled: q.trim().length > 0 });
}
