import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { HashtagBody, HashtagReply, OwnerCard } from '@shared/schemas/owner-card';
import { ownerCardQueryOptions } from '@web/api/owner-card';
import { apiRequest } from '@web/lib/api-client';

/** The card hashtag; the card's query takes it at once. */
export function useSetHashtag(cardId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: HashtagBody) =>
      apiRequest<HashtagReply>(`/cards/${encodeURIComponent(cardId)}/hashtag`, {
        method: 'PUT',
        body: JSON.stringify(body),
      }),
    onSuccess: (reply) => {
      const { queryKey } = ownerCardQueryOptions(cardId);
      queryClient.setQueryData<OwnerCard>(queryKey, (card) =>
        card ? { ...card, hashtag: reply.hashtag } : card,
      );
      void queryClient.invalidateQueries({ queryKey });
    },
  });
}
