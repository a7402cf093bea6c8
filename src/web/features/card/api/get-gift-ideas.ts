import type { CardLanguage } from '@shared/i18n/card-words';
import type { GiftIdea } from '@shared/schemas/gift-idea';
import { apiRequest } from '@web/lib/api-client';

/**
 * The gift ideas shown in the salam kaut panel, titled for the card's language (the server
 * sends a Malay card's guests no English title).
 */
export async function getGiftIdeas(language: CardLanguage): Promise<GiftIdea[]> {
  const reply = await apiRequest<{ giftIdeas: GiftIdea[] }>(`/gift-ideas?language=${language}`);
  return reply.giftIdeas;
}
