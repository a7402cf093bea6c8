import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CardContent } from '@shared/card/card-content';
import type { CardVersionReply, OwnerCard, UpdateCardBody } from '@shared/schemas/owner-card';
import { myCardsQueryOptions } from '@web/api/my-cards';
import { ownerCardQueryOptions } from '@web/api/owner-card';
import { apiRequest } from '@web/lib/api-client';

/**
 * The full edit, `PUT /api/cards/:id`: the whole card,
 * checked with the rules of publishing, and the version the edits started from. 409 when the
 * card was saved elsewhere since; 400 names the field it refuses (`card.groom_name`).
 */
export function updateCard(id: string, body: UpdateCardBody): Promise<CardVersionReply> {
  return apiRequest<CardVersionReply>(`/cards/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: JSON.stringify(body),
  });
}

/** What the edit page saves: the card as on its screen, and the version it started from. */
export interface CardUpdate {
  version: number;
  card: CardContent;
}

/**
 * Saves the edit page's card. The card's query takes the new version and content at once, then
 * it and the owner's card list are read again from the server.
 */
export function useUpdateCard(id: string) {
  const queryClient = useQueryClient();
  const cardKey = ownerCardQueryOptions(id).queryKey;
  return useMutation({
    mutationFn: (body: CardUpdate) => updateCard(id, body),
    onSuccess: (reply, body) => {
      queryClient.setQueryData<OwnerCard>(cardKey, (card) =>
        card ? { ...card, version: reply.version, content: body.card } : card,
      );
      void queryClient.invalidateQueries({ queryKey: cardKey });
      void queryClient.invalidateQueries({ queryKey: myCardsQueryOptions().queryKey });
    },
  });
}
