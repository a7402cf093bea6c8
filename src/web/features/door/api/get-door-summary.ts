import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DoorSummary } from '@shared/schemas/check-in';
import type { DoorAccess } from './door-access';
import { doorKeys } from '@web/lib/query-keys';
import { doorRequest } from './door-access';

export const getDoorSummary = (access: DoorAccess, signal?: AbortSignal) =>
  doorRequest<DoorSummary>(access, '', { signal });

export const doorSummaryQueryOptions = (access: DoorAccess) =>
  queryOptions({
    queryKey: doorKeys.summary(access.cardId),
    queryFn: ({ signal }) => getDoorSummary(access, signal),
    // Kept fresh by the live stream (or its 2 s polling), not by age.
    staleTime: 0,
  });

/** The usher screen's header: the couple, the date and the counts. */
export function useDoorSummary(access: DoorAccess) {
  return useQuery(doorSummaryQueryOptions(access));
}
