import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { DoorGuest, DoorGuestPage } from '@shared/schemas/check-in';
import { doorGuestsKey } from './get-door-guests';

/** Shows a guest as the server now has them in every cached list, before the lists are read again. */
export function showGuestInCache(queryClient: QueryClient, cardId: string, guest: DoorGuest) {
  queryClient.setQueriesData<InfiniteData<DoorGuestPage, string | null>>(
    { queryKey: doorGuestsKey(cardId) },
    (list) =>
      list && {
        ...list,
        pages: list.pages.map((page) => ({
          ...page,
          guests: page.guests.map((each) => (each.id === guest.id ? guest : each)),
        })),
      },
  );
}
