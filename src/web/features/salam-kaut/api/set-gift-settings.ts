import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GiftSettingsBody, GiftSettingsReply } from '@shared/schemas/salam-kaut';
import { apiRequest } from '@web/lib/api-client';
import { rememberSalamKaut } from './get-salam-kaut';

/** The gift ideas and salam kaut switches, as one call. */
export function setGiftSettings(
  cardId: string,
  body: GiftSettingsBody,
): Promise<GiftSettingsReply> {
  return apiRequest<GiftSettingsReply>(`/cards/${encodeURIComponent(cardId)}/gift-settings`, {
    method: 'PUT',
    body: JSON.stringify(body),
  });
}

/** One switch (gift ideas or salam kaut); each switch on the page has its own. */
export function useSetGiftSettings(cardId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: GiftSettingsBody) => setGiftSettings(cardId, body),
    onSuccess: (reply) => rememberSalamKaut(queryClient, cardId, reply),
  });
}
