import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OwnFeedbackReply } from '@shared/schemas/feedback';
import { apiRequest } from '@web/lib/api-client';
import { feedbackKeys } from '@web/lib/query-keys';

/** The card's own feedback entry (null before one is left) and whether one may be left yet. */
export function getOwnFeedback(cardId: string): Promise<OwnFeedbackReply> {
  return apiRequest<OwnFeedbackReply>(`/cards/${encodeURIComponent(cardId)}/owner-feedback`);
}

export const ownFeedbackQueryOptions = (cardId: string) =>
  queryOptions({
    queryKey: feedbackKeys.own(cardId),
    queryFn: () => getOwnFeedback(cardId),
  });

export function useOwnFeedback(cardId: string) {
  return useQuery(ownFeedbackQueryOptions(cardId));
}
