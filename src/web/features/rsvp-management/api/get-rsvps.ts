import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { OwnerRsvpPage, RsvpGroup } from '@shared/schemas/rsvp';
import { OWNER_RSVP_PAGE_SIZE } from '@shared/schemas/rsvp';
import { apiRequest } from '@web/lib/api-client';

// owner-side §2 "RSVP management", §5 search, §7 "GET /rsvp/{id}": the card's RSVPs a page at a
// time, newest first, filtered by the server (group and search), with the groups' counts.

/** What the list shows: one of the three groups, or every RSVP. */
export type RsvpView = RsvpGroup | 'semua';

/** Every cached list of the card: under the card's key, so logging out forgets them. */
export const rsvpListsKey = (cardId: string) => ['me', 'card', cardId, 'rsvps'] as const;

export function getRsvpPage(
  cardId: string,
  view: RsvpView,
  q: string,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<OwnerRsvpPage> {
  const params = new URLSearchParams({ limit: String(OWNER_RSVP_PAGE_SIZE) });
  if (view !== 'semua') params.set('group', view);
  if (q) params.set('q', q);
  if (cursor) params.set('cursor', cursor);
  return apiRequest<OwnerRsvpPage>(`/cards/${encodeURIComponent(cardId)}/rsvps?${params}`, {
    signal,
  });
}

export const rsvpListQueryOptions = (cardId: string, view: RsvpView, q: string) =>
  infiniteQueryOptions({
    // The view and the search sit at fixed places (4 and 5): the optimistic updates read them.
    queryKey: [...rsvpListsKey(cardId), view, q] as const,
    queryFn: ({ pageParam, signal }) => getRsvpPage(cardId, view, q, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    // Guests keep answering while the owner looks: a list opened again is read again.
    staleTime: 0,
  });

/**
 * The list for one view and search. `keepPreviousData`: while the next search or tab loads, the
 * last answer stays on screen (dimmed by the page) instead of a spinner at every key pressed.
 */
export function useRsvpList(cardId: string, view: RsvpView, q: string) {
  return useInfiniteQuery({
    ...rsvpListQueryOptions(cardId, view, q),
    placeholderData: keepPreviousData,
  });
}

export type RsvpListQuery = ReturnType<typeof useRsvpList>;
