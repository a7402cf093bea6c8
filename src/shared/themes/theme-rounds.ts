import type { ArtFamilyName, ArtVariant, CompositionName } from './theme-types';

// The per-theme choices made by hand for the catalogue (catalogue.ts): which composition each
// family's theme is laid out in, round by round, and the variant numbers changed where two
// themes came out alike.

/**
 * Variant numbers set by hand where the formula (makeTheme in catalogue.ts) gave two themes of
 * one family heroes a couple would call the same design in another colour. The hero distance
 * test (src/tools/theme-distance/theme-distance.test.ts) keeps them apart; what each motif
 * number draws is up to the family.
 */
export const VARIANT_CHANGES: Partial<Record<number, Partial<ArtVariant>>> = {
  // Minimal draws six frames (motif % 6), a second form of each from motif 6 on. The formula's
  // motifs 6 … 9 would repeat frames on 70, 80, 90, 100; these pick frames whose first form sits
  // on a theme of another lightness or colour (70 ↔ 20, 80 ↔ 10, 90 ↔ 50, 100 ↔ 60).
  70: { motif: 7 },
  80: { motif: 6 },
  90: { motif: 10 },
  100: { motif: 11 },
  // Goldline 95 drew 15's art-deco fan in another dark palette; 13 is the same style's other form.
  95: { motif: 13 },
  // Songket 94 wove 14's belah ketupat on navy; 13 adds the side borders of the second round.
  94: { motif: 13 },
  // Kerawang 9, 39, 69 and 99 all hung the crest; 69 takes the frieze, 99 the corners.
  69: { motif: 10 },
  99: { motif: 11 },
};

/**
 * Each family's ten themes, round by round (theme = round × 10 + the family's place), and the
 * composition each is laid out in: every family in several, each composition in
 * several families, suited to its art (arches for the arch and geometric families, side bands
 * for songket and batik, wreaths for the florals, crests for the carved and gold-line ones, no
 * figurative art anywhere). Two themes whose heroes came out alike in one composition (by the
 * distance or the greyscale difference hash in src/tools/theme-distance/theme-distance.ts: one
 * family's frame in two palettes, two light palettes in one layout, or one layout's large light
 * and dark forms in two palettes) were moved apart, each to a layout its art suits and where it
 * is like no other theme.
 */
export const COMPOSITION_ROUNDS: Record<ArtFamilyName, readonly CompositionName[]> = {
  floral: [
    'stacked',
    'cartouche',
    'cartouche',
    'papercut',
    'photo',
    'wreath',
    'framed',
    'stacked',
    'cartouche',
    'papercut',
  ],
  geometric: [
    'framed',
    'stacked',
    'arch',
    'side-border',
    'monogram',
    'arch',
    'stacked',
    'framed',
    'cartouche',
    'cartouche',
  ],
  botanical: [
    'wreath',
    'stacked',
    'framed',
    'photo',
    'wreath',
    'stacked',
    'papercut',
    'photo',
    'stacked',
    'cartouche',
  ],
  songket: [
    'side-border',
    'stacked',
    'stacked',
    'side-border',
    'stacked',
    'monogram',
    'cartouche',
    'framed',
    'framed',
    'stacked',
  ],
  goldline: [
    'stacked',
    'framed',
    'monogram',
    'arch',
    'arch',
    'side-border',
    'monogram',
    'stacked',
    'photo',
    'cartouche',
  ],
  batik: [
    'stacked',
    'cartouche',
    'cartouche',
    'papercut',
    'stacked',
    'arch',
    'photo',
    'stacked',
    'papercut',
    'cartouche',
  ],
  watercolour: [
    'photo',
    'cartouche',
    'stacked',
    'papercut',
    'photo',
    'framed',
    'stacked',
    'framed',
    'wreath',
    'papercut',
  ],
  arch: [
    'stacked',
    'arch',
    'stacked',
    'photo',
    'arch',
    'stacked',
    'photo',
    'stacked',
    'photo',
    'cartouche',
  ],
  kerawang: [
    'monogram',
    'framed',
    'stacked',
    'cartouche',
    'cartouche',
    'monogram',
    'stacked',
    'side-border',
    'framed',
    'monogram',
  ],
  minimal: [
    'cartouche',
    'framed',
    'stacked',
    'wreath',
    'side-border',
    'arch',
    'monogram',
    'wreath',
    'stacked',
    'cartouche',
  ],
};
