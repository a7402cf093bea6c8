import type { CardPageData } from '@shared/card/card-page';
import type { CardMessages } from '@shared/i18n/card-words';
import { cardLocales } from '@shared/i18n/card-words';
import type { Locale } from '@shared/i18n/locales';

// The card's fixed words come as a chunk of their own, one a language, loaded by the card's
// script before it takes the page over, never inside the page: each page would otherwise carry
// the whole catalogue (its first paint grew past its 35 KB budget), and with it the names of
// majlis a guest's personal link does not invite them to. The chunk is cached across cards.
const CATALOGUES: Record<Locale, () => Promise<{ default: CardMessages }>> = {
  ms: () => import('@shared/i18n/card/ms.json'),
  en: () => import('@shared/i18n/card/en.json'),
};

/** The page's data with the words of its card's language(s) filled in, as the server drew it. */
export async function withCardWords(data: CardPageData): Promise<CardPageData> {
  const locales = cardLocales(data.words.language);
  const catalogues = await Promise.all(locales.map((locale) => CATALOGUES[locale]()));
  const messages = Object.fromEntries(
    locales.map((locale, index) => [locale, catalogues[index]!.default]),
  );
  return { ...data, words: { ...data.words, messages } };
}
