import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MusicSettingsBody, MusicSettingsReply } from '@shared/schemas/music';
import type { OwnerCard } from '@shared/schemas/owner-card';
import { ownerCardQueryOptions } from '@web/api/owner-card';
import { apiRequest } from '@web/lib/api-client';

/** The music switch and the song, as one call. */
export function setMusic(cardId: string, body: MusicSettingsBody): Promise<MusicSettingsReply> {
  return apiRequest<MusicSettingsReply>(`/cards/${encodeURIComponent(cardId)}/music`, {
    method: 'PUT',
    body: JSON.stringify(body),
  });
}

/**
 * The music switch or the song. A switch flips when the server has it; the card's query then
 * holds the server's values (the card's own key only).
 */
export function useSetMusic(cardId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MusicSettingsBody) => setMusic(cardId, body),
    onSuccess: (reply) => {
      queryClient.setQueryData<OwnerCard>(ownerCardQueryOptions(cardId).queryKey, (card) =>
        card
          ? {
              ...card,
              features: {
                ...card.features,
                music: reply.music,
                song: reply.ytId !== null,
                ytId: reply.ytId,
                musicStart: reply.musicStart,
              },
            }
          : card,
      );
    },
  });
}
