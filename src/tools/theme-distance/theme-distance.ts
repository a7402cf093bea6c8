import sharp from 'sharp';
import type { Theme } from '@shared/themes/catalogue';
import { themeArt } from '@server/modules/themes/art/theme-art';
import { renderThumbnail } from '@server/modules/themes/theme-thumbnail';

// How alike two themes' heroes look, so that no two of them are near-copies. The distance is
// measured on the gallery thumbnail, the same picture a couple compares in the gallery and on the
// contact sheet, and is a weighted sum of terms, each in 0 … 1:
//
// - shape (weight 0.5): a histogram of oriented gradients (HOG) over a 9 × 16 grid of cells:
//   in each part of the picture, how much line runs in which direction. It sees what is drawn and
//   where (a fan of straight gold rays, curling scrolls, a lattice band) whatever the colours and
//   whether lines are light on dark or dark on light: one frame in two palettes scores near 0, two
//   designs of one family 0.1 and more, two families 0.15 … 0.4. The term that finds "the same
//   design in another colour".
// - tone (weight 0.25): a DCT perceptual hash of the greyscale: where the picture is light and
//   where dark, at the scale of its large forms. A dark theme and a light one part here (a
//   picture and its negative score 1) even when their drawing is the same.
// - colour (weight 0.25): the mean CIE76 ΔE between the two pictures seen as a 9 × 16 grid of
//   Lab colours, divided by 40 (a ΔE of 40 is two colours nobody would confuse) and capped at 1.
//   It counts the palette where it shows, page colour most of all.
// - layout (weight 0.5): 0 for the same hero composition (framed, arch, wreath…), 1 for
//   different ones: two heroes laid out differently are different designs even where their
//   ornament is alike.
//
// A hero and its mirror image count as one design: the distance is the smaller of the two
// heroes' distance as drawn and with the second one mirrored.
//
// A second, coarser measure stands beside the distance: the difference hash (dHash) of the
// greyscale thumbnail, 256 bits of "is this cell lighter than its right-hand neighbour" on a
// 17 × 16 grid. It sees nothing but the large light and dark forms of the whole picture, sample
// words included, and no colour at all: two heroes whose hashes differ in fewer than
// STRUCTURE_THRESHOLD bits are one design in another palette however their colours differ (it
// found a minimal and a geometric side band 2 bits apart, which the distance above put just over
// its threshold on colour). It compares the heroes as drawn, not mirrored: the mirrored compositions
// (a side band on the right) are already caught by the distance, and mirrored hashes put heroes with
// different crests and friezes under the threshold.
//
// Both the shape and the tone term leave out the box where the sample words sit (TEXT_BOX): every
// hero shows the same names and date there, which say nothing about its design.

/** The grid the thumbnail is sampled to: the phone's 9:16 at half size, where a 1 px line shows. */
const SAMPLE_WIDTH = 180;
const SAMPLE_HEIGHT = 320;
/**
 * The hash's DCT runs on the sample shrunk by this (45 × 80); its lowest HASH_WIDTH × HASH_HEIGHT
 * frequencies (the phone's proportions again) make the hash.
 */
const DCT_SHRINK = 4;
const HASH_WIDTH = 9;
const HASH_HEIGHT = 16;
/**
 * Where the sample words sit on the hero (fractions of width and height): every hero shows the
 * same heading, names and date there, so the shape and tone terms leave that box out (no
 * edges, grey the picture's median) and read the design around it. The colour term keeps it: the ink shows.
 */
const TEXT_BOX = { left: 0.15, right: 0.85, top: 0.28, bottom: 0.77 };
/** The shape term's cells (20 × 20 sample pixels each) and directions per cell. */
const SHAPE_COLUMNS = 9;
const SHAPE_ROWS = 16;
const ORIENTATIONS = 8;
/**
 * Gradients weaker than this (a Sobel step of 4 grey levels) are grain, not drawing: compression
 * noise and the faint texture of a page must not count as shapes.
 */
