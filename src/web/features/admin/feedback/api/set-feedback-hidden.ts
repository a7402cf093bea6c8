import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FeedbackVisibilityReply } from '@shared/schemas/feedback';
import { apiRequest } from '@web/lib/api-client';
import { adminKeys, feedbackKeys } from '@web/lib/query-keys';

/** Staff hide an entry from /feedback, or show it again (audit-logged by the server). */
export function setFeedbackHidden(id: string, hidden: boolean): Promise<FeedbackVisibilityReply> {
  return apiRequest<FeedbackVisibilityReply>(`/admin/feedback/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: JSON.stringify({ hidden }),
  });
}

export function useSetFeedbackHidden() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, hidden }: { id: string; hidden: boolean }) => setFeedbackHidden(id, hidden),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.feedbackAll() });
      void queryClient.invalidateQueries({ queryKey: feedbackKeys.all() });
    },
  });
}
