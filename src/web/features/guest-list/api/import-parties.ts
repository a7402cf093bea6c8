import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GuestImport, GuestImportReply } from '@shared/schemas/guest-list';
import { apiRequest } from '@web/lib/api-client';
import { guestListKeys, rsvpKeys } from '@web/lib/query-keys';
import { guestsPath } from './guest-paths';

/**
 * Pasted lines, a CSV or a phone's contacts: all the good lines, or nothing (the server's rule).
 * The list is read again afterwards.
 */
export function useImportParties(cardId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: GuestImport) =>
      apiRequest<GuestImportReply>(`${guestsPath(cardId)}/import`, {
        method: 'POST',
        body: JSON.stringify(body),
      }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: guestListKeys.list(cardId) }),
        // New parties are not yet replied at their majlis.
        queryClient.invalidateQueries({ queryKey: rsvpKeys.totals(cardId) }),
      ]),
  });
}
