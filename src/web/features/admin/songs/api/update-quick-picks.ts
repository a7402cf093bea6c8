import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QuickPickList, QuickPicksBody } from '@shared/schemas/music';
import { apiRequest } from '@web/lib/api-client';
import { quickPicksQueryOptions } from './get-quick-picks';

/** Staff: the whole list of 12, in order (audit-logged). */
export function updateQuickPicks(body: QuickPicksBody): Promise<QuickPickList> {
  return apiRequest<QuickPickList>('/admin/music/quick-picks', {
    method: 'PUT',
    body: JSON.stringify(body),
  });
}

export function useUpdateQuickPicks() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateQuickPicks,
    onSuccess: (list) => queryClient.setQueryData(quickPicksQueryOptions().queryKey, list),
  });
}
