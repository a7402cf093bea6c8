import type { ArtFamilyName, ArtVariant, Palette } from '@shared/themes/theme-types';
import { archFramedBorder } from '../families/arch-framed-border';
import { batikFramedBorder } from '../families/batik-framed-border';
import { botanicalFramedBorder } from '../families/botanical-framed-border';
import { floralFramedBorder } from '../families/floral-framed-border';
import { geometricFramedBorder } from '../families/geometric-framed-border';
import { goldlineFramedBorder } from '../families/goldline-framed-border';
import { kerawangFramedBorder } from '../families/kerawang-framed-border';
import { minimalFramedBorder } from '../families/minimal-framed-border';
import { songketFramedBorder } from '../families/songket-framed-border';
import { watercolourFramedBorder } from '../families/watercolour-framed-border';
import type { Drawing, FramedCtx } from './framed-card';

// The border of a framed card, one per family, drawn in the frame's own units (a w × h box, as
// @shared/themes/compositions.ts sizes it). The card is opaque (page, then panel), lifted off the
// ground by a soft shadow; its corners and the middle of its top and bottom edges carry the
// ornament, and its sides, which the border-image stretches, only straight rules and bands.

export function framedBorder(
  family: ArtFamilyName,
  p: Palette,
  v: ArtVariant,
  w: number,
  h: number,
): Drawing {
  const c: FramedCtx = { p, v, w, h, m: Math.abs(Math.floor(v.motif)) };
  switch (family) {
    case 'geometric':
      return geometricFramedBorder(c);
    case 'goldline':
      return goldlineFramedBorder(c);
    case 'kerawang':
      return kerawangFramedBorder(c);
    case 'songket':
      return songketFramedBorder(c);
    case 'botanical':
      return botanicalFramedBorder(c);
    case 'floral':
      return floralFramedBorder(c);
    case 'batik':
      return batikFramedBorder(c);
    case 'watercolour':
      return watercolourFramedBorder(c);
    case 'arch':
      return archFramedBorder(c);
    case 'minimal':
      return minimalFramedBorder(c);
  }
}
