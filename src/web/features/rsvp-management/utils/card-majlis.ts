import type { Majlis } from '@shared/card/card-content';
import { majlisInDateOrder } from '@shared/card/majlis';
import { majlisNames } from '@shared/guests/party-majlis';
import type { Locale } from '@shared/i18n/locales';

/** The card's majlis as the RSVP page shows them: in date order, each by its name. */
export interface CardMajlis {
  list: readonly Majlis[];
  names: ReadonlyMap<string, string>;
}

/**
 * The page's majlis, or null when it shows none: a card of one majlis without sessions has an
 * RSVP page as it always had.
 */
export function cardMajlis(list: readonly Majlis[], locale: Locale): CardMajlis | null {
  const several = list.length > 1 || list.some((majlis) => majlis.sessions.length > 0);
  return several ? { list: majlisInDateOrder(list), names: majlisNames(list, locale) } : null;
}

/** A session's label, by its id (ids are unique within a card). */
export function sessionLabel(majlis: CardMajlis, sessionId: string | null): string | undefined {
  if (sessionId === null) return undefined;
  return majlis.list.flatMap((one) => one.sessions).find((session) => session.id === sessionId)
    ?.label;
}
