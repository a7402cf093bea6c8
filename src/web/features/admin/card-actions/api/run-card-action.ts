import { useMutation } from '@tanstack/react-query';
import type { CardAction, CardActionReply } from '@shared/schemas/admin';
import { apiRequest } from '@web/lib/api-client';

/** owner-side §7 "PUT /activate-music", "/activate-hide-gift", "/activate-salam-kaut", "/activate-rsvp". */
export function runCardAction(cardId: string, action: CardAction): Promise<CardActionReply> {
  return apiRequest<CardActionReply>(
    `/admin/cards/${encodeURIComponent(cardId)}/actions/${action}`,
    { method: 'POST' },
  );
}

export function useRunCardAction(action: CardAction) {
  return useMutation({ mutationFn: (cardId: string) => runCardAction(cardId, action) });
}
