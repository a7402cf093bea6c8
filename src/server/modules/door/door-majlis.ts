import type { Majlis } from '@shared/card/card-content';
import type { CardRole } from '@shared/card/card-roles';
import { majlisInDateOrder, nextMajlis, visibleMajlis } from '@shared/card/majlis';
import { majlisTitleIn } from '@shared/card/majlis-title';
import type { Locale } from '@shared/i18n/locales';
import type { DoorMajlisChoice } from '@shared/schemas/check-in';
import { CHECK_IN_MESSAGE_IDS } from '@shared/schemas/check-in';
import { badRequest, forbidden, notFound, said } from '../../http/errors';

// The door works for one majlis at a time: an usher link for one majlis opens its door and no
// other; the owner, staff and an usher link for every majlis choose (a card of one majlis has
// nothing to choose). A check-in, an undo or a walk-in names its majlis, so nothing is recorded
// at the wrong door; the screen's reads may leave it out and get the majlis held next.

/** Who asks for the door: an usher link (for one majlis, or every one: null), or a session. */
export type DoorCaller = { via: 'usher'; usherMajlisId: string | null } | { via: CardRole };

/** The majlis an usher link is for, on the card as it is now (the owner may have removed it). */
function usherMajlis(list: readonly Majlis[], usherMajlisId: string): Majlis {
  const majlis = list.find((candidate) => candidate.id === usherMajlisId);
  if (!majlis) throw forbidden(said(CHECK_IN_MESSAGE_IDS.usherMajlisGone));
  return majlis;
}

/**
 * The majlis whose door a call is for. `requested` is the call's `majlis`; `writing` says the
 * call records something (it must then name the majlis when the caller could mean several).
 * Refusals: 403 for an usher link's other majlis (or its majlis removed), 404 for a majlis not
 * on the card, 400 for a write that does not say which.
 */
export function doorMajlis(
  list: readonly Majlis[],
  caller: DoorCaller,
  requested: string | undefined,
  options: { writing: boolean; now: Date },
): Majlis {
  if (caller.via === 'usher' && caller.usherMajlisId !== null) {
    const own = usherMajlis(list, caller.usherMajlisId);
    if (requested !== undefined && requested !== own.id) {
      throw forbidden(
        said(CHECK_IN_MESSAGE_IDS.usherOtherMajlis, {
          title: (locale) => majlisTitleIn(own, locale),
        }),
      );
    }
    return own;
  }
  if (requested !== undefined) {
    const majlis = list.find((candidate) => candidate.id === requested);
    if (!majlis) throw notFound(said(CHECK_IN_MESSAGE_IDS.majlisUnknown));
    return majlis;
  }
  const [only, ...others] = list;
  if (only && others.length === 0) return only;
  if (options.writing) throw badRequest(said(CHECK_IN_MESSAGE_IDS.majlisChoose), 'majlis');
  const inOrder = majlisInDateOrder(list);
  const majlis = nextMajlis(inOrder, options.now) ?? inOrder.at(-1);
  if (!majlis) throw notFound(said(CHECK_IN_MESSAGE_IDS.majlisUnknown));
  return majlis;
}

/** A majlis as the door's picker shows it: untitled, by its kind in the reader's language. */
export function doorMajlisChoice(majlis: Majlis, locale: Locale = 'ms'): DoorMajlisChoice {
  return {
    id: majlis.id,
    title: majlisTitleIn(majlis, locale),
    date: majlis.date,
    startTime: majlis.start_time,
    endTime: majlis.end_time,
  };
}

/** The majlis the caller may open the door for, in date order (an usher link's one, or all). */
export function doorMajlisChoices(list: readonly Majlis[], caller: DoorCaller): Majlis[] {
  if (caller.via === 'usher' && caller.usherMajlisId !== null) {
    return [usherMajlis(list, caller.usherMajlisId)];
  }
  return majlisInDateOrder(list);
}

/**
 * Whether a party of the guest list is invited to the majlis: the ids the owner chose, or the
 * card's open majlis while the owner never chose (`invitedIds` null).
 */
export function partyInvitedTo(
  list: readonly Majlis[],
  invitedIds: readonly string[] | null,
  majlisId: string,
): boolean {
  return visibleMajlis(list, invitedIds).some((majlis) => majlis.id === majlisId);
}
