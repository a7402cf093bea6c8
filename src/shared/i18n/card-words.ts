import type ms from './card/ms.json';
import type { Locale } from './locales';
import { INTL_LOCALES } from './locales';

// The guest card's fixed words in the language(s) the couple chose for it. The card's page
// carries them as plain strings in its data (the server reads the card's catalogue), and the
// card's script formats them with the small formatter below: react-intl and the ICU parser would
// cost the card's first script more than its whole byte budget allows. So card messages use
// only what this formatter knows, `{name}` and `{n, plural, =0 {…} one {…} other {…}}` with
// `#`; catalogues.test.ts and card-words.test.ts hold every card message to it and to
// @formatjs/intl's own output.

/** Malay (the default), English, or both: Malay first with the English beneath. */
export const CARD_LANGUAGES = ['ms', 'en', 'both'] as const;
export type CardLanguage = (typeof CARD_LANGUAGES)[number];
export const DEFAULT_CARD_LANGUAGE: CardLanguage = 'ms';

export function isCardLanguage(value: unknown): value is CardLanguage {
  return typeof value === 'string' && (CARD_LANGUAGES as readonly string[]).includes(value);
}

/** The languages a card shows, the main one first (a card in both leads with Malay). */
export function cardLocales(language: CardLanguage): Locale[] {
  return language === 'both' ? ['ms', 'en'] : [language];
}

/** The card's main language: its page's `<html lang>`, its title and share tags. */
export function cardMainLocale(language: CardLanguage): Locale {
  return cardLocales(language)[0]!;
}

export type CardMessageId = keyof typeof ms;
export type CardMessages = Record<CardMessageId, string>;

/** The fixed words a card's page carries: its language and the messages of each it shows. */
export interface CardWords {
  language: CardLanguage;
  messages: Partial<Record<Locale, CardMessages>>;
}

/** The words of a card in `language`, taken from the whole catalogues (the server's work). */
export function cardWordsIn(
  language: CardLanguage,
  catalogues: Record<Locale, CardMessages>,
): CardWords {
  return {
    language,
    messages: Object.fromEntries(cardLocales(language).map((l) => [l, catalogues[l]])),
  };
}

/** What fills a card message's `{placeholders}`. */
export type CardWordValues = Record<string, string | number>;

type Part =
  string | { arg: string } | { pound: true } | { plural: string; options: Record<string, Part[]> };

const parsed = new Map<string, Part[]>();

/** A card message's parts: text, `{name}`, `#`, and `{n, plural, …}` with its options. */
function parse(message: string): Part[] {
  let at = 0;
  const fail = (what: string): never => {
    throw new Error(`Card message: ${what} at ${at} in ${JSON.stringify(message)}`);
  };
  const space = () => {
    while (/\s/.test(message[at] ?? '')) at += 1;
  };
  const word = () => {
    space();
    const start = at;
    while (at < message.length && !/[\s,{}]/.test(message[at]!)) at += 1;
    return message.slice(start, at);
  };
  const expect = (char: string) => {
    space();
    if (message[at] !== char) fail(`expected "${char}"`);
    at += 1;
  };
  const parts = (inPlural: boolean): Part[] => {
    const found: Part[] = [];
    let text = '';
    const flush = () => {
      if (text) found.push(text);
      text = '';
    };
    while (at < message.length && message[at] !== '}') {
      const char = message[at]!;
      if (char === '#' && inPlural) {
        flush();
        found.push({ pound: true });
        at += 1;
      } else if (char === '{') {
        flush();
        at += 1;
        found.push(argument());
      } else {
        text += char;
        at += 1;
      }
    }
    flush();
    return found;
  };
  const argument = (): Part => {
    const name = word();
    if (!name) fail('a placeholder without a name');
    space();
    if (message[at] === '}') {
      at += 1;
      return { arg: name };
    }
    expect(',');
    if (word() !== 'plural') fail('a placeholder other than {name} or a plural');
    expect(',');
    const options: Record<string, Part[]> = {};
    for (space(); message[at] !== '}'; space()) {
      const selector = word();
      if (!selector) fail('a plural option without its selector');
      expect('{');
      options[selector] = parts(true);
      expect('}');
    }
    at += 1;
    if (!options.other) fail('a plural without its "other"');
    return { plural: name, options };
  };
  const result = parts(false);
  if (at < message.length) fail('an unmatched "}"');
  return result;
}

const pluralRules = new Map<Locale, Intl.PluralRules>();
const numberFormats = new Map<Locale, Intl.NumberFormat>();
const rulesOf = (locale: Locale) => {
  let rules = pluralRules.get(locale);
  if (!rules) pluralRules.set(locale, (rules = new Intl.PluralRules(INTL_LOCALES[locale])));
  return rules;
};
const numbersOf = (locale: Locale) => {
  let format = numberFormats.get(locale);
  if (!format) numberFormats.set(locale, (format = new Intl.NumberFormat(INTL_LOCALES[locale])));
  return format;
};

function formatParts(
  parts: Part[],
  locale: Locale,
  values: CardWordValues,
  count: number | null,
): string {
  let out = '';
  for (const part of parts) {
    if (typeof part === 'string') out += part;
    else if ('arg' in part) out += String(values[part.arg] ?? '');
    else if ('pound' in part) out += count === null ? '#' : numbersOf(locale).format(count);
    else {
      const n = Number(values[part.plural] ?? 0);
      const option =
        part.options[`=${n}`] ?? part.options[rulesOf(locale).select(n)] ?? part.options.other!;
      out += formatParts(option, locale, values, n);
    }
  }
  return out;
}

/**
 * A card message in `locale` with its placeholders filled: `{name}` by its value, a plural by
 * its number's exact `=n` option or its plural category (Intl.PluralRules), `#` by the number.
 */
export function formatCardMessage(
  message: string,
  locale: Locale,
  values: CardWordValues = {},
): string {
  let parts = parsed.get(message);
  if (!parts) {
    parts = parse(message);
    parsed.set(message, parts);
  }
  return formatParts(parts, locale, values, null);
}

/**
 * A card message in each language the card shows, the main one first (one string for a card in
 * one language, two for a card in both).
 */
export function cardMessageIn(
  words: CardWords,
  id: CardMessageId,
  values?: CardWordValues,
): string[] {
  return cardLocales(words.language).map((locale) =>
    formatCardMessage(words.messages[locale]?.[id] ?? '', locale, values),
  );
}
