import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AnswersByHandBody, AnswersByHandReply } from '@shared/schemas/answers-by-hand';
import { apiRequest } from '@web/lib/api-client';
import { answersRecorded, answersRefused } from './answers-recorded';

/**
 * `PUT /api/cards/:id/guests/:partyId/answer`: the owner records a listed party's answer per
 * majlis by hand (its RSVP is made when it never replied), also after the RSVP's last day.
 */
export function recordPartyAnswer(cardId: string, partyId: string, body: AnswersByHandBody) {
  return apiRequest<AnswersByHandReply>(
    `/cards/${encodeURIComponent(cardId)}/guests/${encodeURIComponent(partyId)}/answer`,
    { method: 'PUT', body: JSON.stringify(body) },
  );
}

export function useRecordPartyAnswer(cardId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ partyId, body }: { partyId: string; body: AnswersByHandBody }) =>
      recordPartyAnswer(cardId, partyId, body),
    onSuccess: () => answersRecorded(queryClient, cardId),
    onError: () => answersRefused(queryClient, cardId),
  });
}
