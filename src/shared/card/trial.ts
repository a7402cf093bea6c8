import type { CardStatus } from './card-content';

// DESIGN.md item 5: a new card is a trial for one hour after its creation, everywhere. After that
// an unverified card's public page shows the expiry screen and its data are not sent to guests.

export const TRIAL_DURATION_MS = 60 * 60 * 1000;

export const TRIAL_EXPIRED_MESSAGE =
  'Maaf. Tempoh percubaan Kad Kahwin Digital ini sudah luput. Sila log masuk untuk aktifkan Kad Kahwin Digital ini.';

export function trialEndsAt(createdAt: string): Date {
  return new Date(new Date(createdAt).getTime() + TRIAL_DURATION_MS);
}

export function isTrialExpired(status: CardStatus, createdAt: string, now: Date): boolean {
  return status === 'unverified' && now.getTime() >= trialEndsAt(createdAt).getTime();
}

/** What the owner sees a card as (owner-side §4 "Card status"): in its trial, expired, or paid. */
export const CARD_STATES = ['trial', 'expired', 'active'] as const;
export type CardState = (typeof CARD_STATES)[number];

export function cardState(status: CardStatus, createdAt: string, now: Date): CardState {
  if (status === 'active') return 'active';
  return isTrialExpired(status, createdAt, now) ? 'expired' : 'trial';
}
