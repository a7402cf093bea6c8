import type {
  ArtFamilyName,
  ArtVariant,
  CompositionName,
  Palette,
} from '@shared/themes/theme-types';

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
 * - `frame`: what holds the names in the theme's composition (@shared/themes/compositions.ts
 *   gives its kind and size, which is also its viewBox), or null.
 */
export interface ThemeArt {
  background: string | null;
  top: string;
  bottom: string;
  centre: string | null;
  frame: string | null;
}

/** What an art family draws: everything but the composition's frame. */
export type FamilyArt = Omit<ThemeArt, 'frame'>;

/** One art family: draws a theme's pictures from its palette and variant. */
export type ArtFamily = (palette: Palette, variant: ArtVariant) => FamilyArt;

/** What a composition's drawing is given: the theme's palette, numbers, family and its art. */
export interface CompositionInput {
  composition: CompositionName;
  palette: Palette;
  variant: ArtVariant;
  family: ArtFamilyName;
  art: FamilyArt;
}

/**
 * One composition's drawing: the theme's finished art. It draws the frame and may redraw the
 * family's other pictures where its layout needs them otherwise (a ground under a framed card,
 * paper cut-outs instead of the family's top and bottom).
 */
export type CompositionArt = (input: CompositionInput) => ThemeArt;
