import type { CardContent } from '@shared/card/card-content';
import { heroHeading } from '@shared/card/card-page';
import { firstMajlis } from '@shared/card/majlis';
import { DEFAULT_THEME } from '@shared/card/sample-card';
import { weekdayAndDateWords } from '@shared/dates/date-words';
import type { CardLanguage } from '@shared/i18n/card-words';
import { cardLocales, cardMessageIn } from '@shared/i18n/card-words';
import type { Theme } from '@shared/themes/catalogue';
import { findTheme } from '@shared/themes/catalogue';
import { chosenFonts } from '@shared/card/card-fonts';
import { cardWords } from '../../render/card-catalogue';
import type { ShareWords } from '../themes/hero-drawing';

/**
 * What a card's share image shows, in the card's theme, the fonts the couple chose and the card's
 * language: the date of its first majlis (of those given: the card's open ones), and how many
 * more there are. The hero's heading and date are in the card's main language (Malay for a card
 * in both); the lines beside it in each language the card shows.
 */
export function shareWords(
  content: CardContent,
  language: CardLanguage,
): { theme: Theme; words: ShareWords } {
  const theme = findTheme(content.theme) ?? findTheme(DEFAULT_THEME)!;
  const fonts = chosenFonts(content, theme);
  const words = cardWords(language);
  const more = content.majlis.length - 1;
  const dates = cardLocales(language).map((locale) =>
    weekdayAndDateWords(firstMajlis(content.majlis).date, locale),
  );
  return {
    theme,
    words: {
      heading: heroHeading(content, cardMessageIn(words, 'card.hero.heading')[0]),
      groom: content.groom_name,
      bride: content.bride_name,
      date: dates[0]!,
      dates,
      // Only when there are more: a card of one majlis keeps its picture (named by its words).
      more: more > 0 ? cardMessageIn(words, 'card.share.more', { n: more }) : [],
      tagline: cardMessageIn(words, 'card.share.description'),
      headingFont: fonts.heading,
      bodyFont: fonts.body,
    },
  };
}
