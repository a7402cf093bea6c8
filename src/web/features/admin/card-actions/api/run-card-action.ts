import { useMutation } from '@tanstack/react-query';
import type { CardAction, CardActionReply } from '@shared/schemas/admin';
import { apiRequest } from '@web/lib/api-client';

/** One of the staff's one-card actions: activate music, hide gift, salam kaut or RSVP. */
export function runCardAction(cardId: string, action: CardAction): Promise<CardActionReply> {
  return apiRequest<CardActionReply>(
    `/admin/cards/${encodeURIComponent(cardId)}/actions/${action}`,
    { method: 'POST' },
  );
}

export function useRunCardAction(action: CardAction) {
  return useMutation({ mutationFn: (cardId: string) => runCardAction(cardId, action) });
}
