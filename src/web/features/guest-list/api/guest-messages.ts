import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { GuestParty } from '@shared/schemas/guest-list';
import type { GuestMessageSchedule } from '@shared/schemas/guest-messages';
import { apiRequest } from '@web/lib/api-client';
import { guestListKeys } from '@web/lib/query-keys';
import { showParty } from './guest-list-cache';
import { guestsPath, partyPath } from './guest-paths';

// The messages after the invitation: when the day-before reminders and the thank-yous may go
// (`GET /api/cards/:id/guests/messages`, by the server's clock, so the page offers what the
// server will mark), and one send marked.

export const guestMessagesQueryOptions = (cardId: string) =>
  queryOptions({
    queryKey: guestListKeys.messages(cardId),
    queryFn: ({ signal }) =>
      apiRequest<GuestMessageSchedule>(`${guestsPath(cardId)}/messages`, { signal }),
    // The day turns while the page is open: read again when the owner comes back to it.
    staleTime: 0,
  });

export function useGuestMessages(cardId: string) {
  return useQuery(guestMessagesQueryOptions(cardId));
}

/** A day-before reminder (for one majlis) or a thank-you marked sent now: its tap went. */
export type MessageSend =
  | { party: GuestParty; kind: 'day-before'; majlisId: string }
  | { party: GuestParty; kind: 'thanks' };

export function useMarkMessage(cardId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (send: MessageSend) =>
      send.kind === 'day-before'
        ? apiRequest<GuestParty>(`${partyPath(cardId, send.party.id)}/day-before`, {
            method: 'POST',
            body: JSON.stringify({ majlis: send.majlisId }),
          })
        : apiRequest<GuestParty>(`${partyPath(cardId, send.party.id)}/thanks`, {
            method: 'POST',
          }),
    onSuccess: (party) => showParty(queryClient, cardId, party.id, party),
  });
}
