// The contract between the theme catalogue and the artwork. Every picture on a theme is SVG drawn
// by code from a palette and a few numbers: no copied or downloaded images.

/** Tailwind hues used for the four countdown shades (guest-side §3). */
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
  /** Dark themes set a light text colour (guest-side §3). */
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

/**
 * A theme's pictures, each a complete SVG document (with xmlns) as a string.
 * - `background`: behind everything, drawn to cover a 390 × 844 phone screen
 *   (viewBox 0 0 390 844, preserveAspectRatio="xMidYMid slice"); null for a plain page colour.
 * - `top`, `bottom`: full-width decorations anchored to the top and bottom edges
 *   (viewBox 0 0 400 240). They may only use the outer 150 units of their height towards their
 *   edge densely; the text area between them stays readable.
 * - `centre`: a small ornament between the names and the date (viewBox 0 0 240 48), or null.
 */
export interface ThemeArt {
  background: string | null;
  top: string;
  bottom: string;
  centre: string | null;
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

export type ArtFamily = (palette: Palette, variant: ArtVariant) => ThemeArt;
