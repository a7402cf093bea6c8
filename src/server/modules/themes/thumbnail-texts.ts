import { weekdayAndDateWords } from '@shared/dates/date-words';
import { cardText } from '@shared/i18n/card-catalogues';
import type { Locale } from '@shared/i18n/locales';
import { LOCALES } from '@shared/i18n/locales';

// What a gallery thumbnail says, in each of the site's languages: a card's hero heading and the
// sample wedding's date, as a card in that language shows them (the card catalogue, the shared
// date words), so the picture reads like the card a couple would get. The names are the same in
// every language.

/** The sample wedding's day. */
const SAMPLE_DAY = '2026-12-12';
export const SAMPLE_COUPLE = { groom: 'Adam', bride: 'Hawa' } as const;

export interface ThumbnailText {
  heading: string;
  date: string;
}

export const THUMBNAIL_TEXTS = Object.fromEntries(
  LOCALES.map((locale) => [
    locale,
    {
      heading: cardText(locale, 'card.hero.heading'),
      date: weekdayAndDateWords(SAMPLE_DAY, locale),
    },
  ]),
) as Record<Locale, ThumbnailText>;
