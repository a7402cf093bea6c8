// What the catalogue says about a theme's look: its palette, its art family and the numbers that
// vary it. Shared, because the catalogue and the palettes (read by server and browser) are typed
// by them. The drawing itself (ThemeArt, ArtFamily and the families) is server-only, in
// src/server/modules/themes/art/.

/** Tailwind hues used for the four countdown shades. */
export type CountdownHue =
  | 'red'
  | 'orange'
  | 'amber'
  | 'yellow'
  | 'lime'
  | 'green'
  | 'emerald'
  | 'teal'
  | 'cyan'
  | 'sky'
  | 'blue'
  | 'indigo'
  | 'violet'
  | 'purple'
  | 'fuchsia'
  | 'pink'
  | 'rose'
  | 'slate'
  | 'gray'
  | 'zinc'
  | 'neutral'
  | 'stone';

export interface Palette {
  /** A short name for people: `emerald-gold`, `dusty-rose`. */
  name: string;
  /** The page behind everything. */
  page: string;
  /** Names and headings. Must reach WCAG AA (4.5:1) against `page` and `panel` over `page`. */
  ink: string;
  /** Body text. Must reach WCAG AA (4.5:1) like `ink`. */
  body: string;
  /** The main colour of the ornaments. */
  accent: string;
  /** A second, softer ornament colour (leaves, washes, fills). */
  accentSoft: string;
  /** Small highlights: gold lines, dots, centres of flowers. */
  highlight: string;
  /** The semi-transparent panel behind text blocks, as rgba(). */
  panel: string;
  /** Dark themes set a light text colour. */
  dark: boolean;
  countdownHue: CountdownHue;
}

/** Numbers that make one theme of a family differ from its siblings. */
export interface ArtVariant {
  /** Drives every pseudo-random choice, so the same theme always draws the same picture. */
  seed: number;
  /** 0 … 1: how much ornament (sparse … lush). */
  density: number;
  /** Which of the family's motifs or layouts to use (the family decides what each means). */
  motif: number;
}

export type ArtFamilyName =
  | 'floral'
  | 'botanical'
  | 'geometric'
  | 'songket'
  | 'batik'
  | 'arch'
  | 'goldline'
  | 'watercolour'
  | 'minimal'
  | 'kerawang';

/**
 * How a theme's hero is laid out: where the names sit and what holds them. The
 * geometry of each is in compositions.ts; the pictures are drawn on the server
 * (src/server/modules/themes/art/compositions/).
 */
export type CompositionName =
  | 'stacked'
  | 'framed'
  | 'arch'
  | 'cartouche'
  | 'wreath'
  | 'side-border'
  | 'monogram'
  | 'photo'
  | 'papercut';
