import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PartyInput } from '@shared/guests/guest-party';
import type { GuestImport, GuestImportReply, GuestParty } from '@shared/schemas/guest-list';
import { apiRequest } from '@web/lib/api-client';
import { guestListKey, guestsPath, showParty } from './guest-list';

// What the owner does to the list: add, edit and delete a party, import many, mark a message
// sent, renew a link. Each answer lands in the cached list; an import reads the list again.

const partyPath = (cardId: string, partyId: string) =>
  `${guestsPath(cardId)}/${encodeURIComponent(partyId)}`;

export type SendKind = 'invitation' | 'reminder';

/** Tambah (no party yet) or Simpan (an edit) of the party form. */
export function useSaveParty(cardId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ partyId, input }: { partyId: string | null; input: PartyInput }) =>
      apiRequest<GuestParty>(partyId ? partyPath(cardId, partyId) : guestsPath(cardId), {
        method: partyId ? 'PUT' : 'POST',
        body: JSON.stringify(input),
      }),
    onSuccess: (party) => showParty(queryClient, cardId, party.id, party),
  });
}

export function useDeleteParty(cardId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (party: GuestParty) =>
      apiRequest<void>(partyPath(cardId, party.id), { method: 'DELETE' }),
    onSuccess: (_reply, party) => showParty(queryClient, cardId, party.id, null),
  });
}

/** The party's invitation (or reminder) marked as sent now: its WhatsApp button was tapped. */
export function useMarkSent(cardId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ party, kind }: { party: GuestParty; kind: SendKind }) =>
      apiRequest<GuestParty>(`${partyPath(cardId, party.id)}/sent`, {
        method: 'POST',
        body: JSON.stringify({ kind }),
      }),
    onSuccess: (party) => showParty(queryClient, cardId, party.id, party),
  });
}

/** Tukar pautan: a new personal link; the old one opens the plain card from now on. */
export function useRenewLink(cardId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (party: GuestParty) =>
      apiRequest<GuestParty>(`${partyPath(cardId, party.id)}/link`, { method: 'POST' }),
    onSuccess: (party) => showParty(queryClient, cardId, party.id, party),
  });
}

/** Pasted lines, a CSV or a phone's contacts: all the good lines, or nothing (the server's rule). */
export function useImportParties(cardId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: GuestImport) =>
      apiRequest<GuestImportReply>(`${guestsPath(cardId)}/import`, {
        method: 'POST',
        body: JSON.stringify(body),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: guestListKey(cardId) }),
  });
}
