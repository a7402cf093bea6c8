import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AnswersByHandBody, AnswersByHandReply } from '@shared/schemas/answers-by-hand';
import { apiRequest } from '@web/lib/api-client';
import { answersRecorded, answersRefused } from './answers-recorded';

/**
 * `PUT /api/cards/:id/rsvps/:rsvpId/answers`: the owner corrects an RSVP's answers per majlis
 * by hand, also after the RSVP's last day (its wish, and its check-ins where it still comes,
 * stay).
 */
export function correctRsvpAnswers(cardId: string, rsvpId: string, body: AnswersByHandBody) {
  return apiRequest<AnswersByHandReply>(
    `/cards/${encodeURIComponent(cardId)}/rsvps/${encodeURIComponent(rsvpId)}/answers`,
    { method: 'PUT', body: JSON.stringify(body) },
  );
}

export function useCorrectRsvpAnswers(cardId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ rsvpId, body }: { rsvpId: string; body: AnswersByHandBody }) =>
      correctRsvpAnswers(cardId, rsvpId, body),
    onSuccess: () => answersRecorded(queryClient, cardId),
    onError: () => answersRefused(queryClient, cardId),
  });
}
