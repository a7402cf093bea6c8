import { BISMILLAH } from '@shared/card/bismillah';
import type { ChosenFonts } from '@shared/card/card-fonts';
import { LATER_FONTS_ID } from './card-script';
import {
  ARABIC_RANGE,
  arabicFace,
  facesOf,
  fontFile,
  fonts,
  siteOnlyFile,
  slug,
} from './font-catalogue';
import type { FaceName, FontFile, FontStyle } from './font-catalogue';
import { faceRule, preload } from './font-face-css';
import {
  subsetCharacters,
  subsetFile,
  subsetUrl,
  unicodeRange,
  unicodeRangeWithout,
} from './font-subsets';
import type { SubsetSource } from './font-subsets';

// The guest card's first screen loads only the glyphs it draws: each face is cut into subsets of
// the card's own text, the first screen's preloaded, the rest declared after the first paint.

const subsetSource = (face: FontFile): SubsetSource => ({
  // An italic is a face of its own: its package's name says so (`playfair-display-italic`).
  base: `/fonts/subset/${slug(face.family)}${face.style === 'normal' ? '' : `-${face.style}`}/${face.url.split('/')[3]}/${face.weight}`,
  absolutePath: face.absolutePath,
});

// Subset bases of the card fonts, looked up on every font request: built once.
let subsetBases: Map<string, string> | undefined;

/** The font file a subset URL's face is cut from (only the card fonts' own files). */
export function subsetSourceFor(base: string): string | null {
  subsetBases ??= new Map(
    [...fonts().values()].map((face) => {
      const source = subsetSource(face);
      return [source.base, source.absolutePath];
    }),
  );
  return subsetBases.get(base) ?? null;
}

/** Cuts one letter of the Arabic face: compiles the subsetter before a guest needs it. */
export async function warmFontSubsetter(): Promise<void> {
  const face = arabicFace();
  const url = subsetUrl(subsetSource(face), [' ']);
  if (url) await subsetFile(url, subsetSourceFor, { warm: true });
}

// The code points of @fontsource's `latin` files (their CSS's unicode-range): a subset is cut
// only from what its file has; other characters go on to the next face or font.
const LATIN_RANGES: ReadonlyArray<readonly [number, number]> = [
  [0x20, 0xff],
  [0x131, 0x131],
  [0x152, 0x153],
  [0x2bb, 0x2bc],
  [0x2c6, 0x2c6],
  [0x2da, 0x2da],
  [0x2dc, 0x2dc],
  [0x2000, 0x206f],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2212, 0x2212],
];
const inLatinFile = (c: string) => {
  const point = c.codePointAt(0)!;
  return LATIN_RANGES.some(([from, to]) => point >= from && point <= to);
};

/** A face declared after the first paint (the `<noscript>` the card's starter reads). */
export interface LaterFace {
  family: string;
  weight: number;
  style: FontStyle;
  url: string;
  range: string;
}

/** The card's text, for the subsets of its fonts. */
export interface FirstScreenText {
  /** What the heading face draws on the first screen (the names). */
  heading: string;
  /** What the body face draws on the first screen. */
  firstScreen: string;
  /** What the body face draws anywhere on the page (the card's own text). */
  page: string;
}

interface FacePart {
  face: FontFile;
  url: string;
  range: string;
}

/**
 * A face as subsets of successive texts (each without what the ones before took) plus the rest
 * of its file (every other code point). Browsers pick, for each character, the face whose
 * unicode-range holds it, so a part loads only when one of its characters is drawn.
 */
function splitFace(face: FontFile, texts: readonly string[], range = 'U+0-10FFFF') {
  const fits = face.family === 'Amiri' ? () => true : inLatinFile;
  const taken: string[] = [];
  const subsets: (FacePart | null)[] = texts.map((text) => {
    const characters = subsetCharacters(text).filter((c) => fits(c) && !taken.includes(c));
    const url = subsetUrl(subsetSource(face), characters);
    if (url === null) return null;
    taken.push(...characters);
    return { face, url, range: unicodeRange(characters) };
  });
  const rest: FacePart = {
    face,
    url: face.url,
    range: taken.length ? intersectRanges(unicodeRangeWithout(taken), range) : range,
  };
  return { subsets, rest };
}

