import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GuestList } from '@shared/schemas/guest-list';
import { apiRequest } from '@web/lib/api-client';
import { guestListKeys } from '@web/lib/query-keys';
import { guestsPath } from './guest-paths';

// The card's guest list (`GET /api/cards/:id/guests`): every party at once (3,000 at most), so
// search and filters run in the page without asking the server again.

export const guestListQueryOptions = (cardId: string) =>
  queryOptions({
    queryKey: guestListKeys.list(cardId),
    queryFn: ({ signal }) => apiRequest<GuestList>(guestsPath(cardId), { signal }),
    // Guests open their links and answer while the owner looks: read again when opened again.
    staleTime: 0,
  });

export function useGuestList(cardId: string) {
  return useQuery(guestListQueryOptions(cardId));
}
