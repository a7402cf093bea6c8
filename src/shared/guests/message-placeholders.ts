import type { CardLanguage } from '../i18n/card-words';
import type { Locale } from '../i18n/locales';

// The placeholders of the couple's WhatsApp messages. Each has its Malay name, the one every
// saved template has used ({nama}, {pautan}), and an English alias ({name}, {link}) an English
// couple may write instead: both are filled everywhere, so no saved template changes meaning.

/** Each placeholder's Malay name and its English alias. */
export const PLACEHOLDER_ALIASES = {
  nama: 'name',
  pautan: 'link',
  majlis: 'event',
  tarikh: 'date',
  masa: 'time',
  tempat: 'venue',
  pas: 'pass',
} as const;

export type PlaceholderKey = keyof typeof PLACEHOLDER_ALIASES;

/** `{nama}` to a Malay reader, `{name}` to an English one: the name the screen shows. */
export function placeholderIn(key: PlaceholderKey, locale: Locale): string {
  return `{${locale === 'en' ? PLACEHOLDER_ALIASES[key] : key}}`;
}

/** Whether the template holds the placeholder under either of its names. */
export function hasPlaceholder(template: string, key: PlaceholderKey): boolean {
  return template.includes(`{${key}}`) || template.includes(`{${PLACEHOLDER_ALIASES[key]}}`);
}

/**
 * The values of a message's placeholders under both names. Worded values (a date, a majlis's
 * kind) come in each language: the Malay name takes the card's main language and the English
 * alias English, so a card in both says `{tarikh}` in Malay and `{date}` in English; a card in
 * Malay says both in Malay.
 */
export function placeholderValues(
  values: Partial<Record<PlaceholderKey, string | ((locale: Locale) => string)>>,
  language: CardLanguage = 'ms',
): Record<string, string> {
  const main: Locale = language === 'en' ? 'en' : 'ms';
  const alias: Locale = language === 'ms' ? 'ms' : 'en';
  const filled: Record<string, string> = {};
  for (const [key, value] of Object.entries(values) as [
    PlaceholderKey,
    string | ((l: Locale) => string),
  ][]) {
    filled[key] = typeof value === 'function' ? value(main) : value;
    filled[PLACEHOLDER_ALIASES[key]] = typeof value === 'function' ? value(alias) : value;
  }
  return filled;
}

/** Every `{key}` of the template replaced by its value, in one pass (a value is never re-read). */
export function fillPlaceholders(template: string, values: Readonly<Record<string, string>>) {
  return template.replace(/\{([a-z]+)\}/g, (whole, key: string) =>
    Object.hasOwn(values, key) ? values[key]! : whole,
  );
}
