import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GuestParty, PartyBody } from '@shared/schemas/guest-list';
import { apiRequest } from '@web/lib/api-client';
import { showParty } from './guest-list-cache';
import { guestsPath, partyPath } from './guest-paths';

/** Tambah (no party yet) or Simpan (an edit) of the party form; the answer lands in the list. */
export function useSaveParty(cardId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ partyId, input }: { partyId: string | null; input: PartyBody }) =>
      apiRequest<GuestParty>(partyId ? partyPath(cardId, partyId) : guestsPath(cardId), {
        method: partyId ? 'PUT' : 'POST',
        body: JSON.stringify(input),
      }),
    onSuccess: (party) => showParty(queryClient, cardId, party.id, party),
  });
}
