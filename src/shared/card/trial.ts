import type { CardStatus } from './card-content';

// A new card is a trial for one hour after its creation, everywhere. After that
// an unverified card's public page shows the expiry screen and its data are not sent to guests.
// What the screen says is the card's catalogue's (`card.expired.message`), in the card's
// language; the owner reads their own state on their pages, in the site's.

export const TRIAL_DURATION_MS = 60 * 60 * 1000;

/**
 * When the trial ends: one hour after creation, or the end staff set when they extended it
 * (the card's `trial_ends_at`; null or absent keeps the one-hour rule).
 */
export function trialEndsAt(createdAt: string, extendedUntil?: string | null): Date {
  if (extendedUntil) return new Date(extendedUntil);
  return new Date(new Date(createdAt).getTime() + TRIAL_DURATION_MS);
}

export function isTrialExpired(
  status: CardStatus,
  createdAt: string,
  now: Date,
  extendedUntil?: string | null,
): boolean {
  return (
    status === 'unverified' && now.getTime() >= trialEndsAt(createdAt, extendedUntil).getTime()
  );
}

/** What the owner sees a card as: in its trial, expired, or paid. */
export const CARD_STATES = ['trial', 'expired', 'active'] as const;
export type CardState = (typeof CARD_STATES)[number];

export function cardState(
  status: CardStatus,
  createdAt: string,
  now: Date,
  extendedUntil?: string | null,
): CardState {
  if (status === 'active') return 'active';
  return isTrialExpired(status, createdAt, now, extendedUntil) ? 'expired' : 'trial';
}
