import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { GuestList, GuestParty } from '@shared/schemas/guest-list';
import { apiRequest } from '@web/lib/api-client';

// The card's guest list (issue 19, `GET /api/cards/:id/guests`): every party at once (3,000 at
// most), so search and filters run in the page without asking the server again.

/** Under the card's key: logging out forgets the list with the rest of the owner's data. */
export const guestListKey = (cardId: string) => ['me', 'card', cardId, 'guests'] as const;

export const guestsPath = (cardId: string) => `/cards/${encodeURIComponent(cardId)}/guests`;

export const guestListQueryOptions = (cardId: string) =>
  queryOptions({
    queryKey: guestListKey(cardId),
    queryFn: ({ signal }) => apiRequest<GuestList>(guestsPath(cardId), { signal }),
    // Guests open their links and answer while the owner looks: read again when opened again.
    staleTime: 0,
  });

export function useGuestList(cardId: string) {
  return useQuery(guestListQueryOptions(cardId));
}

/**
 * Puts the server's answer for one party into the cached list at once (a send marked, an edit,
 * a new link), or takes it out (`after` null), so a tap shows without reading 3,000 parties
 * again. The page counts its totals from the parties, so they follow.
 */
export function showParty(
  queryClient: QueryClient,
  cardId: string,
  partyId: string,
  after: GuestParty | null,
) {
  queryClient.setQueryData<GuestList>(guestListKey(cardId), (list) => {
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
}
