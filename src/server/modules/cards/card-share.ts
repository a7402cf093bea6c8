import type { CardContent } from '@shared/card/card-content';
import { firstMajlis } from '@shared/card/majlis';
import { moreMajlisLine } from '@shared/card/majlis-display';
import { DEFAULT_THEME } from '@shared/card/sample-card';
import { malayWeekdayAndDate } from '@shared/dates/malay-date';
import type { Theme } from '@shared/themes/catalogue';
import { findTheme } from '@shared/themes/catalogue';
import { chosenFonts } from '@shared/card/card-fonts';
import type { HeroWords } from '../themes/hero-drawing';

/**
 * What a card's share image shows, in the card's theme and the fonts the couple chose: the date
 * of its first majlis (of those given: the card's open ones), and how many more there are.
 */
export function shareWords(content: CardContent): { theme: Theme; words: HeroWords } {
  const theme = findTheme(content.theme) ?? findTheme(DEFAULT_THEME)!;
  const fonts = chosenFonts(content, theme);
  const more = moreMajlisLine(content.majlis.length - 1);
  return {
    theme,
    words: {
      heading: content.walimatulurus.trim() || 'Walimatulurus',
      groom: content.groom_name,
      bride: content.bride_name,
      date: malayWeekdayAndDate(firstMajlis(content.majlis).date),
      // Only when there are more: a card of one majlis keeps its picture (named by its words).
      ...(more ? { more } : {}),
      headingFont: fonts.heading,
      bodyFont: fonts.body,
    },
  };
}
