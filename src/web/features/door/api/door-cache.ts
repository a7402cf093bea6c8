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

/**
 * Shows a guest as the door of `majlisId` now has them in its cached lists, before the lists are
 * read again (another majlis's lists are the guest's answer there, untouched).
 */
function showGuestInCache(
  queryClient: QueryClient,
  cardId: string,
  majlisId: string,
  guest: DoorGuest,
  was?: string,
) {
  queryClient.setQueriesData<CachedGuests>(
    { queryKey: doorKeys.guests(cardId, majlisId) },
    (list) => list && withGuest(list, guest, was),
  );
}

/**
 * After a check-in, a walk-in or Batal: the door's lists show `guest` as the server's reply has
 * them, then are read again. A read already on its way (one the network's return set off, say)
 * may have been answered before the change landed; arriving after the reply, it would put the
 * guest back as they were, until the next change. It is cancelled first, so every read that
 * answers is one that left after the change. The read again is not waited for: offline, it
 * pauses until the network returns, and the queue sending the next action must not wait on it.
 */
export async function settleGuestInCache(
  queryClient: QueryClient,
  cardId: string,
  majlisId: string | undefined,
  guest: DoorGuest,
  was?: string,
): Promise<void> {
  await queryClient.cancelQueries({ queryKey: doorKeys.all(cardId) });
  if (majlisId) showGuestInCache(queryClient, cardId, majlisId, guest, was);
  void queryClient.invalidateQueries({ queryKey: doorKeys.all(cardId) });
}
