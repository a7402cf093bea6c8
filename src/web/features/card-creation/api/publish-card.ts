import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PublishCardBody, PublishCardReply } from '@shared/schemas/publish';
import { myCardsQueryOptions } from '@web/api/my-cards';
import { apiRequest } from '@web/lib/api-client';

/** The draft becomes the owner's card. */
export function usePublishCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PublishCardBody) =>
      apiRequest<PublishCardReply>('/cards', { method: 'POST', body: JSON.stringify(body) }),
    // The card list has a new card.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myCardsQueryOptions().queryKey }),
  });
}
