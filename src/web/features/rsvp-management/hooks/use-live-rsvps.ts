import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useRsvpChanges } from '@web/hooks/use-rsvp-changes';
import { rsvpKeys } from '@web/lib/query-keys';
import { RSVP_UPDATE_KEY } from '../api/update-rsvp';

/**
 * A check-in at the door (or a new RSVP) shows on the owner's page
 * within 2 s: the lists and counts are read again on every change the event stream brings (the
 * owner's session, no usher token), or every 2 s while the stream is down.
 */
export function useLiveRsvps(cardId: string, enabled: boolean) {
  const queryClient = useQueryClient();
  const refresh = useCallback(() => {
    // The owner's own Hadir taps read the lists again when the last one settles; a refetch
    // in between would bring back rows they have already moved.
    if (queryClient.isMutating({ mutationKey: RSVP_UPDATE_KEY(cardId) }) > 0) return;
    void queryClient.invalidateQueries({ queryKey: rsvpKeys.all(cardId) });
  }, [queryClient, cardId]);
  return useRsvpChanges(cardId, { enabled, onChange: refresh, onPoll: refresh });
}
