import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OwnerRsvp } from '@shared/schemas/rsvp';
import { apiRequest } from '@web/lib/api-client';
import { rsvpKeys } from '@web/lib/query-keys';
import { showInCachedLists } from './rsvp-cache';

export function deleteRsvp(cardId: string, rsvpId: string): Promise<void> {
  return apiRequest<void>(
    `/cards/${encodeURIComponent(cardId)}/rsvps/${encodeURIComponent(rsvpId)}`,
    { method: 'DELETE' },
  );
}

/**
 * Padam, once confirmed. Not shown before
 * the server agrees (the dialog waits for it); then the row leaves every list at once and the
 * lists and counts are read again.
 */
export function useDeleteRsvp(cardId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rsvp: OwnerRsvp) => deleteRsvp(cardId, rsvp.id),
    onSuccess: async (_reply, rsvp) => {
      await showInCachedLists(queryClient, cardId, rsvp, null);
      await queryClient.invalidateQueries({ queryKey: rsvpKeys.all(cardId) });
    },
  });
}
