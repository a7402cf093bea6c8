import type { ListTotals } from '@shared/guests/party-status';
import { listTotals } from '@shared/guests/party-status';
import type { GuestParty } from '@shared/schemas/guest-list';

export interface GroupTotals {
  group: string;
  totals: ListTotals;
}

/**
 * The card's totals and each group's, counted from the parties in the page (the same rule as
 * the server's): a send marked or a party added shows in the totals without reading the list
 * again. Groups in the order they first appear; '' is the parties without a group.
 */
export function partyTotals(parties: readonly GuestParty[]): {
  totals: ListTotals;
  groups: GroupTotals[];
} {
  const byGroup = new Map<string, GuestParty[]>();
  for (const party of parties) {
    const group = byGroup.get(party.group);
    if (group) group.push(party);
    else byGroup.set(party.group, [party]);
  }
  return {
    totals: listTotals(parties),
    groups: [...byGroup].map(([group, members]) => ({ group, totals: listTotals(members) })),
  };
}
