import type { CardContent } from '@shared/card/card-content';
import { DEFAULT_THEME } from '@shared/card/sample-card';
import { malayWeekdayAndDate } from '@shared/dates/malay-date';
import type { Theme } from '@shared/themes/catalogue';
import { findTheme } from '@shared/themes/catalogue';
import type { BodyFont, HeadingFont } from '@shared/themes/font-pairs';
import { FONT_PAIRS } from '@shared/themes/font-pairs';
import type { HeroWords } from '../themes/theme-thumbnail';

const HEADING_FONTS = new Set<string>(Object.values(FONT_PAIRS).map((pair) => pair.heading));
const BODY_FONTS = new Set<string>(Object.values(FONT_PAIRS).map((pair) => pair.body));

/** What a card's share image shows, in the card's theme and the fonts the couple chose. */
export function shareWords(content: CardContent): { theme: Theme; words: HeroWords } {
  const theme = findTheme(content.theme) ?? findTheme(DEFAULT_THEME)!;
  return {
    theme,
    words: {
      heading: content.walimatulurus.trim() || 'Walimatulurus',
      groom: content.groom_name,
      bride: content.bride_name,
      date: malayWeekdayAndDate(content.wedding_date),
      headingFont: (HEADING_FONTS.has(content.H2) ? content.H2 : theme.headingFont) as HeadingFont,
      bodyFont: (BODY_FONTS.has(content.fontP) ? content.fontP : theme.bodyFont) as BodyFont,
    },
  };
}
