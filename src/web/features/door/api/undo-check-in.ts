import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DoorGuest } from '@shared/schemas/check-in';
import type { DoorAccess } from './door-access';
import { doorRequest } from './door-access';
import { settleGuestInCache } from './door-cache';

export const undoCheckIn = (access: DoorAccess, majlisId: string, rsvpId: string) =>
  doorRequest<DoorGuest>(
    access,
    `/check-ins/${encodeURIComponent(rsvpId)}?${new URLSearchParams({ majlis: majlisId })}`,
    { method: 'DELETE' },
  );

/**
 * Batal: a mistaken Daftar Masuk at the door's majlis taken back (its other majlis's stay; needs
 * the network: it is not queued).
 */
export function useUndoCheckIn(access: DoorAccess, majlisId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (guest: DoorGuest) => undoCheckIn(access, majlisId, guest.id),
    onSuccess: (guest) => settleGuestInCache(queryClient, access.cardId, majlisId, guest),
  });
}
