import type { InfiniteData, QueryClient, QueryKey } from '@tanstack/react-query';
import type { OwnerRsvp, OwnerRsvpPage } from '@shared/schemas/rsvp';
import { applyToPage } from '../utils/rsvp-groups';
import type { RsvpView } from './get-rsvps';
import { rsvpListsKey } from './get-rsvps';

type CachedList = InfiniteData<OwnerRsvpPage, string | null>;
export type CacheSnapshot = [QueryKey, CachedList | undefined][];

const VIEWS: readonly string[] = ['semua', 'belum', 'sudah', 'tidak'];
const viewOf = (key: QueryKey): RsvpView | null => {
  const view = key[4];
  return typeof view === 'string' && VIEWS.includes(view) ? (view as RsvpView) : null;
};

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
  const queryKey = rsvpListsKey(cardId);
  // A refetch already under way would bring back the old row over the new one.
  await queryClient.cancelQueries({ queryKey });
  const snapshot = queryClient.getQueriesData<CachedList>({ queryKey });
  for (const [key, list] of snapshot) {
    const view = viewOf(key);
    if (!list || !view) continue;
    queryClient.setQueryData<CachedList>(key, {
      ...list,
      pages: list.pages.map((page) => applyToPage(page, view, before, after)),
    });
  }
  return snapshot;
}

export function restoreCachedLists(queryClient: QueryClient, snapshot: CacheSnapshot) {
  for (const [key, list] of snapshot) queryClient.setQueryData(key, list);
}
