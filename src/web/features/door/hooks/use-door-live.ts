import { useCallback, useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useRsvpChanges } from '@web/hooks/use-rsvp-changes';
import type { DoorAccess } from '../api/door-access';
import { doorKeys } from '@web/lib/query-keys';
import { doorHeaders } from '../api/door-access';

/**
 * Every change at the door (another usher's check-in, a guest's
 * RSVP, the owner's undo) reads the counts and the list again within 2 s: at once through the
 * event stream, or by polling every 2 s while the stream is down.
 */
export function useDoorLive(access: DoorAccess, enabled: boolean) {
  const queryClient = useQueryClient();
  const refresh = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: doorKeys.all(access.cardId) }),
    [queryClient, access.cardId],
  );
  const headers = useMemo(() => doorHeaders(access), [access]);
  return useRsvpChanges(access.cardId, {
    headers,
    enabled,
    onChange: refresh,
    onPoll: refresh,
  });
}
