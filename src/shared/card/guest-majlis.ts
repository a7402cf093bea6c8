import type { Majlis } from './card-content';
import { visibleMajlis } from './majlis';

/**
 * What a guest's card shows, as the ids to pass to `visibleMajlis`: a party's invited majlis, or
 * null (the card's open majlis) for the card's own link, and for a party none of whose majlis
 * is still on the card (it is then greeted like anyone with the card's link, never shown an
 * empty card).
 */
export function shownMajlisIds(
  list: readonly Pick<Majlis, 'id' | 'invite_only'>[],
  invitedIds: readonly string[] | null,
): string[] | null {
  if (invitedIds === null) return null;
  const shown = visibleMajlis(list, invitedIds).map((majlis) => majlis.id);
  return shown.length > 0 ? shown : null;
}
