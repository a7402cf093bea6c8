import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GuestParty } from '@shared/schemas/guest-list';
import { apiRequest } from '@web/lib/api-client';
import { showParty } from './guest-list-cache';
import { partyPath } from './guest-paths';

/** Tukar pautan: a new personal link; the old one opens the plain card from now on. */
export function useRenewLink(cardId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (party: GuestParty) =>
      apiRequest<GuestParty>(`${partyPath(cardId, party.id)}/link`, { method: 'POST' }),
    onSuccess: (party) => showParty(queryClient, cardId, party.id, party),
  });
}
