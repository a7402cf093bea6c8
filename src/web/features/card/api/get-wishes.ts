import type { Wish } from '@shared/schemas/rsvp';
import { apiRequest } from '@web/lib/api-client';

/** guest-side §7 "GET /rsvp/{cardId}": the card's wishes, newest first, only those with text. */
export async function getWishes(cardId: string): Promise<Wish[]> {
  const reply = await apiRequest<{ wishes: Wish[] }>(`/cards/${encodeURIComponent(cardId)}/wishes`);
  return reply.wishes;
}
