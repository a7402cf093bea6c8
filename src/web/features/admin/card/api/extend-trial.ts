import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TrialExtensionBody, TrialExtensionReply } from '@shared/schemas/admin';
import { apiRequest } from '@web/lib/api-client';
import { adminCardQueryOptions } from './get-admin-card';

/** Extends a card's trial by some hours, with a reason (audited). */
export function extendTrial(id: string, body: TrialExtensionBody): Promise<TrialExtensionReply> {
  return apiRequest<TrialExtensionReply>(`/admin/cards/${encodeURIComponent(id)}/trial-extension`, {
    method: 'POST',
    body: JSON.stringify(body),
  });
}

export function useExtendTrial(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TrialExtensionBody) => extendTrial(id, body),
    onSuccess: () => queryClient.invalidateQueries(adminCardQueryOptions(id)),
  });
}
