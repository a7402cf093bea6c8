import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CardOpens } from '@shared/schemas/card-opens';
import { apiRequest } from '@web/lib/api-client';
import { ownerKeys } from '@web/lib/query-keys';

/** How many opened the card: in all, today and on each of the last 30 days. */
export function getCardOpens(cardId: string): Promise<CardOpens> {
  return apiRequest<CardOpens>(`/cards/${encodeURIComponent(cardId)}/opens`);
}

/** Every minute while the card home is open: guests keep opening it. */
const REFRESH_MS = 60_000;

export const cardOpensQueryOptions = (cardId: string) =>
  queryOptions({
    // Under the owner's card, so logging out forgets it with the rest.
    queryKey: [...ownerKeys.card(cardId), 'opens'] as const,
    queryFn: () => getCardOpens(cardId),
    refetchInterval: REFRESH_MS,
  });

export function useCardOpens(cardId: string) {
  return useQuery(cardOpensQueryOptions(cardId));
}
