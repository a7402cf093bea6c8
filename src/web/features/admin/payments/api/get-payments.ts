import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PaymentsPage, PaymentsQuery } from '@shared/schemas/admin';
import { apiRequest } from '@web/lib/api-client';
import { adminKeys } from '@web/lib/query-keys';

/** Payments, newest first, filtered and paged. */
export function getPayments(query: PaymentsQuery): Promise<PaymentsPage> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  return apiRequest<PaymentsPage>(`/admin/payments?${params.toString()}`);
}

export const paymentsQueryOptions = (query: PaymentsQuery) =>
  queryOptions({
    queryKey: adminKeys.payments(query),
    queryFn: () => getPayments(query),
    placeholderData: keepPreviousData,
  });

export function usePayments(query: PaymentsQuery) {
  return useQuery(paymentsQueryOptions(query));
}
