import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MajlisAnswerCounts } from '@shared/schemas/owner-card';
import { apiRequest } from '@web/lib/api-client';
import { ownerKeys } from '@web/lib/query-keys';

/**
 * How many RSVPs answered each majlis of the card (`GET /api/cards/:id/majlis/answers`), by
 * majlis id: the editor asks before removing a majlis that has some. Under the card's key, so a
 * saved card reads it again.
 */
export const majlisAnswersQueryOptions = (cardId: string) =>
  queryOptions({
    queryKey: [...ownerKeys.card(cardId), 'majlis-answers'] as const,
    queryFn: () =>
      apiRequest<MajlisAnswerCounts>(`/cards/${encodeURIComponent(cardId)}/majlis/answers`),
    select: (reply) => new Map(reply.majlis.map((majlis) => [majlis.id, majlis.answers])),
  });

export function useMajlisAnswers(cardId: string) {
  return useQuery(majlisAnswersQueryOptions(cardId));
}
