import type { Wish } from '@shared/schemas/rsvp';
import { apiRequest } from '@web/lib/api-client';

/** The card's wishes, newest first, only those with text. */
export async function getWishes(cardId: string): Promise<Wish[]> {
  const reply = await apiRequest<{ wishes: Wish[] }>(`/cards/${encodeURIComponent(cardId)}/wishes`);
  return reply.wishes;
}