const EDGE_FLOOR = 16;
/** A cell with less edge than this (in square-rooted strength) stays weak when normalised. */
const CELL_FLOOR = 150;
/** The colour term's grid. */
const COLOUR_WIDTH = 9;
const COLOUR_HEIGHT = 16;
const COLOUR_SCALE = 40;

export const DISTANCE_WEIGHTS = { shape: 0.5, tone: 0.25, colour: 0.25, layout: 0.5 } as const;

/**
 * Two heroes closer than this are near-copies: the same design in another colour, or closer.
 * Chosen by looking at the closest pairs side by side (`npm run themes:distance`), first on the
 * stacked heroes: every pair below it was one design recoloured, up to geometric 2/62 (one
 * arcade of lattice, two lattices); the first pairs above were different designs. With the
 * hero compositions and the cells normalised, the pairs found below it were one frame in
 * two palettes (floral paper cuts 11/91, goldline frames 15/95, a watercolour and a botanical
 * wreath 3/17) and were laid out anew; the closest pairs now, just above it, are different designs
 * in one layout and one palette: a fine-line paddy window and a hibiscus window on blush (40/41,
 * 0.113), a floral garland frame and a carved kerawang frame (61/89, 0.114).
 */
export const NEAR_DUPLICATE_THRESHOLD = 0.112;

/** The difference hash's grid: 17 × 16 grey cells, 16 steps in each of 16 rows. */
const DIFFERENCE_WIDTH = 17;
const DIFFERENCE_HEIGHT = 16;
export const DIFFERENCE_HASH_BITS = (DIFFERENCE_WIDTH - 1) * DIFFERENCE_HEIGHT;

/**
 * Two heroes whose difference hashes differ in fewer bits than this (of 256: one in eight) are
 * near-copies. Chosen by looking at the pairs: the ten found below it were one layout in two
 * palettes (three side bands 2 … 15 bits apart; a crest, a lantern arch, a mosque window, a
 * sunrise window and a bowed wreath each twice, 21 … 31 bits) and were laid out anew; the closest
 * pairs now, at 32 and 33 bits, have different crests and friezes (59/65) or different leaves
 * round one wreath (51/87).
 */
export const STRUCTURE_THRESHOLD = 32;

/** A picture as a grid of numbers, row by row. */
interface Grid {
  width: number;
  height: number;
  values: Float64Array;
}

/** What the distance compares: the picture as it is and mirrored, and its composition. */
export interface HeroFeatures {
  view: View;
  mirrored: View;
  composition: string;
  /** The difference hash of the picture as drawn, one 0 or 1 per bit. */
  difference: Uint8Array;
}

export interface HeroDistance {
  total: number;
  shape: number;
  tone: number;
  colour: number;
  layout: number;
  /** How many of the difference hashes' bits differ (0 … DIFFERENCE_HASH_BITS), as drawn. */
  structure: number;
}

/** The hero composition a theme uses (@shared/themes/compositions.ts). */
export function compositionOf(theme: Theme): string {
  return theme.composition;
}

/** Averages blocks of `factor` × `factor` cells into one (the sizes divide evenly). */
function shrink(grid: Grid, factor: number): Grid {
  const width = grid.width / factor;
  const height = grid.height / factor;
  const values = new Float64Array(width * height);
  for (let y = 0; y < grid.height; y++) {
    for (let x = 0; x < grid.width; x++) {
      const cell = Math.floor(y / factor) * width + Math.floor(x / factor);
      values[cell] = values[cell]! + grid.values[y * grid.width + x]! / (factor * factor);
    }
  }
  return { width, height, values };
}

/** The grid with the cells of TEXT_BOX set to `fill`. */
function maskText(grid: Grid, fill: number): Grid {
  const values = Float64Array.from(grid.values);
  for (let y = 0; y < grid.height; y++) {
    for (let x = 0; x < grid.width; x++) {
      if (inTextBox(x, y, grid.width, grid.height)) values[y * grid.width + x] = fill;
    }
  }
  return { ...grid, values };
}

