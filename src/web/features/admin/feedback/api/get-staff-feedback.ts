import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { StaffFeedbackList } from '@shared/schemas/feedback';
import { apiRequest } from '@web/lib/api-client';
import { adminKeys } from '@web/lib/query-keys';

export const STAFF_FEEDBACK_PAGE_SIZE = 20;

/** Staff: every entry, hidden ones too, newest first, a page at a time. */
export function getStaffFeedback(page: number): Promise<StaffFeedbackList> {
  return apiRequest<StaffFeedbackList>(
    `/admin/feedback?page=${page}&pageSize=${STAFF_FEEDBACK_PAGE_SIZE}`,
  );
}

export const staffFeedbackQueryOptions = (page: number) =>
  queryOptions({
    queryKey: adminKeys.feedback(page),
    queryFn: () => getStaffFeedback(page),
    placeholderData: keepPreviousData,
  });

export function useStaffFeedback(page: number) {
  return useQuery(staffFeedbackQueryOptions(page));
}
