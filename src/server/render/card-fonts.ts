import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { ChosenFonts } from '@shared/card/card-fonts';
import { FONT_PAIRS } from '@shared/themes/font-pairs';
import type { BodyFont, HeadingFont } from '@shared/themes/font-pairs';
import type { SubsetSource } from './font-subsets';
import { BISMILLAH } from '@shared/card/bismillah';
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

/** The upright weights a package ships as WOFF2 for a subset, read from its folder. */
function shippedWeights(pkg: FontPackage, subset: string): number[] {
  const pattern = new RegExp(`^${pkg.name}-${subset}-(\\d+)-normal\\.woff2$`);
  return fs
    .readdirSync(pkg.filesDir)
    .map((file) => pattern.exec(file)?.[1])
    .filter((weight): weight is string => weight !== undefined)
    .map(Number);
}

// Each face is looked up once (its package's version and files are read from disk), not on
// every page.
const faces = new Map<string, FontFile>();

function fontFile(family: string, weight: number, subset = 'latin'): FontFile {
  const key = `${family}|${weight}|${subset}`;
  let face = faces.get(key);
  if (!face) {
    face = findFontFile(family, weight, subset);
    faces.set(key, face);
  }
  return face;
}

function findFontFile(family: string, wanted: number, subset: string): FontFile {
  const pkg = fontPackage(family);
  const shipped = shippedWeights(pkg, subset);
  if (shipped.length === 0) {
    throw new Error(`@fontsource/${pkg.name} ships no ${subset} WOFF2 file`);
  }
  const weight = nearestWeight(wanted, shipped);
  const file = `${pkg.name}-${subset}-${weight}-normal.woff2`;
  return {
    family,
    weight,
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

function buildCatalogue(): Map<string, FontFile> {
  const files = new Map<string, FontFile>();
  files.set(arabicFace().url, arabicFace());
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
  base: `/fonts/subset/${slug(face.family)}/${face.url.split('/')[3]}/${face.weight}`,
  absolutePath: face.absolutePath,
});

/** The font file a subset URL's face is cut from (only the card fonts' own files). */
export function subsetSourceFor(base: string): string | null {
  for (const face of fonts().values()) {
    const source = subsetSource(face);
    if (source.base === base) return source.absolutePath;
  }
  return null;
}

/** Cuts one letter of the Arabic face: compiles the subsetter before a guest needs it. */
export async function warmFontSubsetter(): Promise<void> {
  const face = arabicFace();
  const url = subsetUrl(subsetSource(face), [' ']);
  if (url) await subsetFile(url, subsetSourceFor);
}

/** The text the first screen draws in each font, for its subsets. */
export interface FirstScreenText {
  heading: string;
  body: string;
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
  face: Pick<FontFile, 'family' | 'weight' | 'url'>,
  src = face.url,
  range?: string,
) =>
  `@font-face{font-family:'${face.family}';font-style:normal;font-weight:${face.weight};` +
  `font-display:swap;src:url(${src}) format('${fontFormat(src)}')` +
  `${range ? `;unicode-range:${range}` : ''}}`;

// The packages' files are WOFF2; the subsets are TrueType (render/font-subsets.ts).
const fontFormat = (url: string) => (url.endsWith('.ttf') ? 'truetype' : 'woff2');

const preload = (url: string) =>
  `<link rel="preload" as="font" type="font/${url.endsWith('.ttf') ? 'ttf' : 'woff2'}" ` +
  `href="${url}" crossorigin>`;

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

/** A face the card's script declares after the first paint (FontFace API). */
export interface LaterFace {
  family: string;
  weight: number;
  url: string;
  range: string;
}

/** The first screen's text in each font, for its subsets. */
export interface FirstScreenText {
  /** What the heading face draws on the first screen (the names). */
  heading: string;
  /** What the body face draws anywhere on the page (the card's own text). */
  body: string;
}

/**
 * A face as a subset of `text` plus the rest of its file (every other code point).
 * Browsers pick, for each character, the face whose unicode-range holds it, so the rest loads
 * only when a character outside the subset is drawn (a guest's wish, a name in the greeting).
 */
function splitFace(face: FontFile, text: string, range = 'U+0-10FFFF') {
  const characters = subsetCharacters(text).filter(
    face.family === 'Amiri' ? () => true : inLatinFile,
  );
  const url = subsetUrl(subsetSource(face), characters);
  if (url === null) return { subset: null, rest: { face, range } };
  return {
    subset: { face, url, range: unicodeRange(characters) },
    rest: { face, range: characters.length ? unicodeRangeWithout(characters) : range },
  };
}

/**
 * The guest card's fonts (issue 17). Before the first paint: the heading face cut to the names
 * and the body's 400 cut to the page's characters, preloaded (a few KB each). After it, declared
 * by the card's script: the rest of those files, the body's other weight (cut to the page too)
 * and the Arabic face (cut to the Bismillah), none of which the first screen draws. A browser
 * without script gets the later faces from `<noscript>`.
 */
export function cardFirstScreenFonts(
  chosen: ChosenFonts,
  text: FirstScreenText,
): { head: string; later: LaterFace[]; noscript: string } {
  const { heading, body } = facesOf(chosen);
  const now: { face: FontFile; url: string; range: string }[] = [];
  const later: LaterFace[] = [];
  const add = (part: ReturnType<typeof splitFace>, subsetNow: boolean) => {
    if (part.subset && subsetNow) {
      now.push(part.subset);
      // Cut it now, while the page travels: the browser asks for it a moment later.
      subsetFile(part.subset.url, subsetSourceFor).catch(() => undefined);
    } else if (part.subset)
      later.push(laterFace(part.subset.face, part.subset.url, part.subset.range));
    later.push(laterFace(part.rest.face, part.rest.face.url, part.rest.range));
  };
  add(splitFace(heading, text.heading), true);
  for (const face of body) add(splitFace(face, text.body), face.weight === 400);
  const arabic = arabicFace();
  add(splitFace(arabic, BISMILLAH, ARABIC_RANGE), false);
  // The rest of the Arabic file stays within the Arabic block (the subset took the Bismillah).
  const arabicRest = later[later.length - 1]!;
  arabicRest.range = intersectRanges(arabicRest.range, ARABIC_RANGE);
  const head =
    now.map((part) => preload(part.url)).join('') +
    `<style>${now.map((part) => faceRule(part.face, part.url, part.range)).join('')}</style>`;
  const noscript = `<noscript><style>${later
    .map((face) => faceRule(face, face.url, face.range))
    .join('')}</style></noscript>`;
  return { head, later, noscript };
}

const laterFace = (face: FontFile, url: string, range: string): LaterFace => ({
  family: face.family,
  weight: face.weight,
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
