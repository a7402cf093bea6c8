import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OwnerRsvp } from '@shared/schemas/rsvp';
import type { RsvpUpdateBody } from '@shared/schemas/rsvp-management';
import { apiRequest } from '@web/lib/api-client';
import { rsvpKeys } from '@web/lib/query-keys';
import { checkedInAt } from '../utils/rsvp-groups';
import type { CacheSnapshot } from './rsvp-cache';
import { restoreCachedLists, showInCachedLists } from './rsvp-cache';

export interface RsvpChange {
  rsvp: OwnerRsvp;
  change: RsvpUpdateBody;
}

/** The key of the card's Hadir and wish mutations (the live updates wait for them). */
export const RSVP_UPDATE_KEY = (cardId: string) => ['rsvp-update', cardId] as const;

export function updateRsvp(cardId: string, rsvpId: string, change: RsvpUpdateBody) {
  return apiRequest<OwnerRsvp>(
    `/cards/${encodeURIComponent(cardId)}/rsvps/${encodeURIComponent(rsvpId)}`,
    { method: 'PATCH', body: JSON.stringify(change) },
  );
}

/** The RSVP as the change leaves it: checked in (or not) at its majlis, its wish hidden or shown. */
function changed(rsvp: OwnerRsvp, change: RsvpUpdateBody): OwnerRsvp {
  const checked =
    change.checkedIn === undefined
      ? rsvp
      : checkedInAt(rsvp, change.majlis, change.checkedIn, new Date().toISOString());
  return change.wishHidden === undefined ? checked : { ...checked, wishHidden: change.wishHidden };
}

/**
 * Hadir and its undo (at one majlis); hide or
 * show a wish. Shown at once (at the door the next guest is already waiting), put back if the
 * server refuses, then every list and count is read again from the server.
 */
export function useUpdateRsvp(cardId: string) {
  const queryClient = useQueryClient();
  const mutationKey = RSVP_UPDATE_KEY(cardId);
  return useMutation<OwnerRsvp, Error, RsvpChange, CacheSnapshot>({
    mutationKey,
    mutationFn: ({ rsvp, change }) => updateRsvp(cardId, rsvp.id, change),
    onMutate: ({ rsvp, change }) =>
      showInCachedLists(queryClient, cardId, rsvp, changed(rsvp, change)),
    onError: (_error, _change, snapshot) => {
      if (snapshot) restoreCachedLists(queryClient, snapshot);
    },
    onSettled: () => {
      // Several quick taps: read the lists again after the last one only, or an early answer
      // would bring back rows the later taps have already moved.
      if (queryClient.isMutating({ mutationKey }) === 1) {
        return queryClient.invalidateQueries({ queryKey: rsvpKeys.all(cardId) });
      }
    },
  });
}
