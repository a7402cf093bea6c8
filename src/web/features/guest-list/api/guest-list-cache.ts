import type { QueryClient } from '@tanstack/react-query';
import type { GuestList, GuestParty } from '@shared/schemas/guest-list';
import { guestListKeys, rsvpKeys } from '@web/lib/query-keys';

/**
 * Puts the server's answer for one party into the cached list at once (a send marked, an edit,
 * a new link), or takes it out (`after` null), so a tap shows without reading 3,000 parties
 * again. The page counts its totals from the parties, so they follow; the majlis totals the
 * server counts (who has not replied at each majlis) are read again.
 *
 * A read of the list already on its way (a guest's RSVP set it off) may have been answered before
 * this change: arriving after, it would show the party as it was. It is cancelled, and the list
 * read again once the change is in.
 */
export async function showParty(
  queryClient: QueryClient,
  cardId: string,
  partyId: string,
  after: GuestParty | null,
): Promise<void> {
  const listKey = guestListKeys.list(cardId);
  const reading = queryClient.isFetching({ queryKey: listKey }) > 0;
  await queryClient.cancelQueries({ queryKey: listKey });
  queryClient.setQueryData<GuestList>(listKey, (list) => {
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
  if (reading) void queryClient.invalidateQueries({ queryKey: listKey });
  void queryClient.invalidateQueries({ queryKey: rsvpKeys.totals(cardId) });
}
