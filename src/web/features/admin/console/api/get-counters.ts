import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Counters } from '@shared/schemas/admin';
import { apiRequest } from '@web/lib/api-client';
import { adminKeys } from '@web/lib/query-keys';

/** The console's counters (real counts). */
export function getCounters(): Promise<Counters> {
  return apiRequest<Counters>('/admin/counters');
}

export const countersQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.counters(), queryFn: getCounters });

export function useCounters() {
  return useQuery(countersQueryOptions());
}
