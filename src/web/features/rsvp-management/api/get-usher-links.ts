import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UsherLink } from '@shared/schemas/check-in';
import { apiRequest } from '@web/lib/api-client';

/** The card's usher links, revoked ones too (under the card's key: logging out forgets them). */
export const usherLinksKey = (cardId: string) => ['me', 'card', cardId, 'ushers'] as const;

export const getUsherLinks = (cardId: string) =>
  apiRequest<{ ushers: UsherLink[] }>(`/cards/${encodeURIComponent(cardId)}/ushers`);

export const usherLinksQueryOptions = (cardId: string) =>
  queryOptions({
    queryKey: usherLinksKey(cardId),
    queryFn: () => getUsherLinks(cardId),
    select: (reply) => reply.ushers,
  });

/** issue 14 "Usher link": the links the owner has handed out (DESIGN.md item 12). */
export function useUsherLinks(cardId: string) {
  return useQuery(usherLinksQueryOptions(cardId));
}
