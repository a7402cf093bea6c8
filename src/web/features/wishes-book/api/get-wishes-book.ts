import { useQuery } from '@tanstack/react-query';
import type { WishesBook } from '@shared/schemas/wishes-book';
import { apiRequest } from '@web/lib/api-client';
import { ownerKeys } from '@web/lib/query-keys';

/** Every wish of the card not hidden, oldest first, with the card's look. */
export function useWishesBook(cardId: string) {
  return useQuery({
    queryKey: [...ownerKeys.card(cardId), 'wishes-book'] as const,
    queryFn: () => apiRequest<WishesBook>(`/cards/${encodeURIComponent(cardId)}/wishes-book`),
  });
}

/** The PDF's address: the server draws it in the card's theme, A4 or A5. */
export const wishesBookPdfUrl = (cardId: string, size: 'a4' | 'a5') =>
  `/api/cards/${encodeURIComponent(cardId)}/wishes-book.pdf?size=${size}`;
