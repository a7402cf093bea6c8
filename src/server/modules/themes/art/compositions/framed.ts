import { COMPOSITIONS } from '@shared/themes/compositions';
import type { CompositionArt } from '../art-types';
import { svgDocument, tidy } from '../svg';
import { framedBorder } from './framed-borders';
import { framedGround } from './framed-grounds';

// "A framed card on a patterned ground": the names on an opaque card inside an
// ornamental border in the family's manner, on a ground of its pattern. The family's top and
// bottom decorations are hidden here, so the ground carries the family instead: drawn for every
// framed theme, since most families' own backgrounds are faint edge textures, or a screen-sized
// frame or arch that would fight the card.

export const framed: CompositionArt = ({ palette, variant, family, art }) => {
  const frame = COMPOSITIONS['framed'].frame;
  if (!frame || frame.kind !== 'border') return { ...art, frame: null };
  const { width, height } = frame;
  const border = framedBorder(family, palette, variant, width, height);
  return {
    ...art,
    background: framedGround(family, palette, variant),
    frame: svgDocument(`0 0 ${width} ${height}`, tidy(border.body), {
      defs: tidy(border.defs),
      sized: true,
    }),
  };
};
