import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GuestParty } from '@shared/schemas/guest-list';
import { apiRequest } from '@web/lib/api-client';
import { showParty } from './guest-list-cache';
import { partyPath } from './guest-paths';

export type SendKind = 'invitation' | 'reminder';

/** Every message the list sends one tap at a time: these two, and the two after them. */
export type SendFlowKind = SendKind | 'day-before' | 'thanks';

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
