import type { CompositionName } from '@shared/themes/theme-types';
import type { CompositionArt, CompositionInput, ThemeArt } from '../art-types';
import { arch } from './arch';
import { cartouche } from './cartouche';
import { framed } from './framed';
import { monogram } from './monogram';
import { papercut } from './papercut';
import { photo } from './photo';
import { sideBorder } from './side-border';
import { wreath } from './wreath';

// Each composition's drawing. The sizes each frame is drawn at are in
// @shared/themes/compositions.ts, shared with the hero that lays it out.

const stacked: CompositionArt = ({ art }) => ({ ...art, frame: null });

const COMPOSITION_ART: Record<CompositionName, CompositionArt> = {
  stacked,
  framed,
  arch,
  cartouche,
  wreath,
  'side-border': sideBorder,
  monogram,
  photo,
  papercut,
};

export function composeArt(input: CompositionInput): ThemeArt {
  return COMPOSITION_ART[input.composition](input);
}
