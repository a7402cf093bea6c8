import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OwnerCard, RsvpClosesOnReply } from '@shared/schemas/owner-card';
import { ownerCardQueryOptions } from '@web/api/owner-card';
import { apiRequest } from '@web/lib/api-client';

export function setRsvpClosesOn(cardId: string, closesOn: string | null) {
  return apiRequest<RsvpClosesOnReply>(`/cards/${encodeURIComponent(cardId)}/rsvp-closes-on`, {
    method: 'PUT',
    body: JSON.stringify({ closesOn }),
  });
}

/**
 * Tarikh akhir RSVP: the RSVP's last day, or none. The card's query takes the server's value, as
 * the RSVP switches do.
 */
export function useSetRsvpClosesOn(cardId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (closesOn: string | null) => setRsvpClosesOn(cardId, closesOn),
    onSuccess: (reply) => {
      const { queryKey } = ownerCardQueryOptions(cardId);
      queryClient.setQueryData<OwnerCard>(queryKey, (card) =>
        card ? { ...card, features: { ...card.features, rsvpClosesOn: reply.closesOn } } : card,
      );
    },
  });
}
