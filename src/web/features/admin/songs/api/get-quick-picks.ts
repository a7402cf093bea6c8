import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QuickPickList } from '@shared/schemas/music';
import { apiRequest } from '@web/lib/api-client';
import { adminKeys } from '@web/lib/query-keys';

/** The 12 songs the music page offers (the public list staff keep). */
export function getQuickPicks(): Promise<QuickPickList> {
  return apiRequest<QuickPickList>('/music/quick-picks');
}

export const quickPicksQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.quickPicks(), queryFn: getQuickPicks });

export function useQuickPicks() {
  return useQuery(quickPicksQueryOptions());
}
