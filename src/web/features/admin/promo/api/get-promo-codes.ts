import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminPromoCodeList } from '@shared/schemas/promo-admin';
import { apiRequest } from '@web/lib/api-client';
import { adminKeys } from '@web/lib/query-keys';

/** Staff: every promo code, newest first, with its uses so far. */
export function getPromoCodes(): Promise<AdminPromoCodeList> {
  return apiRequest<AdminPromoCodeList>('/admin/promo-codes');
}

export const promoCodesQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.promoCodes(), queryFn: getPromoCodes });

export function usePromoCodes() {
  return useQuery(promoCodesQueryOptions());
}