/**
 * The guest card's fonts. Before the first paint: the heading face cut to the names
 * and the body's 400 cut to the first screen's text, preloaded (a few KB each). After it,
 * declared by the card's starter (from the `<noscript>`, render/card-script.ts): the body's 400 for the rest of the page's text, its other
 * weight, the rest of each file, and the Arabic face cut to the Bismillah, none of which the
 * first screen draws. A browser without script gets those from `<noscript>`.
 */
export function cardFirstScreenFonts(
  chosen: ChosenFonts,
  text: FirstScreenText,
  {
    firstScreenWeights = [400],
    otherFaces = [],
  }: {
    /**
     * The body weights the first screen draws (the card's: 400 alone). A theme's preview has its
     * buttons in 600 over the card, so it cuts that weight for its first screen too.
     */
    firstScreenWeights?: readonly number[];
    /**
     * More faces the first screen draws, cut as the body's 400 is: SITE_ONLY_FACES or any face
     * of a pair (a preview's buttons are in Montserrat 600 whatever the theme's pair).
     */
    otherFaces?: readonly FaceName[];
  } = {},
): { head: string; later: LaterFace[]; noscript: string } {
  const { heading, body } = facesOf(chosen);
  const firstScreenFaces = new Set(
    chosen.body === 'system' ? [] : firstScreenWeights.map((w) => fontFile(chosen.body, w).url),
  );
  const now: FacePart[] = [];
  const later: LaterFace[] = [];
  const add = ({ subsets, rest }: ReturnType<typeof splitFace>, firstNow: boolean) => {
    subsets.forEach((part, i) => {
      if (!part) return;
      if (i === 0 && firstNow) {
        now.push(part);
        // Cut it now, while the page travels: the browser asks for it a moment later. Packed as
        // WOFF2 straight after, for the guests who follow (a fifth fewer bytes before the paint).
        subsetFile(part.url, subsetSourceFor, { warm: true, pack: true }).catch(() => undefined);
      } else later.push(laterFace(part));
    });
    later.push(laterFace(rest));
  };
  add(splitFace(heading, [text.heading]), true);
  for (const face of body) {
    const first = firstScreenFaces.has(face.url);
    add(splitFace(face, first ? [text.firstScreen, text.page] : [text.page]), first);
  }
  for (const face of otherFaces.map(siteOnlyFile)) {
    add(splitFace(face, [text.firstScreen, text.page]), true);
  }
  const arabic = arabicFace();
  // The rest of the Arabic file stays within the Arabic block.
  add(splitFace(arabic, [BISMILLAH], ARABIC_RANGE), false);
  const head =
    now.map((part) => preload(part.url)).join('') +
    `<style>${now.map((part) => faceRule(part.face, part.url, part.range)).join('')}</style>`;
  const noscript = `<noscript id="${LATER_FONTS_ID}"><style>${later
    .map((face) => faceRule(face, face.url, face.range))
    .join('')}</style></noscript>`;
  return { head, later, noscript };
}

const laterFace = ({ face, url, range }: FacePart): LaterFace => ({
  family: face.family,
  weight: face.weight,
  style: face.style,
  url,
  range,
});

function parseRanges(range: string): [number, number][] {
  return range.split(',').map((part) => {
    const [from, to = from] = part.replace(/U\+/i, '').split('-');
    return [parseInt(from!, 16), parseInt(to!, 16)];
  });
}

/** The code points in both `a` and `b` (two unicode-range lists). */
function intersectRanges(a: string, b: string): string {
  const hex = (n: number) => n.toString(16).toUpperCase();
  const runs: string[] = [];
  for (const [aFrom, aTo] of parseRanges(a)) {
    for (const [bFrom, bTo] of parseRanges(b)) {
      const from = Math.max(aFrom, bFrom);
      const to = Math.min(aTo, bTo);
      if (from <= to) runs.push(from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`);
    }
  }
  return runs.join(',');
}
