import type { OwnerRsvp, OwnerRsvpPage, RsvpCounts, RsvpGroup } from '@shared/schemas/rsvp';
import type { OwnerMajlisAnswer, RsvpScope } from '@shared/schemas/rsvp-majlis';

/** Every RSVP: the list narrowed to no majlis. */
export const WHOLE_CARD: RsvpScope = { majlis: null, session: null };

/** Belum Hadir (attending, not checked in), Sudah Hadir, Tidak Hadir. */
function groupOfAnswer(answer: Pick<OwnerRsvp, 'attending' | 'checkedIn'>): RsvpGroup {
  if (!answer.attending) return 'declined';
  return answer.checkedIn ? 'checked-in' : 'expected';
}

/** The RSVP's answer for the scope's majlis (of its session), if it is in the scope. */
export function answerIn(rsvp: OwnerRsvp, scope: RsvpScope): OwnerMajlisAnswer | undefined {
  if (scope.majlis === null) return undefined;
  const answer = rsvp.majlis.find((candidate) => candidate.id === scope.majlis);
  if (!answer || (scope.session !== null && answer.sessionId !== scope.session)) return undefined;
  return answer;
}

/** Whether the RSVP is in the list's scope: every RSVP, or those that answered its majlis. */
export function inScope(rsvp: OwnerRsvp, scope: RsvpScope): boolean {
  return scope.majlis === null || answerIn(rsvp, scope) !== undefined;
}

/** The RSVP's group: by its answer at the scope's majlis, or on the whole (its summary). */
export function groupOf(rsvp: OwnerRsvp, scope: RsvpScope = WHOLE_CARD): RsvpGroup {
  return groupOfAnswer(answerIn(rsvp, scope) ?? rsvp);
}

/** The people the RSVP brings to the scope's majlis, or its most at any. */
export function guestsIn(rsvp: OwnerRsvp, scope: RsvpScope): number {
  return (answerIn(rsvp, scope) ?? rsvp).guests;
}

/** The counts with one RSVP taken out of its group (`before`) and put in another (`after`). */
export function moveInCounts(
  counts: RsvpCounts,
  before: OwnerRsvp | null,
  after: OwnerRsvp | null,
  scope: RsvpScope = WHOLE_CARD,
): RsvpCounts {
  const next: RsvpCounts = {
    expected: { ...counts.expected },
    'checked-in': { ...counts['checked-in'] },
    declined: { ...counts.declined },
  };
  if (before && inScope(before, scope)) {
    const group = next[groupOf(before, scope)];
    group.parties = Math.max(0, group.parties - 1);
    group.guests = Math.max(0, group.guests - guestsIn(before, scope));
  }
  if (after && inScope(after, scope)) {
    const group = next[groupOf(after, scope)];
    group.parties += 1;
    group.guests += guestsIn(after, scope);
  }
  return next;
}

/**
 * One page of a cached list after an RSVP changed (`after`) or went (`after` null): the row
 * replaced, or dropped when it left the list's group; the counts and total moved with it. The
 * page says which majlis or session it is of.
 */
export function applyToPage(
  page: OwnerRsvpPage,
  view: RsvpGroup | 'all',
  before: OwnerRsvp,
  after: OwnerRsvp | null,
): OwnerRsvpPage {
  const { scope } = page;
  const stays = (rsvp: OwnerRsvp) =>
    inScope(rsvp, scope) && (view === 'all' || groupOf(rsvp, scope) === view);
  const rsvps = page.rsvps.flatMap((rsvp) => {
    if (rsvp.id !== before.id) return [rsvp];
    return after && stays(after) ? [after] : [];
  });
  return {
    ...page,
    rsvps,
    counts: moveInCounts(page.counts, before, after, scope),
    total: after ? page.total : Math.max(0, page.total - 1),
  };
}

/**
 * The RSVP after the owner's check-in (or its undo) at one majlis: that answer changes, and the
 * summary follows (checked in at any majlis). An RSVP without answers changes as a whole.
 */
export function checkedInAt(
  rsvp: OwnerRsvp,
  majlisId: string | undefined,
  checkedIn: boolean,
  at: string,
): OwnerRsvp {
  // Without a majlis named, the server checks in the RSVP's one answer (or the RSVP itself).
  const target = majlisId ?? (rsvp.majlis.length === 1 ? rsvp.majlis[0]!.id : undefined);
  if (target === undefined) return { ...rsvp, checkedIn };
  const majlis = rsvp.majlis.map((answer) =>
    answer.id === target ? { ...answer, checkedIn, checkedInAt: checkedIn ? at : null } : answer,
  );
  return { ...rsvp, majlis, checkedIn: majlis.some((answer) => answer.checkedIn) };
}

/**
 * The majlis a one-tap Hadir on the closed row is for: the list's majlis, or the only one the
 * RSVP answered. Undefined when the RSVP answered several (its details hold one per majlis).
 */
export function rowMajlis(rsvp: OwnerRsvp, scope: RsvpScope): string | undefined {
  if (scope.majlis !== null) return scope.majlis;
  return rsvp.majlis.length === 1 ? rsvp.majlis[0]!.id : undefined;
}
