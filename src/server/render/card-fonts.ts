import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { ChosenFonts } from '@shared/card/card-fonts';
import { FONT_PAIRS } from '@shared/themes/font-pairs';
import type { BodyFont, HeadingFont } from '@shared/themes/font-pairs';

// The guest card loads only its own pair (issue "themes"), straight from the server's HTML: the
// @font-face rules are inline and the heading face is preloaded, so the names paint in their
// font without waiting for a script. The files come from the @fontsource packages, under a path
// that carries the package version, so they can be cached for a year.

const require = createRequire(import.meta.url);

interface FontFile {
  family: string;
  weight: number;
  /** `great-vibes-latin-400-normal.woff2` */
  file: string;
  url: string;
  absolutePath: string;
}

function slug(family: string): string {
  return family.toLowerCase().replace(/\s+/g, '-');
}

// Each face is looked up once (its package's version is read from disk), not on every page.
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

function findFontFile(family: string, weight: number, subset: string): FontFile {
  const name = slug(family);
  const file = `${name}-${subset}-${weight}-normal.woff2`;
  const packageJson = require.resolve(`@fontsource/${name}/package.json`);
  const { version } = JSON.parse(fs.readFileSync(packageJson, 'utf8')) as { version: string };
  return {
    family,
    weight,
    file,
    url: `/fonts/${name}/${version}/${file}`,
    absolutePath: path.join(path.dirname(packageJson), 'files', file),
  };
}

/** Cormorant is drawn at 500 (its 400 is too thin for a heading); the others at 400. */
const headingWeight = (font: HeadingFont) => (font === 'Cormorant Garamond' ? 500 : 400);
/** Body text uses 400 and 600 (labels, the hero's date); a face loads only when used. */
const BODY_WEIGHTS = [400, 600] as const;

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
    const faces = [
      fontFile(pair.heading, headingWeight(pair.heading)),
      ...(pair.body === 'system' ? [] : BODY_WEIGHTS.map((w) => fontFile(pair.body, w))),
    ];
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
  const body: BodyFont = chosen.body;
  return {
    heading,
    body: body === 'system' ? [] : BODY_WEIGHTS.map((w) => fontFile(body, w)),
  };
}

/** `<style>` with the card's @font-face rules and `<link rel=preload>` for what paints first. */
export function cardFontTags(chosen: ChosenFonts): string {
  const { heading, body } = facesOf(chosen);
  const rule = (face: FontFile) =>
    `@font-face{font-family:'${face.family}';font-style:normal;font-weight:${face.weight};` +
    `font-display:swap;src:url(${face.url}) format('woff2')}`;
  const preload = (face: FontFile) =>
    `<link rel="preload" as="font" type="font/woff2" href="${face.url}" crossorigin>`;
  const firstPaint = [heading, ...body.filter((face) => face.weight === 400)];
  const arabic = arabicFace();
  const arabicRule =
    `@font-face{font-family:'Amiri';font-style:normal;font-weight:400;font-display:swap;` +
    `src:url(${arabic.url}) format('woff2');unicode-range:${ARABIC_RANGE}}`;
  const rules = [heading, ...body].map(rule).join('') + arabicRule;
  return `${firstPaint.map(preload).join('')}<style>${rules}</style>`;
}
