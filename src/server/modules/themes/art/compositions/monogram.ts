import { COMPOSITIONS } from '@shared/themes/compositions';
import type { CompositionArt } from '../art-types';
import { svgDocument } from '../svg';

// FIRST DRAFT, to be drawn properly (themes issue 18): a plain outline of the frame's box.

export const monogram: CompositionArt = ({ palette, art }) => {
  const frame = COMPOSITIONS['monogram'].frame;
  if (!frame) return { ...art, frame: null };
  const { width, height } = frame;
  return {
    ...art,
    frame: svgDocument(
      `0 0 ${width} ${height}`,
      `<rect x="4" y="4" width="${width - 8}" height="${height - 8}" rx="12" fill="${palette.panel}" stroke="${palette.accent}" stroke-width="3"/>`,
      { sized: true },
    ),
  };
};
