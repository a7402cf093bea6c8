import { createIntl, createIntlCache } from '@formatjs/intl';
import { TYPE, parse } from '@formatjs/icu-messageformat-parser';
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { cardLanguageBodySchema, CARD_LANGUAGE_MESSAGES } from '../schemas/card-language';
import cardEn from './card/en.json' with { type: 'json' };
import cardMs from './card/ms.json' with { type: 'json' };
import type { CardMessages } from './card-words';
import {
  CARD_LANGUAGES,
  cardLocales,
  cardMainLocale,
  cardMessageIn,
  cardWordsIn,
  formatCardMessage,
  isCardLanguage,
} from './card-words';
import type { Locale } from './locales';
import type { MessageId } from './message-ids';
import { INTL_LOCALES } from './locales';

// The card formats its own words with a small formatter (no ICU parser in its script): every
// card message must come out of it exactly as @formatjs/intl makes it, and use only what it knows.

const CATALOGUES: Record<Locale, CardMessages> = {
  ms: cardMs as CardMessages,
  en: cardEn as CardMessages,
};
const COUNTS = [0, 1, 2, 5, 21, 1000];
const cache = createIntlCache();

/** The placeholders of a message: text values, and the plural's count. */
function placeholders(elements: MessageFormatElement[], found: Map<string, 'text' | 'count'>) {
  for (const element of elements) {
    if (element.type === TYPE.argument) found.set(element.value, 'text');
    if (element.type === TYPE.plural) {
      found.set(element.value, 'count');
      for (const option of Object.values(element.options)) placeholders(option.value, found);
    }
  }
  return found;
}

/** What a message is made of, by ICU element kind, including inside its plurals. */
function elementKinds(elements: MessageFormatElement[], kinds = new Set<string>()): Set<string> {
  for (const element of elements) {
    kinds.add(TYPE[element.type]);
    if (element.type === TYPE.plural) {
      if (element.pluralType !== 'cardinal' || element.offset !== 0) kinds.add('ordinal/offset');
      for (const option of Object.values(element.options)) elementKinds(option.value, kinds);
    }
    if (element.type === TYPE.select || element.type === TYPE.tag) kinds.add('unsupported');
  }
  return kinds;
}

const everyMessage = (Object.keys(CATALOGUES.ms) as (keyof CardMessages)[]).flatMap((id) =>
  (['ms', 'en'] as const).map((locale) => ({ id, locale, message: CATALOGUES[locale][id] })),
);

describe('the card’s formatter', () => {
  it.each(everyMessage)(
    'formats $id in $locale as @formatjs/intl does',
    ({ id, locale, message }) => {
      // One message of one catalogue (the ids span both catalogues: only this one is asked for).
      const messages = { [id]: message } as Record<MessageId, string>;
      const intl = createIntl({ locale: INTL_LOCALES[locale], messages }, cache);
      const found = placeholders(parse(message), new Map());
      const counts = [...found.values()].includes('count') ? COUNTS : [1];
      for (const count of counts) {
        const values = Object.fromEntries(
          [...found].map(([name, kind]) => [name, kind === 'count' ? count : `«${name}»`]),
        );
        expect(formatCardMessage(message, locale, values)).toBe(intl.formatMessage({ id }, values));
      }
    },
  );

  it('finds in every card message only {name}, plurals with #, and plain text', () => {
    const allowed = new Set(['literal', 'argument', 'plural', 'pound']);
    const problems = everyMessage.flatMap(({ id, locale, message }) => {
      const extra = [...elementKinds(parse(message))].filter((kind) => !allowed.has(kind));
      // An apostrophe before a brace or # quotes it in ICU; the small formatter keeps it as text.
      const quoting = /'[{}#|]|''/.test(message) ? ['apostrophe quoting'] : [];
      return [...extra, ...quoting].map((kind) => `${locale} ${id}: ${kind}`);
    });
    expect(problems).toEqual([]);
  });

  it('takes an exact =n option before the plural category, and # is the count', () => {
    const message = '{n, plural, =0 {tiada} one {# tetamu} other {# tetamu, {name}}}';
    expect(formatCardMessage(message, 'en', { n: 0 })).toBe('tiada');
    expect(formatCardMessage(message, 'en', { n: 1 })).toBe('1 tetamu');
    expect(formatCardMessage(message, 'en', { n: 1200, name: 'Ali' })).toBe('1,200 tetamu, Ali');
    expect(formatCardMessage('# {n}', 'ms', { n: 3 })).toBe('# 3');
  });

  it('refuses what it does not know, rather than showing it wrong', () => {
    expect(() => formatCardMessage('{a, select, x {y} other {z}}', 'ms')).toThrow(/plural/);
    expect(() => formatCardMessage('{n, plural, one {x}}', 'ms')).toThrow(/other/);
    expect(() => formatCardMessage('a } b', 'ms')).toThrow(/unmatched/);
  });
});

describe('the card’s language', () => {
  it('is Malay, English or both, Malay first', () => {
    expect(CARD_LANGUAGES).toEqual(['ms', 'en', 'both']);
    expect(cardLocales('ms')).toEqual(['ms']);
    expect(cardLocales('en')).toEqual(['en']);
    expect(cardLocales('both')).toEqual(['ms', 'en']);
    expect(cardMainLocale('both')).toBe('ms');
    expect(cardMainLocale('en')).toBe('en');
    expect(isCardLanguage('both')).toBe(true);
    expect(isCardLanguage('fr')).toBe(false);
    expect(isCardLanguage(undefined)).toBe(false);
  });

  it('carries the words of its languages only', () => {
    expect(Object.keys(cardWordsIn('ms', CATALOGUES).messages)).toEqual(['ms']);
    expect(Object.keys(cardWordsIn('en', CATALOGUES).messages)).toEqual(['en']);
    const both = cardWordsIn('both', CATALOGUES);
    expect(Object.keys(both.messages)).toEqual(['ms', 'en']);
    expect(cardMessageIn(both, 'card.rsvp.seatsLeft', { n: 1 })).toEqual([
      '1 tempat lagi',
      '1 seat left',
    ]);
    expect(cardMessageIn(cardWordsIn('en', CATALOGUES), 'card.intro.open')).toEqual(['Open']);
  });

  it('is set with one of the three, refused in Malay otherwise', () => {
    for (const language of CARD_LANGUAGES) {
      expect(cardLanguageBodySchema.parse({ language })).toEqual({ language });
    }
    for (const body of [{ language: 'fr' }, { language: '' }, { language: null }, {}, [], 'en']) {
      const result = cardLanguageBodySchema.safeParse(body);
      expect(result.success, JSON.stringify(body)).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(CARD_LANGUAGE_MESSAGES.invalid);
    }
  });
});
