import { useMutation } from '@tanstack/react-query';
import type { BulkRsvpBody, BulkRsvpReply } from '@shared/schemas/admin';
import { apiRequest } from '@web/lib/api-client';

/** The staff's bulk RSVP update, with the ids it applies to. */
export function updateRsvpBulk(body: BulkRsvpBody): Promise<BulkRsvpReply> {
  return apiRequest<BulkRsvpReply>('/admin/rsvp-bulk', {
    method: 'POST',
    body: JSON.stringify(body),
  });
}

export function useUpdateRsvpBulk() {
  return useMutation({ mutationFn: updateRsvpBulk });
}
