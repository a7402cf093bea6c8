import type { Party } from './guest-party';
import type { LineReading } from './party-lines';

// What an import (pasted lines, a CSV or a vCard file) does to a card's list (guest list issue
// 19): every good line becomes a party; two lines with one phone, or a line with the phone of a
// party already listed, are one party, merged with a notice; a bad line is listed with its
// reason and adds nothing (no party is half-imported).

export interface MergeNotice {
  line: number;
  /** The party the line was merged into (the first line's, or the listed party's name). */
  into: string;
  phone: string;
}

export interface ImportPlan {
  /** New parties, in the order of their first line. */
  added: Party[];
  /** Lines whose phone a listed party already has: what they bring to that party. */
  updates: { phone: string; party: Party }[];
  merged: MergeNotice[];
  problems: { line: number; text: string; reason: string }[];
}

/**
 * Two lines for one party make one: the first line's name stays; the larger allowance, and the
 * group and note where the first had none, come from the second.
 */
export function mergeParty(first: Party, second: Party): Party {
  return {
    ...first,
    allowance: Math.max(first.allowance, second.allowance),
    group: first.group || second.group,
    note: first.note || second.note,
  };
}

/** Plans an import against the list's parties today (their names by phone). */
export function planImport(
  readings: readonly LineReading[],
  listed: ReadonlyMap<string, string>,
): ImportPlan {
  const added = new Map<string, Party>();
  const updates = new Map<string, Party>();
  const plan: ImportPlan = { added: [], updates: [], merged: [], problems: [] };
  for (const reading of readings) {
    if ('reason' in reading) {
      plan.problems.push(reading);
      continue;
    }
    const { party, line } = reading;
    const listedName = listed.get(party.phone);
    if (listedName !== undefined) {
      const earlier = updates.get(party.phone);
      updates.set(party.phone, earlier ? mergeParty(earlier, party) : party);
      plan.merged.push({ line, into: listedName, phone: party.phone });
      continue;
    }
    const earlier = added.get(party.phone);
    if (earlier) {
      added.set(party.phone, mergeParty(earlier, party));
      plan.merged.push({ line, into: earlier.name, phone: party.phone });
      continue;
    }
    added.set(party.phone, party);
  }
  plan.added = [...added.values()];
  plan.updates = [...updates].map(([phone, party]) => ({ phone, party }));
  return plan;
}
