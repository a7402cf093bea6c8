import { cardRuleOf, cardText } from './card-catalogues';
import type { Locale } from './locales';
import { ruleText } from './rule-words';
import siteEn from './site/en/index';
import siteMs from './site/ms/index';
import { createTranslator } from './translator';

// A rule's message as text in one language, from the catalogues themselves: for tests and
// scripts, which read the words a person would. Not for the browser (it loads one language's
// words, already parsed: `useRuleText()`), nor the server's replies (`sayText`).

const translators = {
  ms: createTranslator('ms', siteMs),
  en: createTranslator('en', siteEn),
} as const;

/**
 * `message` (a rule's words, a card's words (`cardRuleMessage`), or any other text) as a reader
 * of `locale` gets it.
 */
export function ruleTextIn(locale: Locale, message: string): string {
  const cardWords = cardRuleOf(message);
  if (cardWords) return cardText(locale, cardWords.id, cardWords.values);
  return ruleText(message, translators[locale].t);
}

/** The Malay of a rule's message: the words the Malay pages and replies have always used. */
export const malay = (message: string): string => ruleTextIn('ms', message);
