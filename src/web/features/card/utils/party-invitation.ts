import { partyTokenOfPath } from '@shared/guests/personal-link';
import type { Invitation } from '@shared/schemas/invitation';
import { ApiRequestError } from '@web/lib/api-client';
import { getInvitation } from '../api/get-invitation';

// The card opened from a party's link (`/kad/<id>/<token>`) looks up
// the party's invitation once per page load, after the card has taken over (the RSVP form it
// fills is below the fold, so the first paint never waits for it). Kept here, outside React, so
// that its arrival re-renders only the RSVP panel, not the whole card. The card loads this
// module on its own, on such a link only: it imports neither React nor zod, which would split
// the card's first script into more files.

export interface PartyInvitation {
  /** The link's token: sent with the party's RSVP, and its pass at the door. */
  token: string;
  invitation: Invitation;
}

/** This browser's saved pass for the card (utils/saved-pass), passed in to keep React out. */
export interface PassKeeper {
  save(cardId: string, pass: { token: string; url: string }): void;
  /** Forgets the saved pass if it is `token`'s. */
  forget(cardId: string, token: string): void;
}

let current: PartyInvitation | null = null;
let started = false;
const listeners = new Set<() => void>();

function publish(next: PartyInvitation): void {
  current = next;
  for (const listener of listeners) listener();
}

/**
 * Looks up the invitation of the link this page was opened from, the first time it is called
 * (later calls, such as React's second effect in development, do nothing). Without a token, or
 * when the lookup fails (offline, a wrong or revoked token), the card stays the plain card.
 * The party's pass is kept while it is coming, and forgotten when it no longer opens the door.
 * Settles (never fails) once
 * the lookup is over.
 */
export async function openInvitation(
  cardId: string,
  pathname: string,
  passes: PassKeeper,
): Promise<void> {
  if (started) return;
  started = true;
  const token = partyTokenOfPath(pathname);
  if (!token) return;
  await getInvitation(cardId, token).then(
    (invitation) => {
      // Coming: the pass is offered on this phone too ("Pas saya"), wherever the party answered.
      // Not attending (or not answered) any more, perhaps from another phone: no pass to offer.
      if (invitation.pass) passes.save(cardId, invitation.pass);
      else passes.forget(cardId, token);
      publish({ token, invitation });
    },
    (error: unknown) => {
      // A renewed (revoked) link: the pass it gave no longer opens the door.
      if (error instanceof ApiRequestError && error.status === 404) passes.forget(cardId, token);
    },
  );
}

/** The party's answer just sent through its link: the form shows it when opened again. */
export function rememberAnswer(answer: Invitation['answer']): void {
  if (current) publish({ ...current, invitation: { ...current.invitation, answer } });
}

/** The party's invitation once it has arrived, or null (the plain card). */
export const currentInvitation = (): PartyInvitation | null => current;

/** Tells `onChange` when the invitation arrives or changes; returns the way to stop. */
export function subscribeInvitation(onChange: () => void): () => void {
  listeners.add(onChange);
  return () => {
    listeners.delete(onChange);
  };
}
