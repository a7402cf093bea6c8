import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { DoorGuest, DoorGuestPage } from '@shared/schemas/check-in';
import { doorKeys } from '@web/lib/query-keys';

type CachedGuests = InfiniteData<DoorGuestPage, string | null>;

/**
 * The list with `guest` as the server now has it. `was` is the id the usher tapped when it is not
 * the guest's own: a listed party that never replied (`party:<id>`) comes back from Daftar Masuk
 * as the RSVP it now has, so its row gives way to that RSVP (once, whichever came first: the
 * reply, or a refetch after the live event).
 */
export function withGuest(list: CachedGuests, guest: DoorGuest, was = guest.id): CachedGuests {
  let shown = false;
  return {
    ...list,
    pages: list.pages.map((page) => ({
      ...page,
      guests: page.guests.flatMap((each) => {
        if (each.id !== guest.id && each.id !== was) return [each];
        if (shown) return [];
        shown = true;
        return [guest];
      }),
    })),
  };
}

/** Shows a guest as the server now has them in every cached list, before the lists are read again. */
export function showGuestInCache(
  queryClient: QueryClient,
  cardId: string,
  guest: DoorGuest,
  was?: string,
) {
  queryClient.setQueriesData<CachedGuests>(
    { queryKey: doorKeys.guests(cardId) },
    (list) => list && withGuest(list, guest, was),
  );
}
