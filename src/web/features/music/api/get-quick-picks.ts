import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QuickPickList } from '@shared/schemas/music';
import { apiRequest } from '@web/lib/api-client';
import { siteKeys } from '@web/lib/query-keys';

/** The 12 songs the music page offers (staff keep the list). */
export function getQuickPicks(): Promise<QuickPickList> {
  return apiRequest<QuickPickList>('/music/quick-picks');
}

export const quickPicksQueryOptions = () =>
  queryOptions({
    queryKey: siteKeys.musicQuickPicks(),
    queryFn: getQuickPicks,
    staleTime: 5 * 60_000,
  });

export function useQuickPicks() {
  return useQuery(quickPicksQueryOptions());
}
