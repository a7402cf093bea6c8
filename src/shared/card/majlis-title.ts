import { cardText } from '../i18n/card-catalogues';
import type { Locale } from '../i18n/locales';
import { MAJLIS_KIND_MESSAGES } from './calendar-event';
import type { Majlis, MajlisKind } from './card-content';

// A majlis's title in a reader's language, for the words said about a card outside its page
// (the owner's screens in the site's language, a server reply in its locale, the shared text in
// the card's): the couple's own title as they wrote it, else its kind's in that language. Apart
// from majlis.ts so the guest card's script never loads the card's whole catalogue.

/** `Wedding Reception` / `Majlis Resepsi`: a kind's title in `locale`. */
export function majlisKindTitleIn(kind: MajlisKind, locale: Locale): string {
  return cardText(locale, MAJLIS_KIND_MESSAGES[kind]);
}

/** The couple's title for the majlis, or its kind's in `locale`. */
export function majlisTitleIn(majlis: Pick<Majlis, 'kind' | 'title'>, locale: Locale): string {
  return majlis.title.trim() || majlisKindTitleIn(majlis.kind, locale);
}
