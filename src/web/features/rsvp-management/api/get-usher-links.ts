import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UsherLink } from '@shared/schemas/check-in';
import { apiRequest } from '@web/lib/api-client';
import { usherLinkKeys } from '@web/lib/query-keys';

export const getUsherLinks = (cardId: string) =>
  apiRequest<{ ushers: UsherLink[] }>(`/cards/${encodeURIComponent(cardId)}/ushers`);

export const usherLinksQueryOptions = (cardId: string) =>
  queryOptions({
    queryKey: usherLinkKeys.all(cardId),
    queryFn: () => getUsherLinks(cardId),
    select: (reply) => reply.ushers,
  });

/** The usher links the owner has handed out, revoked ones too. */
export function useUsherLinks(cardId: string) {
  return useQuery(usherLinksQueryOptions(cardId));
}
