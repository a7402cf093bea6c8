import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { OwnerRsvpPage, RsvpGroup } from '@shared/schemas/rsvp';
import { OWNER_RSVP_PAGE_SIZE } from '@shared/schemas/rsvp';
import { apiRequest } from '@web/lib/api-client';
import { rsvpKeys } from '@web/lib/query-keys';

// The card's RSVPs a page at a time, newest first, filtered by the server (group and search),
// with the groups' counts.

/** What the list shows: one of the three groups, or every RSVP. */
export type RsvpView = RsvpGroup | 'all';

/** The views in the order the tabs show them. */
export const RSVP_VIEWS: readonly RsvpView[] = ['all', 'expected', 'checked-in', 'declined'];

export function getRsvpPage(
  cardId: string,
  view: RsvpView,
  q: string,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<OwnerRsvpPage> {
  const params = new URLSearchParams({ limit: String(OWNER_RSVP_PAGE_SIZE) });
  if (view !== 'all') params.set('group', view);
  if (q) params.set('q', q);
  if (cursor) params.set('cursor', cursor);
  return apiRequest<OwnerRsvpPage>(`/cards/${encodeURIComponent(cardId)}/rsvps?${params}`, {
    signal,
  });
}

export const rsvpListQueryOptions = (cardId: string, view: RsvpView, q: string) =>
  infiniteQueryOptions({
    queryKey: rsvpKeys.list(cardId, view, q),
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
