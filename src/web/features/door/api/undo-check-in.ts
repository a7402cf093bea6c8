import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DoorGuest } from '@shared/schemas/check-in';
import type { DoorAccess } from './door-access';
import { doorKeys } from '@web/lib/query-keys';
import { doorRequest } from './door-access';
import { showGuestInCache } from './door-cache';

export const undoCheckIn = (access: DoorAccess, rsvpId: string) =>
  doorRequest<DoorGuest>(access, `/check-ins/${encodeURIComponent(rsvpId)}`, { method: 'DELETE' });

/** Batal: a mistaken Daftar Masuk taken back (needs the network: it is not queued). */
export function useUndoCheckIn(access: DoorAccess) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (guest: DoorGuest) => undoCheckIn(access, guest.id),
    onSuccess: (guest) => {
      showGuestInCache(queryClient, access.cardId, guest);
      return queryClient.invalidateQueries({ queryKey: doorKeys.all(access.cardId) });
    },
  });
}