function median(values: Float64Array): number {
  const sorted = Float64Array.from(values).sort();
  return sorted[Math.floor(sorted.length / 2)]!;
}

/** Whether the cell (x, y) of a width × height grid lies in TEXT_BOX. */
function inTextBox(x: number, y: number, width: number, height: number): boolean {
  const [fx, fy] = [(x + 0.5) / width, (y + 0.5) / height];
  return fx > TEXT_BOX.left && fx < TEXT_BOX.right && fy > TEXT_BOX.top && fy < TEXT_BOX.bottom;
}

/**
 * A histogram of oriented gradients (HOG): the picture cut into SHAPE_COLUMNS × SHAPE_ROWS cells,
 * and in each, how much edge runs in each of ORIENTATIONS directions. Directions are taken modulo
 * 180°, so a gold line on navy and a navy line on cream count alike; the square root of each
 * edge's strength (above EDGE_FLOOR) keeps one bold band from outweighing the fine drawing. Each
 * cell is then normalised (normaliseCells), the whole scaled to length 1.
 */
function gradientHistogram(grid: Grid): Float64Array {
  const { width, height, values } = grid;
  const at = (x: number, y: number) =>
    values[Math.min(height - 1, Math.max(0, y)) * width + Math.min(width - 1, Math.max(0, x))]!;
  const cellWidth = width / SHAPE_COLUMNS;
  const cellHeight = height / SHAPE_ROWS;
  const histogram = new Float64Array(SHAPE_COLUMNS * SHAPE_ROWS * ORIENTATIONS);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (inTextBox(x, y, width, height)) continue;
      const gx =
        at(x + 1, y - 1) +
        2 * at(x + 1, y) +
        at(x + 1, y + 1) -
        (at(x - 1, y - 1) + 2 * at(x - 1, y) + at(x - 1, y + 1));
      const gy =
        at(x - 1, y + 1) +
        2 * at(x, y + 1) +
        at(x + 1, y + 1) -
        (at(x - 1, y - 1) + 2 * at(x, y - 1) + at(x + 1, y - 1));
      const strength = Math.sqrt(Math.max(0, Math.hypot(gx, gy) - EDGE_FLOOR));
      if (strength === 0) continue;
      // The direction, 0 … ORIENTATIONS, shared between its two nearest bins.
      const angle = (((Math.atan2(gy, gx) % Math.PI) + Math.PI) % Math.PI) / Math.PI;
      const position = angle * ORIENTATIONS;
      const low = Math.floor(position) % ORIENTATIONS;
      const high = (low + 1) % ORIENTATIONS;
      const share = position - Math.floor(position);
      const cell = Math.floor(y / cellHeight) * SHAPE_COLUMNS + Math.floor(x / cellWidth);
      const base = cell * ORIENTATIONS;
      histogram[base + low] = histogram[base + low]! + strength * (1 - share);
      histogram[base + high] = histogram[base + high]! + strength * share;
    }
  }
  normaliseCells(histogram);
  const norm = Math.hypot(...histogram);
  return norm === 0 ? histogram : histogram.map((v) => v / norm);
}

/**
 * Each cell's histogram scaled to about length 1 (HOG's block normalisation, one cell a block):
 * what is drawn in a cell counts for its shape, not for how strong its edges are. Without it the
 * long bold lines a composition gives every theme (a framed card's edges, a wreath's oval)
 * outweighed the ornament that sets two themes apart, and every framed hero came out "near"
 * every other; a design in another colour still scores near 0 (`recolour` pairs measured at
 * 0.001 … 0.036 in shape, as before). CELL_FLOOR keeps a cell of faint grain near 0.
 */
