import type { ArtVariant, Palette } from '@shared/themes/theme-types';
import type { Corner } from './framed-motifs';
import { cardPath, shadowFilter, solidPanel } from './framed-motifs';

// What every family's framed border is drawn on: the opaque card lifted off the ground by a soft
// shadow, and outlines of it, in the frame's own units (a w × h box).

export interface Drawing {
  defs: string;
  body: string;
}

export interface FramedCtx {
  p: Palette;
  v: ArtVariant;
  w: number;
  h: number;
  /** motif as a whole number ≥ 0 */
  m: number;
}

/** The card: its shadow and its opaque fill, inside an outline of the given corners. */
export function card(c: FramedCtx, corner: Corner, k: number, inset = 6): Drawing {
  const d = cardPath(inset, inset, c.w - inset, c.h - inset, corner, k);
  return {
    defs: shadowFilter('fs', 3.2, 2),
    body: `<path d="${d}" fill="#000" opacity="${c.p.dark ? 0.5 : 0.16}" filter="url(#fs)"/>${solidPanel(c.p, d)}`,
  };
}

/** An outline of the card at inset d, stroked. */
export const outline = (
  c: FramedCtx,
  corner: Corner,
  k: number,
  inset: number,
  stroke: string,
  width: number,
  extra = '',
) =>
  `<path d="${cardPath(inset, inset, c.w - inset, c.h - inset, corner, k, inset - 6)}" fill="none" stroke="${stroke}" stroke-width="${width}"${extra}/>`;
