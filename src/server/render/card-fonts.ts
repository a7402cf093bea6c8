import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { ChosenFonts } from '@shared/card/card-fonts';
import { FONT_PAIRS } from '@shared/themes/font-pairs';
import type { BodyFont, HeadingFont } from '@shared/themes/font-pairs';
import type { SubsetSource } from './font-subsets';
import { BISMILLAH } from '@shared/card/bismillah';
import { LATER_FONTS_ID } from './card-script';
import {
  subsetCharacters,
  subsetFile,
  subsetUrl,
  unicodeRange,
  unicodeRangeWithout,
} from './font-subsets';

// The guest card loads only its own pair (issue "themes"), straight from the server's HTML: the
// @font-face rules are inline and the heading face is preloaded, so the names paint in their
// font without waiting for a script. The files come from the @fontsource packages, under a path
// that carries the package version, so they can be cached for a year.

const require = createRequire(import.meta.url);

interface FontFile {
  family: string;
  /** The weight the file is drawn at (the nearest the package ships to the one asked for). */
  weight: number;
  style: FontStyle;
  /** `great-vibes-latin-400-normal.woff2` */
  file: string;
  url: string;
  absolutePath: string;
}

function slug(family: string): string {
  return family.toLowerCase().replace(/\s+/g, '-');
}

/**
 * The weight a browser would draw `wanted` with from the `shipped` ones (CSS Fonts 4 §5.2 "font
 * matching"): between 400 and 500, heavier up to 500 first, then lighter, then heavier; below
 * 400, lighter first; above 500, heavier first. Packages do not ship every weight (@fontsource/lato
 * has 100, 300, 400, 700 and 900, no 600), and a file that is not there must never be named.
 */
export function nearestWeight(wanted: number, shipped: readonly number[]): number {
  if (shipped.length === 0) throw new Error('no weights to choose from');
  if (shipped.includes(wanted)) return wanted;
  const lighter = shipped.filter((w) => w < wanted).sort((a, b) => b - a);
  const heavier = shipped.filter((w) => w > wanted).sort((a, b) => a - b);
  const order =
    wanted >= 400 && wanted <= 500
      ? [...heavier.filter((w) => w <= 500), ...lighter, ...heavier.filter((w) => w > 500)]
      : wanted < 400
        ? [...lighter, ...heavier]
        : [...heavier, ...lighter];
  return order[0]!;
}

interface FontPackage {
  name: string;
  version: string;
  filesDir: string;
}

/** The package of a family: its version (for the URL) and the folder of its files. */
function fontPackage(family: string): FontPackage {
  const name = slug(family);
  const packageJson = require.resolve(`@fontsource/${name}/package.json`);
  const { version } = JSON.parse(fs.readFileSync(packageJson, 'utf8')) as { version: string };
  return { name, version, filesDir: path.join(path.dirname(packageJson), 'files') };
}

/** The weights a package ships as WOFF2 for a subset and style, read from its folder. */
function shippedWeights(pkg: FontPackage, subset: string, style: FontStyle): number[] {
  const pattern = new RegExp(`^${pkg.name}-${subset}-(\\d+)-${style}\\.woff2$`);
  return fs
    .readdirSync(pkg.filesDir)
    .map((file) => pattern.exec(file)?.[1])
    .filter((weight): weight is string => weight !== undefined)
    .map(Number);
}

// Each face is looked up once (its package's version and files are read from disk), not on
// every page.
const faces = new Map<string, FontFile>();

function fontFile(
  family: string,
  weight: number,
  subset = 'latin',
  style: FontStyle = 'normal',
): FontFile {
  const key = `${family}|${weight}|${subset}|${style}`;
  let face = faces.get(key);
  if (!face) {
    face = findFontFile(family, weight, subset, style);
    faces.set(key, face);
  }
  return face;
}

function findFontFile(family: string, wanted: number, subset: string, style: FontStyle): FontFile {
  const pkg = fontPackage(family);
  const shipped = shippedWeights(pkg, subset, style);
  if (shipped.length === 0) {
    throw new Error(`@fontsource/${pkg.name} ships no ${subset} ${style} WOFF2 file`);
  }
  const weight = nearestWeight(wanted, shipped);
  const file = `${pkg.name}-${subset}-${weight}-${style}.woff2`;
  return {
    family,
    weight,
    style,
    file,
    url: `/fonts/${pkg.name}/${pkg.version}/${file}`,
    absolutePath: path.join(pkg.filesDir, file),
  };
}

