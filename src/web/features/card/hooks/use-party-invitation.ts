import { useSyncExternalStore } from 'react';
import type { PartyInvitation } from '../utils/party-invitation';
import { currentInvitation, subscribeInvitation } from '../utils/party-invitation';

/**
 * The invitation of the party whose personal link opened the card, once it has
 * arrived; null on the plain card (and in the server's HTML).
 */
export function usePartyInvitation(): PartyInvitation | null {
  return useSyncExternalStore(subscribeInvitation, currentInvitation, () => null);
}
