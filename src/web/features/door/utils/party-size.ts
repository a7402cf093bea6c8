import type { DoorGuest } from '@shared/schemas/check-in';

// A party on the guest list comes with how many it may bring, and the
// usher sees that allowance beside the number coming ("2 daripada 2 orang"); a party that never
// replied is named as such, with its allowance (it can still be checked in by name).

/** `3 orang`; for a listed party `2 daripada 2 orang` (coming, out of its allowance). */
export function partySize(guests: number, allowance: number | null): string {
  return allowance === null ? `${guests} orang` : `${guests} daripada ${allowance} orang`;
}

/** More coming than the list allows (the owner lowered it after the reply): the usher checks. */
export const overAllowance = (guests: number, allowance: number | null): boolean =>
  allowance !== null && guests > allowance;

/** The row's tag of a listed party that never replied. */
export const AWAITING_REPLY = 'Belum balas RSVP';

/**
 * What a guest's row says of its size: a party that never replied by its allowance (what the
 * server records when it is checked in).
 */
export function doorGuestSize(guest: DoorGuest): string {
  if (guest.awaitingReply) return `${guest.allowance ?? guest.guests} orang`;
  return partySize(guest.guests, guest.allowance);
}
