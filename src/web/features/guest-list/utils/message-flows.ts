import { comingTo, thanksDue } from '@shared/guests/guest-messages';
import type { GuestParty } from '@shared/schemas/guest-list';
import type { SendFlowKind } from '../api/mark-sent';
import { inFlow } from './party-filters';

// Who each send flow walks through, in the list's order: the invitations not sent, the invited
// who have not replied, the parties coming to a majlis not yet reminded the day before it, and
// the parties that came or replied not yet thanked.

/** Reminded the day before the majlis already. */
export const remindedFor = (party: GuestParty, majlisId: string) =>
  party.dayBefore.some((sent) => sent.majlisId === majlisId);

/** Whether the flow is for the party (`majlisId`: the day-before reminder's majlis). */
export function inSendFlow(flow: SendFlowKind, majlisId: string | null) {
  if (flow === 'invitation' || flow === 'reminder') return inFlow(flow);
  if (flow === 'thanks') return (party: GuestParty) => thanksDue(party) && !party.thankedAt;
  return (party: GuestParty) =>
    majlisId !== null && comingTo(party, majlisId) !== undefined && !remindedFor(party, majlisId);
}

/** The ids of the parties the flow walks through. */
export function sendQueue(
  flow: SendFlowKind,
  parties: readonly GuestParty[],
  majlisId: string | null = null,
): string[] {
  return parties.filter(inSendFlow(flow, majlisId)).map((party) => party.id);
}
