import type { GiftIdea } from '@shared/schemas/gift-idea';
import { apiRequest } from '@web/lib/api-client';

/** The gift ideas shown in the salam kaut panel. */
export async function getGiftIdeas(): Promise<GiftIdea[]> {
  const reply = await apiRequest<{ giftIdeas: GiftIdea[] }>('/gift-ideas');
  return reply.giftIdeas;
}
