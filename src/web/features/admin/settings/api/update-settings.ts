import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SettingsUpdateBody, SettingsUpdateReply } from '@shared/schemas/settings';
import { settingsQueryOptions } from '@web/api/get-settings';
import { apiRequest } from '@web/lib/api-client';

/** Staff: price (RM), support number, maintenance mode; any of them (audit-logged). */
export function updateSettings(body: SettingsUpdateBody): Promise<SettingsUpdateReply> {
  return apiRequest<SettingsUpdateReply>('/admin/settings', {
    method: 'PUT',
    body: JSON.stringify(body),
  });
}

export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSettings,
    onSuccess: ({ price, whatsapp_no, maintenance_mode }) => {
      queryClient.setQueryData(settingsQueryOptions().queryKey, {
        price,
        whatsapp_no,
        maintenance_mode,
      });
    },
  });
}