/** Cormorant is drawn at 500 (its 400 is too thin for a heading); the others at 400. */
const headingWeight = (font: HeadingFont) => (font === 'Cormorant Garamond' ? 500 : 400);
/**
 * Body text uses 400 and 600 (labels, the hero's date); a face loads only when used. A family
 * without a 600 (Lato) gets its nearest, declared at its own weight so the browser picks it for
 * 600 text; a family with only one weight gets one face, not two rules for the same file.
 */
const BODY_WEIGHTS = [400, 600] as const;

function bodyFaces(body: BodyFont): FontFile[] {
  if (body === 'system') return [];
  const unique = new Map<string, FontFile>();
  for (const weight of BODY_WEIGHTS) {
    const face = fontFile(body, weight);
    unique.set(face.url, face);
  }
  return [...unique.values()];
}

/**
 * The doa's Arabic invocation, in Amiri: phones have an Arabic face of their own, but not every
 * machine does, and the invocation must never show as empty boxes. Its unicode-range means the
 * file is fetched only when Arabic text is drawn (when the doa section comes into view).
 */
const arabicFace = () => fontFile('Amiri', 400, 'arabic');
const ARABIC_RANGE =
  'U+0600-06FF,U+0750-077F,U+0870-088E,U+0890-0891,U+0898-08E1,U+08E3-08FF,U+200C-200E,U+2010-2011,U+204F,U+2E41,U+FB50-FDFF,U+FE70-FE74,U+FE76-FEFC';

/** A face by its family, weight and style (the site's own look has some no pair uses). */
export interface FaceName {
  family: string;
  weight: number;
  style: FontStyle;
}

export type FontStyle = 'normal' | 'italic';

/**
 * The faces of Jemput's own look (styles/app.css) that no pair has: the landing page cuts them
 * to its first screen as the card cuts its pair (site-document.ts).
 */
export const SITE_ONLY_FACES: readonly FaceName[] = [
  { family: 'Playfair Display', weight: 400, style: 'italic' },
  { family: 'Montserrat', weight: 500, style: 'normal' },
];

const siteOnlyFile = (face: FaceName) => fontFile(face.family, face.weight, 'latin', face.style);

function buildCatalogue(): Map<string, FontFile> {
  const files = new Map<string, FontFile>();
  files.set(arabicFace().url, arabicFace());
  for (const face of SITE_ONLY_FACES.map(siteOnlyFile)) files.set(face.url, face);
  for (const pair of Object.values(FONT_PAIRS)) {
    const faces = [fontFile(pair.heading, headingWeight(pair.heading)), ...bodyFaces(pair.body)];
    for (const face of faces) files.set(face.url, face);
  }
  return files;
}

let catalogue: Map<string, FontFile> | undefined;
function fonts(): Map<string, FontFile> {
  catalogue ??= buildCatalogue();
  return catalogue;
}

/** The file behind a `/fonts/…` path, if it is one of the card fonts (nothing else is served). */
export function fontFileFor(urlPath: string): string | null {
  return fonts().get(urlPath)?.absolutePath ?? null;
}

function facesOf(chosen: ChosenFonts): { heading: FontFile; body: FontFile[] } {
  const heading = fontFile(chosen.heading, headingWeight(chosen.heading));
  return { heading, body: bodyFaces(chosen.body) };
}

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

const faceRule = (
  face: Pick<FontFile, 'family' | 'weight' | 'style' | 'url'>,
  src = face.url,
  range?: string,
) =>
  `@font-face{font-family:'${face.family}';font-style:${face.style};font-weight:${face.weight};` +
  `font-display:swap;src:url(${src}) format('woff2')` +
  `${range ? `;unicode-range:${range}` : ''}}`;

const preload = (url: string) =>
  `<link rel="preload" as="font" type="font/woff2" href="${url}" crossorigin>`;

/**
 * `<style>` with the card's @font-face rules and `<link rel=preload>` for the heading face and the
 * body's 400 (the site's pages, and a card whose first screen is not known).
 */
export function cardFontTags(chosen: ChosenFonts): string {
  const { heading, body } = facesOf(chosen);
  const first = [heading, ...body.filter((face) => face.weight === 400)];
  const arabic = arabicFace();
  const rules = [heading, ...body].map((face) => faceRule(face)).join('');
  const arabicRule = faceRule(arabic, arabic.url, ARABIC_RANGE);
  return `${first.map((face) => preload(face.url)).join('')}<style>${rules}${arabicRule}</style>`;
}

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
 * The guest card's fonts (issue 17). Before the first paint: the heading face cut to the names
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
