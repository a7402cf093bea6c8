import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UsherLink } from '@shared/schemas/check-in';
import { apiRequest } from '@web/lib/api-client';
import { usherLinkKeys } from '@web/lib/query-keys';

export const revokeUsherLink = (cardId: string, usherId: string) =>
  apiRequest<UsherLink>(
    `/cards/${encodeURIComponent(cardId)}/ushers/${encodeURIComponent(usherId)}`,
    { method: 'DELETE' },
  );

/** Batalkan: the link's phone can no longer check anyone in (its next call is refused). */
export function useRevokeUsherLink(cardId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (link: UsherLink) => revokeUsherLink(cardId, link.id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usherLinkKeys.all(cardId) }),
  });
}
