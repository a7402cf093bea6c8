// Where each party stands, from what the list records: when its invitation
// was sent, when its link was first opened, and its RSVP, if any.

export type PartyStatus = 'not-sent' | 'sent' | 'opened' | 'attending' | 'declined';

export const PARTY_STATUS_LABELS: Record<PartyStatus, string> = {
  'not-sent': 'Belum dihantar',
  sent: 'Dihantar',
  opened: 'Dibuka',
  attending: 'Hadir',
  declined: 'Tidak hadir',
};

export interface PartyProgress {
  sentAt: string | null;
  openedAt: string | null;
  rsvp: { attending: boolean; guests: number } | null;
}

/** A reply says most; an open says more than a send (a link may be opened before it is marked sent). */
export function partyStatus({ sentAt, openedAt, rsvp }: PartyProgress): PartyStatus {
  if (rsvp) return rsvp.attending ? 'attending' : 'declined';
  if (openedAt) return 'opened';
  return sentAt ? 'sent' : 'not-sent';
}

/** "Hadir (2)": the status as the list shows it. */
export function partyStatusLabel(progress: PartyProgress): string {
  const status = partyStatus(progress);
  const label = PARTY_STATUS_LABELS[status];
  return status === 'attending' ? `${label} (${progress.rsvp!.guests})` : label;
}

/** Whether a reminder is for this party: invited (sent or opened) and not yet replied. */
export function awaitsReply(progress: PartyProgress): boolean {
  return progress.rsvp === null && (progress.sentAt !== null || progress.openedAt !== null);
}

export interface ListTotals {
  invited: number;
  sent: number;
  opened: number;
  replied: number;
  attending: number;
  /** Guests the attending parties said they bring. */
  expectedGuests: number;
}

export function listTotals(parties: readonly PartyProgress[]): ListTotals {
  const totals: ListTotals = {
    invited: parties.length,
    sent: 0,
    opened: 0,
    replied: 0,
    attending: 0,
    expectedGuests: 0,
  };
  for (const party of parties) {
    if (party.sentAt) totals.sent += 1;
    if (party.openedAt) totals.opened += 1;
    if (!party.rsvp) continue;
    totals.replied += 1;
    if (!party.rsvp.attending) continue;
    totals.attending += 1;
    totals.expectedGuests += party.rsvp.guests;
  }
  return totals;
}

/** One group's totals ('' is the parties without a group). */
export interface GroupTotals {
  group: string;
  totals: ListTotals;
}

/** Each group's totals, the groups in the order they first appear in the list. */
export function totalsByGroup(
  parties: readonly (PartyProgress & { group: string })[],
): GroupTotals[] {
  const byGroup = new Map<string, PartyProgress[]>();
  for (const party of parties) {
    const group = byGroup.get(party.group);
    if (group) group.push(party);
    else byGroup.set(party.group, [party]);
  }
  return [...byGroup].map(([group, members]) => ({ group, totals: listTotals(members) }));
}
