import type { CardContent } from './card-content';
import type { BodyFont, FontPairId, HeadingFont } from '../themes/font-pairs';
import { FONT_PAIRS, FONT_PAIR_IDS, headingSizeFor } from '../themes/font-pairs';

// A card is shown in the fonts the couple chose (H2, H2size, fontP), or in its
// theme's own pair where they chose none. Unknown values (an old draft, a hand-edited request)
// fall back to the theme's, so a card never asks for a font we do not host.

const HEADING_FONTS = new Set<string>(Object.values(FONT_PAIRS).map((pair) => pair.heading));
const BODY_FONTS = new Set<string>(Object.values(FONT_PAIRS).map((pair) => pair.body));

/** Heading sizes a card may use (Tailwind classes the card's stylesheet carries). */
export const HEADING_SIZES = ['text-4xl', 'text-5xl', 'text-6xl', 'text-7xl'] as const;

export interface ThemeFontDefaults {
  headingFont: string;
  bodyFont: string;
  headingSize: string;
}

export interface ChosenFonts {
  heading: HeadingFont;
  body: BodyFont;
  headingSize: string;
}

export function isHeadingFont(font: string): font is HeadingFont {
  return HEADING_FONTS.has(font);
}

export function isBodyFont(font: string): font is BodyFont {
  return BODY_FONTS.has(font);
}

export function chosenFonts(
  content: Pick<CardContent, 'H2' | 'H2size' | 'fontP'>,
  theme: ThemeFontDefaults,
): ChosenFonts {
  const sizes: readonly string[] = HEADING_SIZES;
  return {
    heading: (isHeadingFont(content.H2) ? content.H2 : theme.headingFont) as HeadingFont,
    body: (isBodyFont(content.fontP) ? content.fontP : theme.bodyFont) as BodyFont,
    headingSize: sizes.includes(content.H2size) ? content.H2size : theme.headingSize,
  };
}

/** The card fields a pair of the font picker sets. */
export function fontPairFields(id: FontPairId): Pick<CardContent, 'H2' | 'H2size' | 'fontP'> {
  const pair = FONT_PAIRS[id];
  return { H2: pair.heading, H2size: headingSizeFor(pair.headingKind), fontP: pair.body };
}

/**
 * The picker's choice a card shows: 'default' while its fonts are the theme's own (or unknown),
 * otherwise the pair whose heading and body fonts it uses.
 */
export function selectedFontPair(
  content: Pick<CardContent, 'H2' | 'H2size' | 'fontP'>,
  theme: ThemeFontDefaults,
): FontPairId | 'default' {
  const { heading, body } = chosenFonts(content, theme);
  if (heading === theme.headingFont && body === theme.bodyFont) return 'default';
  return (
    FONT_PAIR_IDS.find(
      (id) => FONT_PAIRS[id].heading === heading && FONT_PAIRS[id].body === body,
    ) ?? 'default'
  );
}

/**
 * The fonts a card has after its theme changes: a pair the couple
 * chose in Select Fonts stays (they chose it on purpose, and every pair reads well on every
 * theme); fonts that were simply the old theme's own follow the new theme, as a new card in it
 * would have. The owner's Preview of another theme shows the same.
 */
export function fontsForNewTheme(
  content: Pick<CardContent, 'H2' | 'H2size' | 'fontP'>,
  oldTheme: ThemeFontDefaults,
  newTheme: ThemeFontDefaults,
): Pick<CardContent, 'H2' | 'H2size' | 'fontP'> {
  if (selectedFontPair(content, oldTheme) === 'default') {
    return { H2: newTheme.headingFont, H2size: newTheme.headingSize, fontP: newTheme.bodyFont };
  }
  return { H2: content.H2, H2size: content.H2size, fontP: content.fontP };
}
