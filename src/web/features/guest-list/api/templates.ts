import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { GuestTemplates } from '@shared/schemas/guest-list';
import { apiRequest } from '@web/lib/api-client';
import { guestsPath } from './guest-list';

// The owner's two messages (`GET/PUT /api/cards/:id/guests/templates`): the Malay defaults
// until edited. Every WhatsApp button of the list is written from them.

const templatesKey = (cardId: string) => ['me', 'card', cardId, 'guest-templates'] as const;
const templatesPath = (cardId: string) => `${guestsPath(cardId)}/templates`;

export function useGuestTemplates(cardId: string) {
  return useQuery(
    queryOptions({
      queryKey: templatesKey(cardId),
      queryFn: ({ signal }) => apiRequest<GuestTemplates>(templatesPath(cardId), { signal }),
    }),
  );
}

export function useSaveTemplates(cardId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (templates: GuestTemplates) =>
      apiRequest<GuestTemplates>(templatesPath(cardId), {
        method: 'PUT',
        body: JSON.stringify(templates),
      }),
    onSuccess: (saved) => queryClient.setQueryData(templatesKey(cardId), saved),
  });
}
