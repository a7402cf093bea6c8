import type { PartyProgress, PartyStatus } from '@shared/guests/party-status';
import type { SiteMessageId } from '@shared/i18n/site-messages';
import { awaitsReply, partyStatus } from '@shared/guests/party-status';
import { progressAt } from '@shared/guests/party-majlis';
import { localNumber, phoneDigits } from '@shared/contact/phone';
import type { GuestParty } from '@shared/schemas/guest-list';
import type { SendKind } from '../api/mark-sent';

// The list's search and filters ("fast on a phone"): the whole list is in the page,
// so each key typed filters it here instead of asking the server.

/**
 * Semua, a party's status, Belum balas (invited and not replied: who a reminder is for), or the
 * messages after the invitation it was sent (reminded the day before, thanked).
 */
export type StatusFilter = 'all' | PartyStatus | 'awaiting-reply' | 'reminded' | 'thanked';

export const STATUS_FILTERS: { value: StatusFilter; label: SiteMessageId }[] = [
  { value: 'all', label: 'guestList.filter.status.all' },
  { value: 'not-sent', label: 'guestList.status.notSent' },
  { value: 'sent', label: 'guestList.status.sent' },
  { value: 'opened', label: 'guestList.status.opened' },
  { value: 'awaiting-reply', label: 'guestList.filter.status.awaitingReply' },
  { value: 'attending', label: 'guestList.status.attending' },
  { value: 'declined', label: 'guestList.status.declined' },
  { value: 'reminded', label: 'guestList.marks.reminded' },
  { value: 'thanked', label: 'guestList.marks.thanked' },
];

/** Every group (`null`), or one (`''` is the parties without a group). */
export type GroupFilter = string | null;

/** Every majlis (`null`), or one: the parties invited to it, by where they stand there. */
export type MajlisFilter = string | null;

/** Every session of the chosen majlis (`null`), or one: the parties that took it there. */
export type SessionFilter = string | null;

export interface PartyFilter {
  search: string;
  group: GroupFilter;
  status: StatusFilter;
  /** Left out: every majlis. */
  majlis?: MajlisFilter;
  /** A session of `majlis` (none without one); left out: every session. */
  session?: SessionFilter;
}

/** Lower case without accents, so "élya" finds "Elya" and "LONG" finds "Pak Long". */
function folded(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

// Each party's name folded once, not at every key typed (a party object is replaced, never
// changed, when the server answers, so its entry stays right).
const foldedNames = new WeakMap<GuestParty, string>();
function foldedName(party: GuestParty): string {
  let name = foldedNames.get(party);
  if (name === undefined) {
    name = folded(party.name);
    foldedNames.set(party, name);
  }
  return name;
}

/** Where a party stands: at one majlis (its answer there), or on the whole. */
export function progressIn(party: GuestParty, majlis: MajlisFilter): PartyProgress {
  return majlis === null ? party : progressAt(party, majlis);
}

function matchesStatus(party: GuestParty, status: StatusFilter, majlis: MajlisFilter): boolean {
  if (status === 'all') return true;
  // Reminded the day before the majlis chosen (any, with none chosen).
  if (status === 'reminded') {
    return party.dayBefore.some((sent) => majlis === null || sent.majlisId === majlis);
  }
  if (status === 'thanked') return party.thankedAt !== null;
  const progress = progressIn(party, majlis);
  if (status === 'awaiting-reply') return awaitsReply(progress);
  return partyStatus(progress) === status;
}

/**
 * Whether the party's answer for the majlis took the session: a session is only ever taken by
 * coming, as the RSVP page's session scope counts it.
 */
function tookSession(party: GuestParty, majlis: MajlisFilter, session: SessionFilter): boolean {
  if (session === null || majlis === null) return true;
  const answer = party.rsvp?.majlis.find((candidate) => candidate.id === majlis);
  return answer !== undefined && answer.attending && answer.sessionId === session;
}

/**
 * A search of the name, or of the phone's digits as the owner would type them (012-345…, or
 * 6012…): a query with at least three digits and nothing else is a phone, else a name.
 */
function searcher(search: string): (party: GuestParty) => boolean {
  const query = folded(search.trim());
  if (query === '') return () => true;
  const digits = phoneDigits(query);
  const isPhone = digits.length >= 3 && /^[\d\s+()-]+$/.test(query);
  if (isPhone) {
    return (party) =>
      party.phone.includes(digits) || phoneDigits(localNumber(party.phone)).includes(digits);
  }
  return (party) => foldedName(party).includes(query);
}

export function filterParties(
  parties: readonly GuestParty[],
  { search, group, status, majlis = null, session = null }: PartyFilter,
): GuestParty[] {
  const found = searcher(search);
  return parties.filter(
    (party) =>
      (group === null || party.group === group) &&
      (majlis === null || party.invitedMajlis.includes(majlis)) &&
      tookSession(party, majlis, session) &&
      matchesStatus(party, status, majlis) &&
      found(party),
  );
}

/** Who a send flow walks through: the invitations not sent, or the invited who have not replied. */
export const inFlow = (flow: SendKind) => (party: GuestParty) =>
  flow === 'invitation' ? party.status === 'not-sent' : awaitsReply(party);

/**
 * The owner's groups in the order they first appear, then the usual ones (the groom's family,
 * the bride's, work friends: worded in the owner's language) for suggestions.
 */
export function groupSuggestions(
  parties: readonly GuestParty[],
  usual: readonly string[],
): string[] {
  const groups = new Set<string>();
  for (const party of parties) if (party.group) groups.add(party.group);
  for (const group of usual) groups.add(group);
  return [...groups];
}