function normaliseCells(histogram: Float64Array): void {
  const eps = CELL_FLOOR;
  for (let cell = 0; cell < histogram.length; cell += ORIENTATIONS) {
    let sum = 0;
    for (let i = 0; i < ORIENTATIONS; i++) sum += histogram[cell + i]! ** 2;
    const scale = 1 / Math.sqrt(sum + eps * eps);
    for (let i = 0; i < ORIENTATIONS; i++) histogram[cell + i] = histogram[cell + i]! * scale;
  }
}

/** 1 - the cosine of two gradient histograms: 0 the same drawing, 1 nothing in common. */
function histogramDistance(a: Float64Array, b: Float64Array): number {
  let dot = 0;
  for (let i = 0; i < a.length; i++) dot += a[i]! * b[i]!;
  return Math.min(1, Math.max(0, 1 - dot));
}

/** DCT-II coefficients k = 0 … count-1 of a signal of length n, as a count × n table. */
function dctBasis(n: number, count: number): Float64Array {
  const basis = new Float64Array(count * n);
  for (let k = 0; k < count; k++) {
    for (let i = 0; i < n; i++) basis[k * n + i] = Math.cos((Math.PI * (2 * i + 1) * k) / (2 * n));
  }
  return basis;
}

/**
 * A DCT perceptual hash: the lowest HASH_WIDTH × HASH_HEIGHT frequencies of the picture, the
 * constant term left out. Low frequencies are the picture's large forms; small noise, compression
 * and a slightly different stroke barely move them. The coefficients are kept as numbers rather
 * than cut to one bit each at their median (the classic pHash): a quiet hero (fine lines on a
 * plain page) has most coefficients near the median, and their bits would flip on any change of
 * line colour; compared as numbers they weigh as little as they are.
 */
export function perceptualHash(grid: Grid): Float64Array {
  const { width, height, values } = grid;
  const bx = dctBasis(width, HASH_WIDTH);
  const by = dctBasis(height, HASH_HEIGHT);
  // Rows first (width → HASH_WIDTH), then columns (height → HASH_HEIGHT).
  const rows = new Float64Array(height * HASH_WIDTH);
  for (let y = 0; y < height; y++) {
    for (let k = 0; k < HASH_WIDTH; k++) {
      let sum = 0;
      for (let x = 0; x < width; x++) sum += values[y * width + x]! * bx[k * width + x]!;
      rows[y * HASH_WIDTH + k] = sum;
    }
  }
  const coefficients = new Float64Array(HASH_WIDTH * HASH_HEIGHT - 1);
  let n = 0;
  for (let v = 0; v < HASH_HEIGHT; v++) {
    for (let u = 0; u < HASH_WIDTH; u++) {
      if (u === 0 && v === 0) continue;
      let sum = 0;
      for (let y = 0; y < height; y++) sum += rows[y * HASH_WIDTH + u]! * by[v * height + y]!;
      coefficients[n++] = sum;
    }
  }
  return coefficients;
}

/**
 * How far apart two hashes are, from their correlation r: (1 - r) / 2. 0 for the same forms at any
 * contrast, about 0.5 for unrelated pictures, 1 for a picture and its negative. A hash with no
 * forms at all (a blank picture) is 0.5 from everything.
 */
export function hashDistance(a: Float64Array, b: Float64Array): number {
  if (a.length !== b.length) throw new Error('hashes of different lengths');
  let ab = 0;
  let aa = 0;
  let bb = 0;
  for (let i = 0; i < a.length; i++) {
    ab += a[i]! * b[i]!;
    aa += a[i]! ** 2;
    bb += b[i]! ** 2;
  }
  if (aa === 0 || bb === 0) return 0.5;
  return Math.min(1, Math.max(0, (1 - ab / Math.sqrt(aa * bb)) / 2));
}

