import type { CardLanguage } from './card-words';
import type { Locale } from './locales';

// Which of a catalogue entry's titles a reader gets. Staff write every title in Malay and may add
// an English one ('' when they did not). The rule: a reader of English gets the English title
// when there is one, else the Malay; a card in both shows the Malay with the English beneath.
// Decided here, on the server, so a reply carries only the title(s) its reader sees. A Malay
// title standing in for a missing English one says so (`lang: 'ms'`), so the page marks it
// `lang="ms"` and a screen reader reads it as Malay among the English around it.

/** The one title a reader of `locale` sees (the owner's card home: the site's language). */
export function titleIn(locale: Locale, title: string, titleEn: string): string {
  return locale === 'en' && titleEn !== '' ? titleEn : title;
}

/** A reader of English given the Malay title, since staff gave no English one. */
function isMalayFallback(locale: Locale, titleEn: string): boolean {
  return locale === 'en' && titleEn === '';
}

/**
 * The one title a reader of `locale` sees (`titleIn`), with `lang: 'ms'` when it is the Malay
 * standing in for an English title staff did not give.
 */
export function titleWithLang(
  locale: Locale,
  title: string,
  titleEn: string,
): { title: string; lang?: 'ms' } {
  const shown = titleIn(locale, title, titleEn);
  return isMalayFallback(locale, titleEn) ? { title: shown, lang: 'ms' } : { title: shown };
}

/**
 * A gift idea's titles for guests of a card in `language`: Malay alone for a Malay card, one
 * title by `titleWithLang` for an English card (`title_lang: 'ms'` on its Malay fallback), and
 * for a card in both the Malay with the English beside it (`title_en`) only when there is one.
 */
export function giftIdeaTitles(
  language: CardLanguage,
  title: string,
  titleEn: string,
): { title: string; title_en?: string; title_lang?: 'ms' } {
  if (language !== 'both') {
    const { title: shown, lang } = titleWithLang(language, title, titleEn);
    return lang ? { title: shown, title_lang: lang } : { title: shown };
  }
  return titleEn === '' ? { title } : { title, title_en: titleEn };
}
