import type { CSSProperties } from 'react';
import type { ThemeDetail } from '@shared/schemas/theme';
import { fontFamilyCss, headingKindOf } from '@shared/themes/font-pairs';
import type { BodyFont, HeadingFont } from '@shared/themes/font-pairs';
import { NAME_LETTER_EM } from './name-fit';

/** The fonts a card is shown in: the theme's own pair, or the couple's choice (H2 / fontP). */
export interface CardFonts {
  heading: string;
  body: string;
}

/**
 * The theme as CSS variables on the card's root; sections use them (`text-(--card-ink)`), so one
 * set of components draws every theme.
 */
export function themeStyle(theme: ThemeDetail, fonts: CardFonts): CSSProperties {
  // The card's components draw only text in the highlight colour (the art has its own copy of the
  // palette), so they take it shaded for text (by the server, contrast.ts): the ampersands as large
  // text, the venue's small labels deeper still.
  const highlight = theme.highlightText;
  return {
    '--card-page': theme.pageColour,
    '--card-ink': theme.inkColour,
    '--card-body': theme.bodyColour,
    '--card-highlight': highlight.large,
    '--card-label': highlight.label,
    '--card-accent': theme.accentColour,
    '--card-panel': theme.panel,
    '--card-heading-font': fontFamilyCss(
      fonts.heading as HeadingFont,
      headingKindOf(fonts.heading),
    ),
    '--card-heading-em': NAME_LETTER_EM[headingKindOf(fonts.heading)],
    '--card-body-font': fontFamilyCss(fonts.body as BodyFont, 'body'),
    backgroundColor: theme.pageColour,
    color: theme.bodyColour,
    fontFamily: 'var(--card-body-font)',
  } as CSSProperties;
}