/** sRGB 0 … 255 to CIE Lab (D65). */
function toLab(r: number, g: number, b: number): [number, number, number] {
  const linear = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  const [lr, lg, lb] = [linear(r), linear(g), linear(b)];
  const x = (0.4124 * lr + 0.3576 * lg + 0.1805 * lb) / 0.95047;
  const y = 0.2126 * lr + 0.7152 * lg + 0.0722 * lb;
  const z = (0.0193 * lr + 0.1192 * lg + 0.9505 * lb) / 1.08883;
  const f = (t: number) => (t > 0.008856 ? Math.cbrt(t) : 7.787 * t + 16 / 116);
  return [116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))];
}

/** One orientation of a picture: its hashes and its colour grid. */
interface View {
  shape: Float64Array;
  tone: Float64Array;
  /** L, a, b of each colour-grid cell, row by row. */
  lab: Float64Array;
}

/** The picture sampled at the phone's 9:16 as grey and as R, G, B planes. */
async function samples(image: Buffer, mirror: boolean): Promise<Float64Array[]> {
  let pipeline = sharp(image).resize(SAMPLE_WIDTH, SAMPLE_HEIGHT, { fit: 'fill' }).removeAlpha();
  if (mirror) pipeline = pipeline.flop();
  const data = await pipeline.raw().toBuffer();
  const pixels = SAMPLE_WIDTH * SAMPLE_HEIGHT;
  const planes = [0, 1, 2, 3].map(() => new Float64Array(pixels));
  const [grey, red, green, blue] = planes as [
    Float64Array,
    Float64Array,
    Float64Array,
    Float64Array,
  ];
  for (let i = 0; i < pixels; i++) {
    const [r, g, b] = [data[3 * i]!, data[3 * i + 1]!, data[3 * i + 2]!];
    grey[i] = 0.299 * r + 0.587 * g + 0.114 * b;
    red[i] = r;
    green[i] = g;
    blue[i] = b;
  }
  return planes;
}

/**
 * The difference hash of the picture in greyscale: shrunk to DIFFERENCE_WIDTH × DIFFERENCE_HEIGHT
 * (the whole picture, squeezed), each bit 1 where a cell is lighter than the cell to its right.
 */
export async function differenceHash(image: Buffer): Promise<Uint8Array> {
  const grey = await sharp(image)
    .removeAlpha()
    .greyscale()
    .resize(DIFFERENCE_WIDTH, DIFFERENCE_HEIGHT, { fit: 'fill' })
    .raw()
    .toBuffer();
  const bits = new Uint8Array(DIFFERENCE_HASH_BITS);
  for (let y = 0; y < DIFFERENCE_HEIGHT; y++) {
    for (let x = 0; x < DIFFERENCE_WIDTH - 1; x++) {
      const left = grey[y * DIFFERENCE_WIDTH + x]!;
      const right = grey[y * DIFFERENCE_WIDTH + x + 1]!;
      bits[y * (DIFFERENCE_WIDTH - 1) + x] = left > right ? 1 : 0;
    }
  }
  return bits;
}

/** How many bits of two difference hashes differ. */
export function bitsApart(a: Uint8Array, b: Uint8Array): number {
  if (a.length !== b.length) throw new Error('hashes of different lengths');
  let n = 0;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) n++;
  return n;
}

async function view(image: Buffer, mirror: boolean): Promise<View> {
  const [grey, ...rgb] = await samples(image, mirror);
  const sample = (values: Float64Array): Grid => ({
    width: SAMPLE_WIDTH,
    height: SAMPLE_HEIGHT,
    values,
  });
  const colourFactor = SAMPLE_WIDTH / COLOUR_WIDTH;
  const [r, g, b] = rgb.map((c) => shrink(sample(c), colourFactor).values);
  const lab = new Float64Array(COLOUR_WIDTH * COLOUR_HEIGHT * 3);
  for (let i = 0; i < COLOUR_WIDTH * COLOUR_HEIGHT; i++) {
    lab.set(toLab(r![i]!, g![i]!, b![i]!), 3 * i);
  }
  return {
    shape: gradientHistogram(sample(grey!)),
    tone: perceptualHash(shrink(maskText(sample(grey!), median(grey!)), DCT_SHRINK)),
    lab,
  };
}

