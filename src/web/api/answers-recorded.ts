import type { QueryClient } from '@tanstack/react-query';
import { guestListKeys, rsvpKeys } from '@web/lib/query-keys';

/**
 * After the owner answered for a guest by hand: the guest list (the party's answer), the RSVP
 * lists and each majlis's totals and seats are read again.
 */
export function answersRecorded(queryClient: QueryClient, cardId: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: guestListKeys.list(cardId) }),
    queryClient.invalidateQueries({ queryKey: rsvpKeys.all(cardId) }),
  ]);
}

/**
 * After the server refused the owner's answer (a session filled up meanwhile, say): the seats
 * are read again, so the form shows "Penuh" where it now applies. Not waited for: the refusal
 * shows at once.
 */
export function answersRefused(queryClient: QueryClient, cardId: string) {
  void queryClient.invalidateQueries({ queryKey: rsvpKeys.totals(cardId) });
}
