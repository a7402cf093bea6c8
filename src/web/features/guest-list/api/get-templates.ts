import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GuestTemplates } from '@shared/schemas/guest-list';
import { apiRequest } from '@web/lib/api-client';
import { guestListKeys } from '@web/lib/query-keys';
import { templatesPath } from './guest-paths';

// The owner's two messages (`GET /api/cards/:id/guests/templates`): the Malay defaults until
// edited. Every WhatsApp button of the list is written from them.

export const guestTemplatesQueryOptions = (cardId: string) =>
  queryOptions({
    queryKey: guestListKeys.templates(cardId),
    queryFn: ({ signal }) => apiRequest<GuestTemplates>(templatesPath(cardId), { signal }),
  });

export function useGuestTemplates(cardId: string) {
  return useQuery(guestTemplatesQueryOptions(cardId));
}
