import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GuestTemplates } from '@shared/schemas/guest-list';
import { apiRequest } from '@web/lib/api-client';
import { guestTemplatesQueryOptions } from './get-templates';
import { templatesPath } from './guest-paths';

/** Saves the owner's two messages; the answer replaces the cached ones. */
export function useSaveTemplates(cardId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (templates: GuestTemplates) =>
      apiRequest<GuestTemplates>(templatesPath(cardId), {
        method: 'PUT',
        body: JSON.stringify(templates),
      }),
    onSuccess: (saved) =>
      queryClient.setQueryData(guestTemplatesQueryOptions(cardId).queryKey, saved),
  });
}
