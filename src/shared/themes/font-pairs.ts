// 13 named pairs of a heading font (script or serif) and a body font
// (Montserrat, Lato or the system font). Fonts are self-hosted from @fontsource; a page loads only
// the pair it shows (src/web/themes/load-font-pair.ts).

export const FONT_PAIR_IDS = [
  'f1',
  'f2',
  'f7',
  'f8',
  'f9',
  'f11',
  'f12',
  'f13',
  'f14',
  'f15',
  'f16',
  'f17',
  'f18',
] as const;
export type FontPairId = (typeof FONT_PAIR_IDS)[number];

export type HeadingFont =
  | 'Great Vibes'
  | 'Parisienne'
  | 'Playfair Display'
  | 'Dancing Script'
  | 'Cormorant Garamond'
  | 'Alex Brush'
  | 'Pinyon Script'
  | 'Cinzel'
  | 'Allura'
  | 'Sacramento'
  | 'Tangerine'
  | 'Marcellus'
  | 'Italianno';
export type BodyFont = 'Montserrat' | 'Lato' | 'system';

export interface FontPair {
  id: FontPairId;
  label: string;
  heading: HeadingFont;
  /** Script faces are drawn small; they need a larger size to read as well as a serif. */
  headingKind: 'script' | 'serif';
  body: BodyFont;
}

export const FONT_PAIRS: Record<FontPairId, FontPair> = {
  f1: {
    id: 'f1',
    label: 'Great Vibes & Montserrat',
    heading: 'Great Vibes',
    headingKind: 'script',
    body: 'Montserrat',
  },
  f2: {
    id: 'f2',
    label: 'Parisienne & Lato',
    heading: 'Parisienne',
    headingKind: 'script',
    body: 'Lato',
  },
  f7: {
    id: 'f7',
    label: 'Playfair Display & Montserrat',
    heading: 'Playfair Display',
    headingKind: 'serif',
    body: 'Montserrat',
  },
  f8: {
    id: 'f8',
    label: 'Dancing Script & Lato',
    heading: 'Dancing Script',
    headingKind: 'script',
    body: 'Lato',
  },
  f9: {
    id: 'f9',
    label: 'Cormorant Garamond & Montserrat',
    heading: 'Cormorant Garamond',
    headingKind: 'serif',
    body: 'Montserrat',
  },
  f11: {
    id: 'f11',
    label: 'Alex Brush & Montserrat',
    heading: 'Alex Brush',
    headingKind: 'script',
    body: 'Montserrat',
  },
  f12: {
    id: 'f12',
    label: 'Pinyon Script & Lato',
    heading: 'Pinyon Script',
    headingKind: 'script',
    body: 'Lato',
  },
  f13: { id: 'f13', label: 'Cinzel & Lato', heading: 'Cinzel', headingKind: 'serif', body: 'Lato' },
  f14: {
    id: 'f14',
    label: 'Allura & Montserrat',
    heading: 'Allura',
    headingKind: 'script',
    body: 'Montserrat',
  },
  f15: {
    id: 'f15',
    label: 'Sacramento & Lato',
    heading: 'Sacramento',
    headingKind: 'script',
    body: 'Lato',
  },
  f16: {
    id: 'f16',
    label: 'Tangerine & sistem',
    heading: 'Tangerine',
    headingKind: 'script',
    body: 'system',
  },
  f17: {
    id: 'f17',
    label: 'Marcellus & sistem',
    heading: 'Marcellus',
    headingKind: 'serif',
    body: 'system',
  },
  f18: {
    id: 'f18',
    label: 'Italianno & Montserrat',
    heading: 'Italianno',
    headingKind: 'script',
    body: 'Montserrat',
  },
};

/** The themes' own defaults use only these pairs. */
export const THEME_DEFAULT_FONT_PAIRS = [
  'f1',
  'f2',
  'f7',
  'f9',
  'f13',
  'f18',
] as const satisfies readonly FontPairId[];

const SYSTEM_STACK = "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif";

/** The CSS font-family value for a font of a pair, with fallbacks of the same kind. */
export function fontFamilyCss(
  font: HeadingFont | BodyFont,
  kind: 'script' | 'serif' | 'body',
): string {
  if (font === 'system') return SYSTEM_STACK;
  const fallback =
    kind === 'script' ? 'cursive' : kind === 'serif' ? 'Georgia, serif' : SYSTEM_STACK;
  return `'${font}', ${fallback}`;
}

/** A heading size that reads as well in either kind: script faces are drawn smaller than serifs. */
export function headingSizeFor(kind: 'script' | 'serif'): 'text-6xl' | 'text-5xl' {
  return kind === 'script' ? 'text-6xl' : 'text-5xl';
}

/** Whether a heading font is a script or a serif face (unknown names count as serif). */
export function headingKindOf(font: string): 'script' | 'serif' {
  return Object.values(FONT_PAIRS).find((pair) => pair.heading === font)?.headingKind ?? 'serif';
}
