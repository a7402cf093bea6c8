import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AfterTheDay, AfterTheDayBody, AfterTheDayReply } from '@shared/schemas/after-the-day';
import { apiRequest } from '@web/lib/api-client';
import { ownerKeys } from '@web/lib/query-keys';

const afterTheDayKey = (cardId: string) => [...ownerKeys.card(cardId), 'after-the-day'] as const;
const path = (cardId: string) => `/cards/${encodeURIComponent(cardId)}/after-the-day`;

/** The card after the day: the thank-you note, kept up or taken down, and when it is held. */
export function useAfterTheDay(cardId: string) {
  return useQuery({
    queryKey: afterTheDayKey(cardId),
    queryFn: () => apiRequest<AfterTheDay>(path(cardId)),
  });
}

/** Saves the note and the choice; the panel's query takes the reply at once. */
export function useSaveAfterTheDay(cardId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AfterTheDayBody) =>
      apiRequest<AfterTheDayReply>(path(cardId), { method: 'PUT', body: JSON.stringify(body) }),
    onSuccess: (reply) => queryClient.setQueryData(afterTheDayKey(cardId), reply),
  });
}
