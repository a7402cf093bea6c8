import type { SiteMessageId } from '@shared/i18n/site-messages';
import type { MessageValues } from '@shared/i18n/translator';
import type { DoorGuest } from '@shared/schemas/check-in';

// A party on the guest list comes with how many it may bring, and the
// usher sees that allowance beside the number coming ("2 daripada 2 orang"); a party that never
// replied is named as such, with its allowance (it can still be checked in by name).

/** The page's `t()` (`useT()`): the words in the visitor's language. */
type Words = (id: SiteMessageId, values?: MessageValues) => string;

/** `3 orang`; for a listed party `2 daripada 2 orang` (coming, out of its allowance). */
export function partySize(t: Words, guests: number, allowance: number | null): string {
  return allowance === null
    ? t('door.people', { count: guests })
    : t('door.partyOf', { guests, allowance });
}

/** More coming than the list allows (the owner lowered it after the reply): the usher checks. */
export const overAllowance = (guests: number, allowance: number | null): boolean =>
  allowance !== null && guests > allowance;

/**
 * What a guest's row says of its size: a party that never replied by its allowance (what the
 * server records when it is checked in).
 */
export function doorGuestSize(t: Words, guest: DoorGuest): string {
  if (guest.awaitingReply) return t('door.people', { count: guest.allowance ?? guest.guests });
  return partySize(t, guest.guests, guest.allowance);
}
