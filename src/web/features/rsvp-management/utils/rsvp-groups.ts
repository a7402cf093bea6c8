import type { OwnerRsvp, OwnerRsvpPage, RsvpCounts, RsvpGroup } from '@shared/schemas/rsvp';

/** Belum Hadir (attending, not checked in), Sudah Hadir, Tidak Hadir. */
export function groupOf(rsvp: Pick<OwnerRsvp, 'attending' | 'checkedIn'>): RsvpGroup {
  if (!rsvp.attending) return 'declined';
  return rsvp.checkedIn ? 'checked-in' : 'expected';
}

/** The counts with one RSVP taken out of its group (`before`) and put in another (`after`). */
export function moveInCounts(
  counts: RsvpCounts,
  before: OwnerRsvp | null,
  after: OwnerRsvp | null,
): RsvpCounts {
  const next: RsvpCounts = {
    expected: { ...counts.expected },
    'checked-in': { ...counts['checked-in'] },
    declined: { ...counts.declined },
  };
  if (before) {
    const group = next[groupOf(before)];
    group.parties = Math.max(0, group.parties - 1);
    group.guests = Math.max(0, group.guests - before.guests);
  }
  if (after) {
    const group = next[groupOf(after)];
    group.parties += 1;
    group.guests += after.guests;
  }
  return next;
}

/**
 * One page of a cached list after an RSVP changed (`after`) or went (`after` null): the row
 * replaced, or dropped when it left the list's group; the counts and total moved with it.
 */
export function applyToPage(
  page: OwnerRsvpPage,
  view: RsvpGroup | 'all',
  before: OwnerRsvp,
  after: OwnerRsvp | null,
): OwnerRsvpPage {
  const stays = (rsvp: OwnerRsvp) => view === 'all' || groupOf(rsvp) === view;
  const rsvps = page.rsvps.flatMap((rsvp) => {
    if (rsvp.id !== before.id) return [rsvp];
    return after && stays(after) ? [after] : [];
  });
  return {
    ...page,
    rsvps,
    counts: moveInCounts(page.counts, before, after),
    total: after ? page.total : Math.max(0, page.total - 1),
  };
}
