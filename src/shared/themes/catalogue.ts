import type {
  ArtFamilyName,
  ArtVariant,
  CompositionName,
  CountdownHue,
  Palette,
} from './theme-types';
import { countdownShades } from './countdown-shades';
import type { FontPairId } from './font-pairs';
import { FONT_PAIRS, THEME_DEFAULT_FONT_PAIRS, headingSizeFor } from './font-pairs';
import { PALETTES } from './palettes';
import { COMPOSITION_ROUNDS, VARIANT_CHANGES } from './theme-rounds';

// The theme catalogue: exactly 100 themes, theme1 … theme100, each an
// art family drawn in a palette with its own variant numbers and a default font pair. This module
// is data only (no drawing code), so the browser can import it cheaply; the pictures are drawn on
// the server (src/server/modules/themes/art/theme-art.ts) and served as SVG files.

export const THEME_COUNT = 100;

/** 10 themes per gallery page. */
export const GALLERY_PAGE_SIZE = 10;

export const ART_FAMILIES: readonly ArtFamilyName[] = [
  'floral',
  'geometric',
  'botanical',
  'songket',
  'goldline',
  'batik',
  'watercolour',
  'arch',
  'kerawang',
  'minimal',
];

/** Vertical entrance offsets of the decorations, in px (100, -100 or none). */
export type DecorationOffset = 100 | -100 | null;

export interface Theme {
  id: number;
  /** `theme12`: the value a card stores. */
  name: string;
  /** `Tema 12`: what the gallery shows. */
  title: string;
  family: ArtFamilyName;
  /** How the hero is laid out (compositions.ts). */
  composition: CompositionName;
  palette: Palette;
  variant: ArtVariant;
  /** The theme whose background picture this one shows (itself, except theme 23 → theme 15). */
  backgroundFrom: number;
  fontPair: FontPairId;
  /** The card fields H2, H2size and fontP a new card starts with in this theme. */
  headingFont: string;
  headingSize: string;
  bodyFont: string;
  pageColour: string;
  /** Dark themes set a light text colour; light themes leave it to the default (null). */
  textColour: string | null;
  centreTextColour: string | null;
  /** The semi-transparent panel behind text blocks. */
  panel: string;
  countdown: { hue: CountdownHue; cd1: string; cd2: string; cd3: string; cd4: string };
  layout: { top: string; bottom: string; centre: string; text: string };
  offsets: { top: DecorationOffset; bottom: DecorationOffset };
  /** The printable A5 layout's counterparts (the PDF heading is always the 4xl size). */
  pdf: { top: string; bottom: string; centre: string; headingSize: 'text-4xl' };
}

/** Theme 23 reuses the background picture of theme 15. */
const BACKGROUND_REUSE: Record<number, number> = { 23: 15 };

const OFFSET_CYCLE: readonly [DecorationOffset, DecorationOffset][] = [
  [-100, 100],
  [100, -100],
  [null, null],
  [-100, null],
];

function makeTheme(id: number): Theme {
  const index = id - 1;
  const familyIndex = index % ART_FAMILIES.length;
  const round = Math.floor(index / ART_FAMILIES.length);
  // Within one family each round takes a different palette (7 is coprime with 20).
  const palette = PALETTES[(familyIndex * 3 + round * 7) % PALETTES.length]!;
  const fontPair =
    THEME_DEFAULT_FONT_PAIRS[(familyIndex + round * 5) % THEME_DEFAULT_FONT_PAIRS.length]!;
  const pair = FONT_PAIRS[fontPair];
  const [cd1, cd2, cd3, cd4] = countdownShades(palette.countdownHue);
  const [top, bottom] = OFFSET_CYCLE[(index * 3) % OFFSET_CYCLE.length]!;
  const family = ART_FAMILIES[familyIndex]!;
  return {
    id,
    name: `theme${id}`,
    title: `Tema ${id}`,
    family,
    composition: COMPOSITION_ROUNDS[family][round]!,
    palette,
    variant: {
      seed: id * 7919,
      density: 0.3 + ((round * 3) % 7) / 10,
      motif: round,
      ...VARIANT_CHANGES[id],
    },
    backgroundFrom: BACKGROUND_REUSE[id] ?? id,
    fontPair,
    headingFont: pair.heading,
    headingSize: headingSizeFor(pair.headingKind),
    bodyFont: pair.body,
    pageColour: palette.page,
    textColour: palette.dark ? palette.body : null,
    centreTextColour: palette.dark ? palette.ink : null,
    panel: palette.panel,
    countdown: { hue: palette.countdownHue, cd1, cd2, cd3, cd4 },
    layout: {
      top: 'absolute inset-x-0 top-0',
      bottom: 'absolute inset-x-0 bottom-0',
      centre: 'mx-auto w-56',
      text: 'relative mx-auto max-w-md px-6 text-center',
    },
    offsets: { top, bottom },
    pdf: {
      top: 'absolute inset-x-0 top-0 h-1/4',
      bottom: 'absolute inset-x-0 bottom-0 h-1/4',
      centre: 'mx-auto w-40',
      headingSize: 'text-4xl',
    },
  };
}

export const THEMES: readonly Theme[] = Array.from({ length: THEME_COUNT }, (_, i) =>
  makeTheme(i + 1),
);

/** A theme's name: `theme1` to `theme100`. */
export const THEME_NAME_PATTERN = /^theme([1-9]\d?|100)$/;
const THEME_NAME = THEME_NAME_PATTERN;

/** The theme called `theme12`, or undefined for anything else. */
export function findTheme(name: string): Theme | undefined {
  const match = THEME_NAME.exec(name);
  return match ? THEMES[Number(match[1]) - 1] : undefined;
}

export function isThemeName(name: string): boolean {
  return THEME_NAME.test(name);
}
