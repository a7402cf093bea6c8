import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { DoorSummary } from '@shared/schemas/check-in';
import type { DoorAccess } from './door-access';
import { doorKeys } from '@web/lib/query-keys';
import { doorRequest } from './door-access';

/** The header of the door of `majlisId` (null: the link's majlis, the only one, or the next). */
export const getDoorSummary = (access: DoorAccess, majlisId: string | null, signal?: AbortSignal) =>
  doorRequest<DoorSummary>(
    access,
    majlisId ? `?${new URLSearchParams({ majlis: majlisId })}` : '',
    { signal },
  );

export const doorSummaryQueryOptions = (access: DoorAccess, majlisId: string | null) =>
  queryOptions({
    queryKey: doorKeys.summary(access.cardId, majlisId),
    queryFn: ({ signal }) => getDoorSummary(access, majlisId, signal),
    // Kept fresh by the live stream (or its 2 s polling), not by age.
    staleTime: 0,
  });

/**
 * The usher screen's header: the couple, the door's majlis with its counts and sessions, and the
 * majlis the caller may choose. The last majlis's stays while the next one chosen loads.
 */
export function useDoorSummary(access: DoorAccess, majlisId: string | null) {
  return useQuery({
    ...doorSummaryQueryOptions(access, majlisId),
    placeholderData: keepPreviousData,
  });
}
