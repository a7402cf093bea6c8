import { useMutation } from '@tanstack/react-query';
import type { PromoCheckReply } from '@shared/schemas/promo';
import { apiRequest } from '../lib/api-client';

// The promo code's Apply: the profile page and the checkout page both
// offer it, so it lives at the shared level.

/** Apply: the discount and what is left to pay, in sen (the product's messages on refusal). */
export function useCheckPromo() {
  return useMutation({
    mutationFn: (code: string) =>
      apiRequest<PromoCheckReply>('/promo-codes/check', {
        method: 'POST',
        body: JSON.stringify({ code }),
      }),
  });
}
