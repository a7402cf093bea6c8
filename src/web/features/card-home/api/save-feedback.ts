import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FeedbackBody, OwnFeedbackReply, SaveFeedbackReply } from '@shared/schemas/feedback';
import { apiRequest } from '@web/lib/api-client';
import { ownFeedbackQueryOptions } from './get-own-feedback';
import { feedbackKeys } from '@web/lib/query-keys';

/** Leave or edit the card's one feedback entry; the form then shows it as saved. */
export function saveFeedback(cardId: string, body: FeedbackBody): Promise<SaveFeedbackReply> {
  return apiRequest<SaveFeedbackReply>(`/cards/${encodeURIComponent(cardId)}/owner-feedback`, {
    method: 'PUT',
    body: JSON.stringify(body),
  });
}

export function useSaveFeedback(cardId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FeedbackBody) => saveFeedback(cardId, body),
    onSuccess: (reply) => {
      queryClient.setQueryData<OwnFeedbackReply>(ownFeedbackQueryOptions(cardId).queryKey, {
        canLeave: true,
        feedback: reply.feedback,
      });
      // The public page's summary and list change too.
      void queryClient.invalidateQueries({ queryKey: feedbackKeys.all() });
    },
  });
}
