import type { ReactNode } from 'react';
import type { CardContent, Majlis } from '@shared/card/card-content';
import { MAJLIS_KIND_MESSAGES } from '@shared/card/calendar-event';
import { shownEnglish } from '@shared/card/english-texts';
import { hijriDateWords, weekdayAndDateWords } from '@shared/dates/date-words';
import type { CardSay } from './card-words';
import { useCardWords } from './card-words';

// A majlis as the card words it: its heading (the couple's own title as they wrote it, or its
// kind's name in the card's language(s)) and its date (with the Hijri date when shown).

type Titled = Pick<Majlis, 'kind' | 'title' | 'title_en'>;

export interface MajlisTitles {
  /** To show (a heading): in a card in both, the English under the Malay. */
  say(majlis: Titled): ReactNode;
  /** On one line (a label, a button's name): `Malay / English` in a card in both. */
  line(majlis: Titled): string;
}

export function majlisTitles(words: CardSay): MajlisTitles {
  /** The couple's own title, with its English version in a card in both (when it has one). */
  const own = (majlis: Titled) => {
    const title = majlis.title.trim();
    const english = shownEnglish(words.language, title, majlis.title_en);
    return english ? [title, english.trim()] : [title];
  };
  return {
    say: (majlis) =>
      majlis.title.trim() ? words.stack(own(majlis)) : words.say(MAJLIS_KIND_MESSAGES[majlis.kind]),
    line: (majlis) =>
      majlis.title.trim() ? words.join(own(majlis)) : words.line(MAJLIS_KIND_MESSAGES[majlis.kind]),
  };
}

/** The card's majlis titles, in the words of the nearest CardWordsProvider. */
export function useMajlisTitle(): (majlis: Titled) => ReactNode {
  return majlisTitles(useCardWords()).say;
}

export function useMajlisTitles(): MajlisTitles {
  return majlisTitles(useCardWords());
}

/**
 * A majlis's date in the card's language(s), and its Hijri date when the couple show it (null
 * when not), as the card's sections and panels show them.
 */
export function majlisDateWords(
  words: CardSay,
  majlis: Pick<Majlis, 'date'>,
  card: Pick<CardContent, 'show_hijri' | 'hijri_adjust'>,
) {
  return {
    date: words.stack(words.each((locale) => weekdayAndDateWords(majlis.date, locale))),
    hijri: card.show_hijri
      ? words.stack(words.each((locale) => hijriDateWords(majlis.date, locale, card.hijri_adjust)))
      : null,
  };
}
