import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RefundStatus, RefundsPage } from '@shared/schemas/refunds';
import { apiRequest } from '@web/lib/api-client';
import { adminKeys } from '@web/lib/query-keys';

/** Payments to refund (`due`) or refunded, newest first, one page; with the count still owed. */
export function getRefunds(status: RefundStatus, page: number): Promise<RefundsPage> {
  const params = new URLSearchParams({ status, page: String(page) });
  return apiRequest<RefundsPage>(`/admin/refunds?${params.toString()}`);
}

export const refundsQueryOptions = (status: RefundStatus, page = 1) =>
  queryOptions({
    queryKey: adminKeys.refunds(status, page),
    // No placeholder from the other list: a moment of the owed list under the "Sudah
    // dipulangkan" tab would read as the wrong thing.
    queryFn: () => getRefunds(status, page),
  });

export function useRefunds(status: RefundStatus, page = 1) {
  return useQuery(refundsQueryOptions(status, page));
}
