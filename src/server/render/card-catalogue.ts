import type { CardLanguage, CardMessages, CardWords } from '@shared/i18n/card-words';
import { CARD_LANGUAGES, cardWordsIn } from '@shared/i18n/card-words';
import cardEn from '@shared/i18n/card/en.json' with { type: 'json' };
import cardMs from '@shared/i18n/card/ms.json' with { type: 'json' };

// The guest card's catalogue, read by the server only: a card's page carries the words of its
// language(s) as strings in its data, so the card's script never loads a catalogue.

const CATALOGUES = { ms: cardMs as CardMessages, en: cardEn as CardMessages };

// One object a language: every page of a card in that language carries the same words.
const WORDS = Object.fromEntries(
  CARD_LANGUAGES.map((language) => [language, cardWordsIn(language, CATALOGUES)]),
) as Record<CardLanguage, CardWords>;

/** The fixed words of a card in `language`. */
export function cardWords(language: CardLanguage): CardWords {
  return WORDS[language];
}
