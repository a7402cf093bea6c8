import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminFeatures, AdminFeaturesBody } from '@shared/schemas/admin';
import { apiRequest } from '@web/lib/api-client';
import { adminCardQueryOptions } from './get-admin-card';

/** Switches a card's features on the owner's behalf (audited). */
export function setAdminFeatures(
  id: string,
  body: AdminFeaturesBody,
): Promise<{ features: AdminFeatures }> {
  return apiRequest<{ features: AdminFeatures }>(
    `/admin/cards/${encodeURIComponent(id)}/features`,
    { method: 'PUT', body: JSON.stringify(body) },
  );
}

export function useSetAdminFeatures(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminFeaturesBody) => setAdminFeatures(id, body),
    // The switches and the audit trail both changed.
    onSuccess: () => queryClient.invalidateQueries(adminCardQueryOptions(id)),
  });
}
