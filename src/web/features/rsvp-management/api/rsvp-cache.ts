import type { InfiniteData, QueryClient, QueryKey } from '@tanstack/react-query';
import type { OwnerRsvp, OwnerRsvpPage } from '@shared/schemas/rsvp';
import { applyToPage } from '../utils/rsvp-groups';
import { rsvpKeys } from '@web/lib/query-keys';
import { RSVP_VIEWS } from './get-rsvps';

type CachedList = InfiniteData<OwnerRsvpPage, string | null>;
export type CacheSnapshot = [QueryKey, CachedList | undefined][];

/**
 * Shows a change in every cached list of the card at once (before the server's answer, or before
 * the refetch that follows it): the row changes, or leaves the lists whose group it left, and
 * the counts move. Returns what was there, to put back if the server refuses.
 */
export async function showInCachedLists(
  queryClient: QueryClient,
  cardId: string,
  before: OwnerRsvp,
  after: OwnerRsvp | null,
): Promise<CacheSnapshot> {
  // A refetch already under way would bring back the old row over the new one.
  await queryClient.cancelQueries({ queryKey: rsvpKeys.all(cardId) });
  const snapshot: CacheSnapshot = [];
  // Each view's lists are found by their key's prefix, so the view is known without reading it
  // back out of a key.
  for (const view of RSVP_VIEWS) {
    const lists = queryClient.getQueriesData<CachedList>({ queryKey: rsvpKeys.view(cardId, view) });
    for (const [key, list] of lists) {
      snapshot.push([key, list]);
      if (!list) continue;
      queryClient.setQueryData<CachedList>(key, {
        ...list,
        pages: list.pages.map((page) => applyToPage(page, view, before, after)),
      });
    }
  }
  return snapshot;
}

export function restoreCachedLists(queryClient: QueryClient, snapshot: CacheSnapshot) {
  for (const [key, list] of snapshot) queryClient.setQueryData(key, list);
}
