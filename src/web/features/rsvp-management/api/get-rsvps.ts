import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { OwnerRsvpPage, RsvpGroup } from '@shared/schemas/rsvp';
import { OWNER_RSVP_PAGE_SIZE } from '@shared/schemas/rsvp';
import type { RsvpScope } from '@shared/schemas/rsvp-majlis';
import { apiRequest } from '@web/lib/api-client';
import { rsvpKeys } from '@web/lib/query-keys';

// The card's RSVPs a page at a time, newest first, filtered by the server (group, majlis or
// session, and search), with the groups' counts.

/** What the list shows: one of the three groups, or every RSVP. */
export type RsvpView = RsvpGroup | 'all';

/** The views in the order the tabs show them. */
export const RSVP_VIEWS: readonly RsvpView[] = ['all', 'expected', 'checked-in', 'declined'];

/** The scope as a query key's part: '' for every RSVP. */
const scopeKey = (scope: RsvpScope) =>
  scope.majlis === null ? '' : `${scope.majlis}/${scope.session ?? ''}`;

export function getRsvpPage(
  cardId: string,
  view: RsvpView,
  q: string,
  scope: RsvpScope,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<OwnerRsvpPage> {
  const params = new URLSearchParams({ limit: String(OWNER_RSVP_PAGE_SIZE) });
  if (view !== 'all') params.set('group', view);
  if (scope.majlis !== null) params.set('majlis', scope.majlis);
  if (scope.session !== null) params.set('session', scope.session);
  if (q) params.set('q', q);
  if (cursor) params.set('cursor', cursor);
  return apiRequest<OwnerRsvpPage>(`/cards/${encodeURIComponent(cardId)}/rsvps?${params}`, {
    signal,
  });
}

export const rsvpListQueryOptions = (cardId: string, view: RsvpView, q: string, scope: RsvpScope) =>
  infiniteQueryOptions({
    queryKey: rsvpKeys.list(cardId, view, q, scopeKey(scope)),
    queryFn: ({ pageParam, signal }) => getRsvpPage(cardId, view, q, scope, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    // Guests keep answering while the owner looks: a list opened again is read again.
    staleTime: 0,
  });

/**
 * The list for one view, majlis or session, and search. `keepPreviousData`: while the next
 * search or tab loads, the last answer stays on screen (dimmed by the page) instead of a spinner
 * at every key pressed.
 */
export function useRsvpList(cardId: string, view: RsvpView, q: string, scope: RsvpScope) {
  return useInfiniteQuery({
    ...rsvpListQueryOptions(cardId, view, q, scope),
    placeholderData: keepPreviousData,
  });
}

export type RsvpListQuery = ReturnType<typeof useRsvpList>;
