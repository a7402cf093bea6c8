import type { ArtVariant, Palette } from '@shared/themes/theme-types';

// The contract between the theme catalogue and the artwork. Every picture on a theme is SVG drawn
// by code from a palette and a few numbers: no copied or downloaded images.

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

/** One art family: draws a theme's pictures from its palette and variant. */
export type ArtFamily = (palette: Palette, variant: ArtVariant) => ThemeArt;
