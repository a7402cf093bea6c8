import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useRsvpChanges } from '@web/hooks/use-rsvp-changes';
import { guestListKeys, rsvpKeys } from '@web/lib/query-keys';

/** While the event stream is down, the list is read again at most this often. */
const READ_AGAIN_WHILE_DOWN_MS = 30_000;

/**
 * A party's answer shows on the owner's open list without a reload. The
 * card's RSVP event stream (the owner's session) says when an RSVP is made or changed, and the
 * list is read again (a read still under way starts over, so the last change is in it). While
 * the stream is down, or when it comes back, the list is read again only if it is 30 s old: the
 * whole list (up to 3,000 parties) is too much to read every 2 s as the RSVP page does.
 */
export function useLiveGuestList(cardId: string, enabled: boolean) {
  const queryClient = useQueryClient();
  // The majlis totals the page shows (a card of several majlis) follow the same answers.
  const refresh = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: guestListKeys.list(cardId) });
    void queryClient.invalidateQueries({ queryKey: rsvpKeys.totals(cardId) });
  }, [queryClient, cardId]);
  const catchUp = useCallback(() => {
    const read = queryClient.getQueryState(guestListKeys.list(cardId))?.dataUpdatedAt ?? 0;
    if (Date.now() - read > READ_AGAIN_WHILE_DOWN_MS) refresh();
  }, [queryClient, cardId, refresh]);
  return useRsvpChanges(cardId, { enabled, onChange: refresh, onPoll: catchUp });
}
