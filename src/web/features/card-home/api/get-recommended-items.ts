import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RecommendedItemList } from '@shared/schemas/owner-card';
import { apiRequest } from '@web/lib/api-client';
import { siteKeys } from '@web/lib/query-keys';

/** The card home's Recommended list. */
export const recommendedItemsQueryOptions = () =>
  queryOptions({
    queryKey: siteKeys.recommendedItems(),
    queryFn: () => apiRequest<RecommendedItemList>('/recommended-items'),
    staleTime: 5 * 60_000,
  });

export function useRecommendedItems() {
  return useQuery(recommendedItemsQueryOptions());
}
