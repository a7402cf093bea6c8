import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminPromoCodeReply, PromoUpdateBody } from '@shared/schemas/promo-admin';
import { apiRequest } from '@web/lib/api-client';
import { promoCodesQueryOptions } from './get-promo-codes';

/** Staff: change a code, or switch it off / on (audit-logged). */
export function updatePromoCode(code: string, body: PromoUpdateBody): Promise<AdminPromoCodeReply> {
  return apiRequest<AdminPromoCodeReply>(`/admin/promo-codes/${encodeURIComponent(code)}`, {
    method: 'PATCH',
    body: JSON.stringify(body),
  });
}

export function useUpdatePromoCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ code, body }: { code: string; body: PromoUpdateBody }) =>
      updatePromoCode(code, body),
    onSuccess: () => queryClient.invalidateQueries(promoCodesQueryOptions()),
  });
}
