import { createContext, use, useMemo } from 'react';
import type { ReactNode } from 'react';
import type {
  CardLanguage,
  CardMessageId,
  CardWordValues,
  CardWords,
} from '@shared/i18n/card-words';
import { cardLocales, cardMessageIn, formatCardMessage } from '@shared/i18n/card-words';
import type { Locale } from '@shared/i18n/locales';

// The guest card's fixed words in its components: the card's page hands them in (its data holds
// the words of the card's language(s)), and the site's pages that draw the card's parts (the
// editor, the previews) hand in theirs. No react-intl here: this is the card's script.

const CardWordsContext = createContext<CardWords | null>(null);

export function CardWordsProvider({ words, children }: { words: CardWords; children: ReactNode }) {
  return <CardWordsContext value={words}>{children}</CardWordsContext>;
}

/**
 * The second language's words under the first: smaller and muted, on a line of their own (in a
 * heading, a label, a button alike), never larger than the first's and readable on a phone.
 */
export const SECOND_LANGUAGE_CLASS =
  'block text-[length:min(0.85em,max(0.6em,0.75rem))] font-normal opacity-75';

export interface CardSay {
  language: CardLanguage;
  /** The languages the card shows, the main one first. */
  locales: Locale[];
  /** The main language: Malay for a card in Malay or in both, English for an English card. */
  locale: Locale;
  /** The message in each language shown, the main one first. */
  all(id: CardMessageId, values?: CardWordValues): string[];
  /** The message in one of the card's languages (its values worded in that language). */
  textIn(locale: Locale, id: CardMessageId, values?: CardWordValues): string;
  /** The message in the main language only (a value to compare, an id to match). */
  text(id: CardMessageId, values?: CardWordValues): string;
  /** The message on one line, `Malay / English` for a card in both (attributes, options). */
  line(id: CardMessageId, values?: CardWordValues): string;
  /** The message to show: in a card in both, the English under the Malay. */
  say(id: CardMessageId, values?: CardWordValues): ReactNode;
  /** Words already made in each language (a date, a list), shown as `say` shows a message. */
  stack(texts: readonly string[]): ReactNode;
  /** The same, on one line. */
  join(texts: readonly string[]): string;
  /** Something worded per language (a date in words), in each language shown. */
  each(word: (locale: Locale) => string): string[];
}

/** In a card in both, the same words twice (RSVP, a name) are said once. */
const distinct = (texts: readonly string[]) => texts.filter((text, i) => texts.indexOf(text) === i);

export function stackWords(texts: readonly string[], locales: readonly Locale[]): ReactNode {
  const [first = '', second] = distinct(texts);
  if (second === undefined) return first;
  return (
    <>
      {/* A space after, so a screen reader reads the two apart (on screen the line breaks). */}
      {`${first} `}
      <span lang={locales[1]} className={SECOND_LANGUAGE_CLASS}>
        {second}
      </span>
    </>
  );
}

export function cardSay(words: CardWords): CardSay {
  const locales = cardLocales(words.language);
  const all = (id: CardMessageId, values?: CardWordValues) => cardMessageIn(words, id, values);
  const join = (texts: readonly string[]) => distinct(texts).join(' / ');
  return {
    language: words.language,
    locales,
    locale: locales[0]!,
    all,
    textIn: (locale, id, values) =>
      formatCardMessage(words.messages[locale]?.[id] ?? '', locale, values),
    text: (id, values) => all(id, values)[0]!,
    line: (id, values) => join(all(id, values)),
    say: (id, values) => stackWords(all(id, values), locales),
    stack: (texts) => stackWords(texts, locales),
    join,
    each: (word) => locales.map(word),
  };
}

/** The card's words, from the nearest CardWordsProvider. */
export function useCardWords(): CardSay {
  const words = use(CardWordsContext);
  const say = useMemo(() => (words ? cardSay(words) : null), [words]);
  if (!say) throw new Error('The card’s parts are drawn inside a CardWordsProvider');
  return say;
}
