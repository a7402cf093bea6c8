import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UsherLinkBody, UsherLink } from '@shared/schemas/check-in';
import { apiRequest } from '@web/lib/api-client';
import { usherLinkKeys } from '@web/lib/query-keys';

export const createUsherLink = (cardId: string, body: UsherLinkBody) =>
  apiRequest<UsherLink>(`/cards/${encodeURIComponent(cardId)}/ushers`, {
    method: 'POST',
    body: JSON.stringify(body),
  });

/** A new usher link with a label (who or which door it is for) and its majlis (null: all). */
export function useCreateUsherLink(cardId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UsherLinkBody) => createUsherLink(cardId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usherLinkKeys.all(cardId) }),
  });
}