/** The features of one picture (any format sharp reads), as it is and mirrored. */
export async function heroFeatures(image: Buffer, composition = 'stacked'): Promise<HeroFeatures> {
  return {
    composition,
    view: await view(image, false),
    mirrored: await view(image, true),
    difference: await differenceHash(image),
  };
}

/** Mean ΔE (CIE76) between the two colour grids, scaled to 0 … 1. */
function colourDistance(a: Float64Array, b: Float64Array): number {
  let sum = 0;
  const cells = a.length / 3;
  for (let i = 0; i < cells; i++) {
    sum += Math.hypot(
      a[3 * i]! - b[3 * i]!,
      a[3 * i + 1]! - b[3 * i + 1]!,
      a[3 * i + 2]! - b[3 * i + 2]!,
    );
  }
  return Math.min(1, sum / cells / COLOUR_SCALE);
}

function viewDistance(a: View, b: View, layout: number): Omit<HeroDistance, 'structure'> {
  const shape = histogramDistance(a.shape, b.shape);
  const tone = hashDistance(a.tone, b.tone);
  const colour = colourDistance(a.lab, b.lab);
  const w = DISTANCE_WEIGHTS;
  const total = w.shape * shape + w.tone * tone + w.colour * colour + w.layout * layout;
  return { total, shape, tone, colour, layout };
}

/** The distance between two heroes; a design and its mirror image count as the same design. */
export function heroDistance(a: HeroFeatures, b: HeroFeatures): HeroDistance {
  const layout = a.composition === b.composition ? 0 : 1;
  const straight = viewDistance(a.view, b.view, layout);
  const mirrored = viewDistance(a.view, b.mirrored, layout);
  const closer = mirrored.total < straight.total ? mirrored : straight;
  return { ...closer, structure: bitsApart(a.difference, b.difference) };
}

// One rendering of each theme per run (a thumbnail takes up to ~0.5 s): the test and the script
// both ask for all of them, and the script asks again for the pictures of the closest pairs.
const thumbnails = new Map<number, Promise<Buffer>>();
const features = new Map<number, Promise<HeroFeatures>>();

/**
 * The theme's gallery thumbnail (WebP), rendered once per run: the Malay one, the reference (the
 * languages' pictures differ only in the heading's and the date's words, the same for every theme).
 */
export function themeThumbnail(theme: Theme): Promise<Buffer> {
  let image = thumbnails.get(theme.id);
  if (!image) {
    image = renderThumbnail(theme, themeArt(theme), 'ms');
    thumbnails.set(theme.id, image);
  }
  return image;
}

export function themeFeatures(theme: Theme): Promise<HeroFeatures> {
  let found = features.get(theme.id);
  if (!found) {
    found = themeThumbnail(theme).then((image) => heroFeatures(image, compositionOf(theme)));
    features.set(theme.id, found);
  }
  return found;
}

export interface ThemePair {
  a: Theme;
  b: Theme;
  distance: HeroDistance;
}

/** Every pair of the given themes, closest first. Renders one theme at a time (CPU-bound). */
export async function pairsByDistance(themes: readonly Theme[]): Promise<ThemePair[]> {
  const all: HeroFeatures[] = [];
  for (const theme of themes) all.push(await themeFeatures(theme));
  const pairs: ThemePair[] = [];
  for (let i = 0; i < themes.length; i++) {
    for (let j = i + 1; j < themes.length; j++) {
      pairs.push({ a: themes[i]!, b: themes[j]!, distance: heroDistance(all[i]!, all[j]!) });
    }
  }
  return pairs.sort((p, q) => p.distance.total - q.distance.total);
}
