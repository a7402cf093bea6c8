import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GuestParty } from '@shared/schemas/guest-list';
import { apiRequest } from '@web/lib/api-client';
import { showParty } from './guest-list-cache';
import { partyPath } from './guest-paths';

/** Takes a party off the list; its personal link stops working. */
export function useDeleteParty(cardId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (party: GuestParty) =>
      apiRequest<void>(partyPath(cardId, party.id), { method: 'DELETE' }),
    onSuccess: (_reply, party) => showParty(queryClient, cardId, party.id, null),
  });
}
