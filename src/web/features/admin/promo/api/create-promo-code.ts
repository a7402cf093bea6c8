import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminPromoCodeReply, PromoCreateBody } from '@shared/schemas/promo-admin';
import { apiRequest } from '@web/lib/api-client';
import { promoCodesQueryOptions } from './get-promo-codes';

/** Staff: a new code (audit-logged). */
export function createPromoCode(body: PromoCreateBody): Promise<AdminPromoCodeReply> {
  return apiRequest<AdminPromoCodeReply>('/admin/promo-codes', {
    method: 'POST',
    body: JSON.stringify(body),
  });
}

export function useCreatePromoCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPromoCode,
    onSuccess: () => queryClient.invalidateQueries(promoCodesQueryOptions()),
  });
}
