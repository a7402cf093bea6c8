import type { CardRuleWords } from './card-rule-words';
import { readCardRule } from './card-rule-words';
import type { CardLanguage, CardMessageId, CardMessages, CardWordValues } from './card-words';
import { cardLocales, formatCardMessage } from './card-words';
import cardEn from './card/en.json' with { type: 'json' };
import cardMs from './card/ms.json' with { type: 'json' };
import type { Locale } from './locales';

// The card's catalogue whole, for the words said ABOUT a card outside its own page: the text
// the couple shares, a majlis's kind on the owner's screens, a server reply naming a majlis.
// Never imported by the guest card's script, whose page carries only its own language's words.

export const CARD_CATALOGUES: Record<Locale, CardMessages> = {
  ms: cardMs as CardMessages,
  en: cardEn as CardMessages,
};

/** A card message in `locale`, its placeholders filled by the card's formatter. */
export function cardText(locale: Locale, id: CardMessageId, values?: CardWordValues): string {
  return formatCardMessage(CARD_CATALOGUES[locale][id], locale, values);
}

/** The words of a card rule's message (`cardRuleMessage`) whose id the catalogue has, else null. */
export function cardRuleOf(message: string): CardRuleWords | null {
  const words = readCardRule(message);
  return words && Object.hasOwn(CARD_CATALOGUES.ms, words.id) ? words : null;
}

/** Words in each of a card's languages, a line each: the Malay, then the English, on a card in both. */
export function inCardLanguages(
  language: CardLanguage,
  wordsIn: (locale: Locale) => string,
): string {
  return cardLocales(language).map(wordsIn).join('\n');
}
