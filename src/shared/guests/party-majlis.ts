import { z } from 'zod';
import type { Majlis } from '../card/card-content';
import { MAX_MAJLIS } from '../card/card-content';
import { MAJLIS_ID_PATTERN } from '../card/majlis';
import { ruleMessage } from '../i18n/rule-words';
import { openMajlisIds, visibleMajlis } from '../card/majlis';
import { majlisTitleIn } from '../card/majlis-title';
import { longDateWords } from '../dates/date-words';
import type { Locale } from '../i18n/locales';
import type { ListTotals, PartyProgress } from './party-status';
import { listTotals } from './party-status';

// Which majlis a party on the guest list is invited to. The owner chooses for each party (the
// akad for the family only, say); a party never chosen for is invited to the card's open majlis
// and follows them when the card changes. The list, its filters, its totals and its CSV all read
// a party's majlis through these rules, on the server and in the page alike.

export const PARTY_MAJLIS_MESSAGES = {
  none: ruleMessage('guestList.error.noMajlis'),
  unknown: ruleMessage('guestList.error.unknownMajlis'),
  twice: ruleMessage('guestList.error.majlisTwice'),
} as const;

/**
 * The owner's choice for a party: the ids of the majlis it is invited to (one at least), or null
 * for the card's open majlis. Whether each id is one of the card's is checked against the card.
 */
export const partyMajlisSchema = z
  .array(
    z.string(PARTY_MAJLIS_MESSAGES.unknown).regex(MAJLIS_ID_PATTERN, PARTY_MAJLIS_MESSAGES.unknown),
    PARTY_MAJLIS_MESSAGES.none,
  )
  .min(1, PARTY_MAJLIS_MESSAGES.none)
  .max(MAX_MAJLIS, PARTY_MAJLIS_MESSAGES.twice)
  .nullable();

/** A party's choice as its row keeps it (JSON ids, or null), read; anything else is null. */
export function readMajlisIds(kept: string | null): string[] | null {
  if (kept === null) return null;
  let ids: unknown;
  try {
    ids = JSON.parse(kept);
  } catch {
    return null;
  }
  return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : null;
}

/**
 * The first problem of a choice against the card's majlis: a majlis the card does not have (it
 * was removed while the form was open), or one chosen twice. Null when the choice is good.
 */
export function partyMajlisProblem(
  chosen: readonly string[],
  list: readonly Pick<Majlis, 'id'>[],
): { message: string; field: string } | null {
  for (const [index, id] of chosen.entries()) {
    if (!list.some((majlis) => majlis.id === id)) {
      return { message: PARTY_MAJLIS_MESSAGES.unknown, field: `majlis.${index}` };
    }
    if (chosen.indexOf(id) !== index) {
      return { message: PARTY_MAJLIS_MESSAGES.twice, field: `majlis.${index}` };
    }
  }
  return null;
}

/**
 * What the party form keeps for the boxes ticked: null when they are exactly the card's open
 * majlis (the party then follows the card's open majlis, as a party never chosen for does),
 * else the ticked ids in the card's order.
 */
export function partyMajlisChoice(
  ticked: readonly string[],
  list: readonly Pick<Majlis, 'id' | 'invite_only'>[],
): string[] | null {
  const chosen = list.map((majlis) => majlis.id).filter((id) => ticked.includes(id));
  const open = openMajlisIds(list);
  const same = chosen.length === open.length && open.every((id) => chosen.includes(id));
  return same ? null : chosen;
}

/** The majlis a party is invited to now, in the card's order (its choice, or the open ones). */
export function invitedMajlisIds(
  list: readonly Pick<Majlis, 'id' | 'invite_only'>[],
  choice: readonly string[] | null,
): string[] {
  return visibleMajlis(list, choice).map((majlis) => majlis.id);
}

/**
 * Each majlis's name as the owner's lists and CSVs show it: its title, with its date when
 * another majlis of the card has the same title (two "Majlis Resepsi" are told apart). A majlis
 * the couple left untitled is named by its kind in the reader's `locale`.
 */
export function majlisNames(
  list: readonly Pick<Majlis, 'id' | 'kind' | 'title' | 'date'>[],
  locale: Locale = 'ms',
): Map<string, string> {
  const titles = list.map((majlis) => majlisTitleIn(majlis, locale));
  return new Map(
    list.map((majlis, index) => {
      const title = titles[index]!;
      const shared = titles.filter((other) => other === title).length > 1;
      return [majlis.id, shared ? `${title} (${longDateWords(majlis.date, locale)})` : title];
    }),
  );
}

/** A party's answer for one majlis, as its RSVP gave it. */
export interface PartyMajlisAnswer {
  id: string;
  attending: boolean;
  guests: number;
  sessionId: string | null;
}

/** A party as the per-majlis rules read it: its progress, its majlis and its answers. */
export interface PartyAtMajlis extends PartyProgress {
  invitedMajlis: readonly string[];
  rsvp: { attending: boolean; guests: number; majlis: readonly PartyMajlisAnswer[] } | null;
}

/**
 * Where a party stands for one majlis: its answer for that majlis is its reply there. An RSVP
 * that did not answer it (the party was invited to it after answering) is no reply yet there.
 */
export function progressAt(party: PartyAtMajlis, majlisId: string): PartyProgress {
  const answer = party.rsvp?.majlis.find((candidate) => candidate.id === majlisId);
  return {
    sentAt: party.sentAt,
    openedAt: party.openedAt,
    rsvp: answer ? { attending: answer.attending, guests: answer.guests } : null,
  };
}

/** One majlis's totals on the guest list: the parties invited to it, and their answers there. */
export interface MajlisListTotals {
  majlisId: string;
  totals: ListTotals;
}

/** Each majlis's totals, in the order of `majlisIds`: the parties invited to it, as progressAt. */
export function totalsByMajlis(
  parties: readonly PartyAtMajlis[],
  majlisIds: readonly string[],
): MajlisListTotals[] {
  return majlisIds.map((majlisId) => ({
    majlisId,
    totals: listTotals(
      parties
        .filter((party) => party.invitedMajlis.includes(majlisId))
        .map((party) => progressAt(party, majlisId)),
    ),
  }));
}
