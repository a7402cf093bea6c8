import type { PublicCard } from '@shared/schemas/card';
import { apiRequest } from '@web/lib/api-client';

/**
 * The couple's thank-you note, for a page that turned while open (the server sends the note only
 * once the wedding is held): null when there is none, or the card no longer shows.
 */
export async function getThanksNote(cardId: string): Promise<string | null> {
  const card = await apiRequest<PublicCard>(`/cards/${encodeURIComponent(cardId)}`);
  return card.state === 'live' ? card.features.thanks_note : null;
}
