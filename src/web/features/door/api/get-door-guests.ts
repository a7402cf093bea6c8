import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { DoorGuestPage } from '@shared/schemas/check-in';
import type { DoorAccess } from './door-access';
import { doorKeys } from '@web/lib/query-keys';
import { doorRequest } from './door-access';

export function getDoorGuests(
  access: DoorAccess,
  majlisId: string,
  q: string,
  cursor: string | null,
  signal?: AbortSignal,
) {
  const params = new URLSearchParams({ majlis: majlisId });
  if (q) params.set('q', q);
  if (cursor) params.set('cursor', cursor);
  return doorRequest<DoorGuestPage>(access, `/guests?${params}`, { signal });
}

export const doorGuestsQueryOptions = (access: DoorAccess, majlisId: string, q: string) =>
  infiniteQueryOptions({
    queryKey: doorKeys.guestSearch(access.cardId, majlisId, q),
    queryFn: ({ pageParam, signal }) => getDoorGuests(access, majlisId, q, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    staleTime: 0,
  });

/**
 * The guests of the door's majlis by name, 50 at a time (no phone numbers or e-mails: the door
 * sees names only). The last answer stays while the next search loads, and while the phone is
 * offline (then filtered here).
 */
export function useDoorGuests(access: DoorAccess, majlisId: string, q: string) {
  return useInfiniteQuery({
    ...doorGuestsQueryOptions(access, majlisId, q),
    placeholderData: keepPreviousData,
  });
}

export type DoorGuestsQuery = ReturnType<typeof useDoorGuests>;
