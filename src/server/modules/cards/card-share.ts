import type { CardContent } from '@shared/card/card-content';
import { firstMajlis } from '@shared/card/majlis';
import { DEFAULT_THEME } from '@shared/card/sample-card';
import { malayWeekdayAndDate } from '@shared/dates/malay-date';
import type { Theme } from '@shared/themes/catalogue';
import { findTheme } from '@shared/themes/catalogue';
import { chosenFonts } from '@shared/card/card-fonts';
import type { HeroWords } from '../themes/hero-drawing';

/** What a card's share image shows, in the card's theme and the fonts the couple chose. */
export function shareWords(content: CardContent): { theme: Theme; words: HeroWords } {
  const theme = findTheme(content.theme) ?? findTheme(DEFAULT_THEME)!;
  const fonts = chosenFonts(content, theme);
  return {
    theme,
    words: {
      heading: content.walimatulurus.trim() || 'Walimatulurus',
      groom: content.groom_name,
      bride: content.bride_name,
      date: malayWeekdayAndDate(firstMajlis(content.majlis).date),
      headingFont: fonts.heading,
      bodyFont: fonts.body,
    },
  };
}
