import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { ChosenFonts } from '@shared/card/card-fonts';
import { FONT_PAIRS } from '@shared/themes/font-pairs';
import type { BodyFont, HeadingFont } from '@shared/themes/font-pairs';

// The font files the card and the site may use: each font pair's faces, the Arabic face and the
// site's own, found in the @fontsource packages under a path that carries the package version,
// so they can be cached for a year. Nothing outside this catalogue is served.

const require = createRequire(import.meta.url);

export interface FontFile {
  family: string;
  /** The weight the file is drawn at (the nearest the package ships to the one asked for). */
  weight: number;
  style: FontStyle;
  /** `great-vibes-latin-400-normal.woff2` */
  file: string;
  url: string;
  absolutePath: string;
}

export function slug(family: string): string {
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

export function fontFile(
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
export const arabicFace = () => fontFile('Amiri', 400, 'arabic');
export const ARABIC_RANGE =
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

export const siteOnlyFile = (face: FaceName) =>
  fontFile(face.family, face.weight, 'latin', face.style);

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
export function fonts(): Map<string, FontFile> {
  catalogue ??= buildCatalogue();
  return catalogue;
}

/** The file behind a `/fonts/…` path, if it is one of the card fonts (nothing else is served). */
export function fontFileFor(urlPath: string): string | null {
  return fonts().get(urlPath)?.absolutePath ?? null;
}

export function facesOf(chosen: ChosenFonts): { heading: FontFile; body: FontFile[] } {
  const heading = fontFile(chosen.heading, headingWeight(chosen.heading));
  return { heading, body: bodyFaces(chosen.body) };
}
