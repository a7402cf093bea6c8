import type { CardLanguage } from '../i18n/card-words';
import type { CardContent, Majlis, MajlisSession } from './card-content';

// The couple's own texts in English. A card in 'both' shows its fixed words in Malay with the
// English beneath; the couple may give their own texts an English version too, shown the same
// way. Each English version sits beside its Malay text under the Malay field's name with `_en`
// (`message_en`, a majlis's `title_en`, a programme item's `title_en`…), is optional, and is
// absent when empty: a card without English versions is stored, sent and drawn exactly as before.
// They are kept whatever the card's language (switching back to 'both' brings them back) but
// reach guests only in 'both'.

/** The card's texts that may have an English version (not the names, contacts, dates or times). */
export const ENGLISH_CARD_TEXTS = [
  'walimatulurus',
  'walimatulurus2',
  'parent_name',
  'message',
  'doa',
] as const;
export type EnglishCardText = (typeof ENGLISH_CARD_TEXTS)[number];

/** A majlis's texts that may have one (its own title, its hosts, its venue's text). */
export const ENGLISH_MAJLIS_TEXTS = ['title', 'hosts', 'location'] as const;
export type EnglishMajlisText = (typeof ENGLISH_MAJLIS_TEXTS)[number];

/** `message` → `message_en`. */
export const englishKey = <F extends string>(field: F) => `${field}_en` as const;

export type EnglishCardTexts = Partial<Record<`${EnglishCardText}_en`, string>>;

/** The card-level English versions, as their column stores them (JSON; only those given). */
export function englishColumn(content: EnglishCardTexts): string {
  const given = ENGLISH_CARD_TEXTS.map(englishKey).flatMap((key) => {
    const text = content[key];
    return text ? [[key, text] as const] : [];
  });
  return JSON.stringify(Object.fromEntries(given));
}

/** The column back to the card-level English versions (an unreadable value: none). */
export function englishFromColumn(column: string | null | undefined): EnglishCardTexts {
  let stored: unknown;
  try {
    stored = JSON.parse(column ?? '{}');
  } catch {
    return {};
  }
  if (typeof stored !== 'object' || stored === null) return {};
  const record = stored as Record<string, unknown>;
  const texts: EnglishCardTexts = {};
  for (const key of ENGLISH_CARD_TEXTS.map(englishKey)) {
    const text = record[key];
    if (typeof text === 'string' && text !== '') texts[key] = text;
  }
  return texts;
}

const withoutKeys = <T extends object>(value: T, keys: readonly string[]): T =>
  Object.fromEntries(Object.entries(value).filter(([key]) => !keys.includes(key))) as T;

const MAJLIS_ENGLISH_KEYS = ENGLISH_MAJLIS_TEXTS.map(englishKey);
const CARD_ENGLISH_KEYS = ENGLISH_CARD_TEXTS.map(englishKey);

function majlisWithoutEnglish(majlis: Majlis): Majlis {
  return {
    ...withoutKeys(majlis, MAJLIS_ENGLISH_KEYS),
    tentative: majlis.tentative.map((item) => withoutKeys(item, ['title_en'])),
    sessions: majlis.sessions.map((session: MajlisSession) => withoutKeys(session, ['label_en'])),
  };
}

/**
 * The content as guests of a card in `language` receive it: English versions only for a card in
 * 'both' (a card in Malay or in English sends none, so its page does not grow).
 */
export function contentForGuests<C extends Pick<CardContent, 'majlis'>>(
  content: C,
  language: CardLanguage,
): C {
  if (language === 'both') return content;
  return {
    ...withoutKeys(content, CARD_ENGLISH_KEYS),
    majlis: content.majlis.map(majlisWithoutEnglish),
  };
}

/** The English version to show under a text: only in 'both', only when the Malay shows. */
export function shownEnglish(
  language: CardLanguage,
  malay: string,
  english: string | undefined,
): string | null {
  if (language !== 'both' || !malay.trim() || !english?.trim()) return null;
  return english;
}
