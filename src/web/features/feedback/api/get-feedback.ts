import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { FeedbackList } from '@shared/schemas/feedback';
import { FEEDBACK_PAGE_SIZE } from '@shared/schemas/feedback';
import { apiRequest } from '@web/lib/api-client';
import { feedbackKeys } from '@web/lib/query-keys';

/** The summary and a page of entries (all, or of one rating). */
export function getFeedback(rating: number | null, page: number): Promise<FeedbackList> {
  const query = new URLSearchParams({ page: String(page), pageSize: String(FEEDBACK_PAGE_SIZE) });
  if (rating !== null) query.set('rating', String(rating));
  return apiRequest<FeedbackList>(`/feedback?${query.toString()}`);
}

export const feedbackInfiniteQueryOptions = (rating: number | null) =>
  infiniteQueryOptions({
    queryKey: feedbackKeys.public(rating),
    queryFn: ({ pageParam }) => getFeedback(rating, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.page * last.pageSize < last.total ? last.page + 1 : undefined,
    // Another filter keeps the page in place until its entries come.
    placeholderData: keepPreviousData,
  });

/** The list "load more" grows; the summary is the first page's. */
export function useFeedback(rating: number | null) {
  return useInfiniteQuery(feedbackInfiniteQueryOptions(rating));
}
