import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OwnerCard } from '@shared/schemas/owner-card';
import type { RsvpSettingsBody, RsvpSettingsReply } from '@shared/schemas/rsvp-management';
import { ownerCardQueryOptions } from '@web/api/owner-card';
import { apiRequest } from '@web/lib/api-client';

export function setRsvpSettings(cardId: string, body: RsvpSettingsBody) {
  return apiRequest<RsvpSettingsReply>(`/cards/${encodeURIComponent(cardId)}/rsvp-settings`, {
    method: 'PUT',
    body: JSON.stringify(body),
  });
}

/**
 * The RSVP switch and the
 * guests' e-mail switch. A switch flips when the server has it; rather than reloading the
 * page, the card's query takes the server's values (the card's own key only: a prefix
 * match would read every RSVP list again for nothing).
 */
export function useSetRsvpSettings(cardId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RsvpSettingsBody) => setRsvpSettings(cardId, body),
    onSuccess: (reply) => {
      const { queryKey } = ownerCardQueryOptions(cardId);
      queryClient.setQueryData<OwnerCard>(queryKey, (card) =>
        card
          ? {
              ...card,
              features: { ...card.features, rsvp: reply.rsvp, email_input: reply.email_input },
            }
          : card,
      );
    },
  });
}
