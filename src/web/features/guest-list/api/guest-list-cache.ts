import type { QueryClient } from '@tanstack/react-query';
import type { GuestList, GuestParty } from '@shared/schemas/guest-list';
import { guestListKeys, rsvpKeys } from '@web/lib/query-keys';

/**
 * Puts the server's answer for one party into the cached list at once (a send marked, an edit,
 * a new link), or takes it out (`after` null), so a tap shows without reading 3,000 parties
 * again. The page counts its totals from the parties, so they follow; the majlis totals the
 * server counts (who has not replied at each majlis) are read again.
 */
export function showParty(
  queryClient: QueryClient,
  cardId: string,
  partyId: string,
  after: GuestParty | null,
) {
  queryClient.setQueryData<GuestList>(guestListKeys.list(cardId), (list) => {
    if (!list) return list;
    const known = list.parties.some((party) => party.id === partyId);
    const parties =
      after === null
        ? list.parties.filter((party) => party.id !== partyId)
        : known
          ? list.parties.map((party) => (party.id === partyId ? after : party))
          : [...list.parties, after];
    return { ...list, parties };
  });
  void queryClient.invalidateQueries({ queryKey: rsvpKeys.totals(cardId) });
}
