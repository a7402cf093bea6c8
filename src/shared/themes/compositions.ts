import type { CompositionName } from './theme-types';

// The hero compositions: one theme's layout is data, read by the card's hero
// (src/web/themes/themed-hero.tsx), the gallery thumbnail (theme-thumbnail.ts) and the artwork
// (art/compositions/), so a layout is never a fork of the card's components. Sizes are CSS px on
// a 390 px phone, which is also the unit of the `frame` picture's viewBox.

/**
 * A frame drawn around the names and stretched to fit them, as a CSS border-image: its top
 * `top` units and bottom `bottom` units keep their shape, the rows between them are stretched
 * (or, with `repeat: 'round'`, repeated) down the sides, so they must be the same from row to
 * row. The left and right halves are the image's two halves, so nothing stretches sideways. The
 * box is `width` wide (less on narrower phones, all of it scaled alike) and at least `height`
 * high; the words sit `padding` in from its edges.
 */
export interface BorderFrame {
  kind: 'border';
  width: number;
  height: number;
  top: number;
  bottom: number;
  repeat: 'stretch' | 'round';
  padding: { top: number; side: number; bottom: number };
}

/** A band repeated down the hero's left edge (`width` × `height` a tile); the words sit beside it. */
export interface BandFrame {
  kind: 'band';
  width: number;
  height: number;
}

/** A crest above the names with the couple's initials drawn over its middle. */
export interface CrestFrame {
  kind: 'crest';
  width: number;
  height: number;
}

/** A window above the names where a couple's photo would sit; drawn, never left blank grey. */
export interface WindowFrame {
  kind: 'window';
  width: number;
  height: number;
}

export type FrameGeometry = BorderFrame | BandFrame | CrestFrame | WindowFrame;

export interface Composition {
  name: CompositionName;
  /** The picture that holds the names (the `frame` art part), or none. */
  frame: FrameGeometry | null;
  /** Which of the family's pictures the hero shows. */
  showTop: boolean;
  showBottom: boolean;
  showCentre: boolean;
}

const border = (
  width: number,
  height: number,
  top: number,
  bottom: number,
  padding: BorderFrame['padding'],
  repeat: BorderFrame['repeat'] = 'stretch',
): BorderFrame => ({ kind: 'border', width, height, top, bottom, repeat, padding });

export const COMPOSITIONS: Record<CompositionName, Composition> = {
  /** The family's decorations at the top and bottom, the names between them. */
  stacked: { name: 'stacked', frame: null, showTop: true, showBottom: true, showCentre: true },
  /** A framed card on the family's patterned ground. */
  framed: {
    name: 'framed',
    frame: border(340, 600, 150, 150, { top: 92, side: 34, bottom: 92 }),
    showTop: false,
    showBottom: false,
    showCentre: true,
  },
  /** The names inside an arch or window standing on the bottom decoration. */
  arch: {
    name: 'arch',
    frame: border(330, 620, 250, 80, { top: 150, side: 34, bottom: 56 }),
    showTop: false,
    showBottom: true,
    showCentre: true,
  },
  /** A full-bleed illustration with the names on a cartouche, a plate with shaped ends. */
  cartouche: {
    name: 'cartouche',
    frame: border(340, 440, 120, 120, { top: 78, side: 40, bottom: 78 }),
    showTop: true,
    showBottom: true,
    showCentre: false,
  },
  /** A botanical wreath around the names: arcs at top and bottom, garlands down the sides. */
  wreath: {
    name: 'wreath',
    frame: border(330, 560, 190, 190, { top: 118, side: 46, bottom: 118 }, 'round'),
    showTop: false,
    showBottom: false,
    showCentre: false,
  },
  /** A songket or batik band running down one edge; the words beside it, ranged left. */
  'side-border': {
    name: 'side-border',
    frame: { kind: 'band', width: 72, height: 144 },
    showTop: false,
    showBottom: false,
    showCentre: true,
  },
  /** A crest with the couple's initials over the names. */
  monogram: {
    name: 'monogram',
    frame: { kind: 'crest', width: 180, height: 180 },
    showTop: false,
    showBottom: true,
    showCentre: true,
  },
  /** A window where the couple's photo would sit, the names below it: the window is the ornament. */
  photo: {
    name: 'photo',
    frame: { kind: 'window', width: 240, height: 300 },
    showTop: false,
    showBottom: false,
    showCentre: false,
  },
  /** Layered paper cut-outs at top and bottom (the family's motifs cut in paper). */
  papercut: { name: 'papercut', frame: null, showTop: true, showBottom: true, showCentre: true },
};

export const COMPOSITION_NAMES = Object.keys(COMPOSITIONS) as CompositionName[];

/**
 * The monogram's initials: the first letter of each name, in capitals ("Adam", "Hawa" → A, H).
 * Letters only, so "(Along) Adam" still gives A; an empty name gives nothing.
 */
export function initialsOf(groom: string, bride: string): [string, string] {
  const first = (name: string) => /\p{L}/u.exec(name)?.[0]?.toLocaleUpperCase('ms-MY') ?? '';
  return [first(groom), first(bride)];
}
