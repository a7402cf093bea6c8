import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OwnerCard } from '@shared/schemas/owner-card';
import type { CardLanguageBody, CardLanguageReply } from '@shared/schemas/card-language';
import { ownerCardQueryOptions } from '@web/api/owner-card';
import { apiRequest } from '@web/lib/api-client';

/** `PUT /api/cards/:id/language`: the language of the card's fixed words, saved at once. */
export function setCardLanguage(id: string, body: CardLanguageBody): Promise<CardLanguageReply> {
  return apiRequest<CardLanguageReply>(`/cards/${encodeURIComponent(id)}/language`, {
    method: 'PUT',
    body: JSON.stringify(body),
  });
}

/**
 * Sets the card's language. The card's query takes it at once (the editor's unsaved edits stay:
 * no version is raised), then reads the card again.
 */
export function useSetCardLanguage(id: string) {
  const queryClient = useQueryClient();
  const cardKey = ownerCardQueryOptions(id).queryKey;
  return useMutation({
    mutationFn: (body: CardLanguageBody) => setCardLanguage(id, body),
    onSuccess: (reply) => {
      queryClient.setQueryData<OwnerCard>(cardKey, (card) =>
        card ? { ...card, language: reply.language } : card,
      );
      void queryClient.invalidateQueries({ queryKey: cardKey });
    },
  });
}
