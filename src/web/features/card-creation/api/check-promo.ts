import { useMutation } from '@tanstack/react-query';
import type { PromoCheckReply } from '@shared/schemas/promo';
import { apiRequest } from '@web/lib/api-client';

/** owner-side §7 "GET /promocode/{code}" (Apply): the discount and what is left to pay. */
export function useCheckPromo() {
  return useMutation({
    mutationFn: (code: string) =>
      apiRequest<PromoCheckReply>('/promo-codes/check', {
        method: 'POST',
        body: JSON.stringify({ code }),
      }),
  });
}
