import type { Locale } from '@shared/i18n/locales';
import { LOCALES } from '@shared/i18n/locales';
import { waitWords } from '@shared/dates/wait-words';
import { cardRuleOf, cardText, inCardLanguages } from '@shared/i18n/card-catalogues';
import type { CardLanguage } from '@shared/i18n/card-words';
import { cardMainLocale } from '@shared/i18n/card-words';
import { readRuleMessage } from '@shared/i18n/rule-words';
import type { SiteMessageId } from '@shared/i18n/site-messages';
import siteEn from '@shared/i18n/site/en/index';
import siteMs from '@shared/i18n/site/ms/index';
import type { Translator } from '@shared/i18n/translator';
import { createTranslator } from '@shared/i18n/translator';

// The server speaks the visitor's language: its replies and its e-mails are words of the site's
// catalogue, said in the language of whoever reads them. Both languages are loaded once, at
// start; a reply costs one message format.

/**
 * What fills a message's placeholders: plain values, words said in the same language, or words
 * worded per language elsewhere (a majlis's kind from the card's catalogue).
 */
export type SaidValues = Record<string, string | number | Said | WordedIn>;

/** A value worded in the reply's language when the reply is said. */
export type WordedIn = (locale: Locale) => string;

/**
 * Words of the site's catalogue, not yet in any language: a reply made by a module is said in
 * each visitor's language when it is sent (`said('login.error.wrongCode')`).
 */
export interface Said {
  readonly id: SiteMessageId;
  readonly values?: SaidValues | undefined;
}

export function said(id: SiteMessageId, values?: SaidValues): Said {
  return { id, values };
}

export function isSaid(value: unknown): value is Said {
  return typeof value === 'object' && value !== null && 'id' in value;
}

const translators = Object.fromEntries(
  LOCALES.map((locale) => [locale, createTranslator(locale, locale === 'en' ? siteEn : siteMs)]),
) as Record<Locale, Translator>;

/** The site's catalogue in one language, for what the server writes (e-mails, replies). */
export function siteTranslator(locale: Locale): Translator {
  return translators[locale];
}

/** The words in `locale`, their nested words in the same language. */
export function say(locale: Locale, words: Said): string {
  const values = words.values
    ? Object.fromEntries(
        Object.entries(words.values).map(([name, value]) => [
          name,
          typeof value === 'function' ? value(locale) : isSaid(value) ? say(locale, value) : value,
        ]),
      )
    : undefined;
  return translators[locale].t(words.id, values);
}

/**
 * The Malay catalogue's messages (those without placeholders) by their words: a refusal handed
 * over as Malay text that is a message of the catalogue is still read in the visitor's own
 * language. Text the catalogue does not know goes out as it is.
 */
const idsByMalay = new Map<string, SiteMessageId>();
for (const [id, text] of Object.entries(siteMs) as [SiteMessageId, string][]) {
  // The first key of a text wins: the same Malay words say the same thing in English.
  if (!text.includes('{') && !idsByMalay.has(text)) idsByMalay.set(text, id);
}

/** The words of a shared rule's message (`ruleMessage`) whose id the catalogue has, else null. */
export function ruleWordsOf(text: string): Said | null {
  const words = readRuleMessage(text);
  return words && Object.hasOwn(siteMs, words.id) ? words : null;
}

/**
 * Text of a reply in `locale`: a shared rule's words (`ruleMessage`) said in `locale`; a card's
 * words (`cardRuleMessage`) in the card's language(s) when the guest's card is known (Malay, then
 * English on a line beneath, on a card in both), else in `locale`; otherwise the catalogue's own
 * words when it knows the Malay, else as is.
 */
export function sayText(locale: Locale, text: string, card: CardLanguage | null = null): string {
  const cardWords = cardRuleOf(text);
  if (cardWords) {
    const inLocale = (each: Locale) => cardText(each, cardWords.id, cardWords.values);
    return card ? inCardLanguages(card, inLocale) : inLocale(locale);
  }
  const rule = ruleWordsOf(text);
  if (rule) return say(locale, rule);
  if (locale === 'ms') return text;
  const id = idsByMalay.get(text);
  return id ? translators[locale].t(id) : text;
}

/** A card's words (`cardRuleMessage`) as its guests read them: in the card's language(s). */
export function guestWords(card: CardLanguage, message: string): string {
  return sayText(cardMainLocale(card), message, card);
}

/** "30 saat" / "30 seconds" under a minute, otherwise whole minutes rounded up ("2 minit"). */
export function waitFor(seconds: number): Said {
  return waitWords(seconds);
}
