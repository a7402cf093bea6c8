import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { THEMES } from '@shared/themes/catalogue';
import {
  NEAR_DUPLICATE_THRESHOLD,
  STRUCTURE_THRESHOLD,
  bitsApart,
  differenceHash,
  hashDistance,
  heroDistance,
  heroFeatures,
  pairsByDistance,
} from './theme-distance';
import type { ThemePair } from './theme-distance';

// No two of the 100 heroes may be near-copies: closer than the distance's threshold, or with
// greyscale difference hashes fewer bits apart than theirs. The hashes and the distance are first
// checked on small drawn pictures whose answer is known.

const WIDTH = 90;
const HEIGHT = 160;
type Rgb = [number, number, number];

/**
 * A phone-shaped test picture: a page, a band at the top and bottom, a block of "text";
 * `change` is added to every channel of every pixel.
 */
function picture(
  page: Rgb,
  ink: Rgb,
  band: Rgb,
  change: (x: number, y: number) => number = () => 0,
) {
  const data = Buffer.alloc(WIDTH * HEIGHT * 3);
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH; x++) {
      // A spray in the top-left corner makes the picture differ from its mirror image.
      const inBand =
        y < 24 || y >= HEIGHT - 24 || (y < 40 && (x + y) % 12 < 5) || (x < 30 && y < 56);
      const inText = y > 60 && y < 100 && x > 20 && x < 70 && y % 8 < 4;
      const colour = inBand ? band : inText ? ink : page;
      for (let c = 0; c < 3; c++) {
        const v = colour[c]! + change(x, y);
        data[(y * WIDTH + x) * 3 + c] = Math.max(0, Math.min(255, v));
      }
    }
  }
  return data;
}

const png = (data: Buffer) =>
  sharp(data, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
    .png()
    .toBuffer();
const features = async (data: Buffer) => heroFeatures(await png(data));

const cream: Rgb = [251, 246, 238];
const green: Rgb = [15, 76, 69];
const gold: Rgb = [184, 137, 59];
const original = picture(cream, green, gold);

describe('hero distance on drawn pictures', () => {
  it('is 0 between a picture and itself', async () => {
    const a = await features(original);
    const b = await features(Buffer.from(original));
    expect(heroDistance(a, b).total).toBeLessThan(0.01);
    expect(hashDistance(a.view.tone, b.view.tone)).toBe(0);
    expect(hashDistance(a.view.shape, b.view.shape)).toBe(0);
  });

  it('puts a picture and its negative far apart', async () => {
    const negative = Buffer.from(original.map((v) => 255 - v));
    const [a, b] = [await features(original), await features(negative)];
    // Every light area is dark: the tone hash flips (nearly) every bit, the colours part.
    expect(hashDistance(a.view.tone, b.view.tone)).toBeGreaterThan(0.9);
    const d = heroDistance(a, b);
    expect(d.colour).toBeGreaterThan(0.9);
    expect(d.total).toBeGreaterThan(NEAR_DUPLICATE_THRESHOLD * 2);
    // The drawing itself is the same: its edges are where they were.
    expect(hashDistance(a.view.shape, b.view.shape)).toBeLessThan(0.05);
  });

  it('keeps a picture with slight noise near', async () => {
    let state = 7;
    const noise = () => {
      state = (state * 1103515245 + 12345) % 2 ** 31;
      return (state / 2 ** 31 - 0.5) * 12; // ±6 levels
    };
    const noisy = picture(cream, green, gold, () => noise());
    const [a, b] = [await features(original), await features(noisy)];
    expect(hashDistance(a.view.tone, b.view.tone)).toBeLessThan(0.1);
    expect(hashDistance(a.view.shape, b.view.shape)).toBeLessThan(0.15);
    expect(heroDistance(a, b).total).toBeLessThan(NEAR_DUPLICATE_THRESHOLD / 2);
  });

  it('finds the same drawing in another palette by its shape', async () => {
    const recoloured = picture([243, 245, 238], [59, 86, 55], [160, 120, 70]);
    const d = heroDistance(await features(original), await features(recoloured));
    expect(d.shape).toBeLessThan(0.01);
    expect(d.tone).toBeLessThan(0.01);
    expect(d.total).toBeLessThan(NEAR_DUPLICATE_THRESHOLD);
  });

  it('counts a mirror image as the same design', async () => {
    const mirrored = await sharp(await png(original))
      .flop()
      .png()
      .toBuffer();
    const [a, b] = [await features(original), await heroFeatures(mirrored)];
    expect(hashDistance(a.view.shape, b.view.shape)).toBeGreaterThan(0.1);
    expect(heroDistance(a, b).total).toBeLessThan(0.01);
  });

  it('parts two different drawings', async () => {
    const other = picture(cream, green, cream, (x, y) =>
      ((x >> 3) + (y >> 3)) % 2 === 0 ? -90 : 0,
    );
    const d = heroDistance(await features(original), await features(other));
    expect(d.shape).toBeGreaterThan(0.25);
    expect(d.total).toBeGreaterThan(NEAR_DUPLICATE_THRESHOLD);
  });

  it('parts two compositions of the same art', async () => {
    const a = await features(original);
    const d = heroDistance(a, { ...a, composition: 'arch' });
    expect(d.layout).toBe(1);
    expect(d.total).toBeGreaterThan(NEAR_DUPLICATE_THRESHOLD);
  });
});

describe('difference hash on drawn pictures', () => {
  const hash = async (data: Buffer) => differenceHash(await png(data));

  it('is the same for a picture and itself, and near for slight noise', async () => {
    expect(bitsApart(await hash(original), await hash(Buffer.from(original)))).toBe(0);
    let state = 11;
    const noisy = picture(cream, green, gold, () => {
      state = (state * 1103515245 + 12345) % 2 ** 31;
      return (state / 2 ** 31 - 0.5) * 8; // ±4 levels
    });
    expect(bitsApart(await hash(original), await hash(noisy))).toBeLessThan(STRUCTURE_THRESHOLD);
  });

  it('finds the same drawing in another palette', async () => {
    const recoloured = picture([243, 245, 238], [59, 86, 55], [160, 120, 70]);
    expect(bitsApart(await hash(original), await hash(recoloured))).toBeLessThan(
      STRUCTURE_THRESHOLD / 2,
    );
  });

  it('parts two different drawings', async () => {
    const other = picture(cream, green, cream, (x, y) =>
      ((x >> 3) + (y >> 3)) % 2 === 0 ? -90 : 0,
    );
    expect(bitsApart(await hash(original), await hash(other))).toBeGreaterThan(
      STRUCTURE_THRESHOLD * 2,
    );
  });
});

describe('theme heroes (all 100, as the gallery draws them)', () => {
  let pairs: ThemePair[] = [];
  // Rendering 100 thumbnails takes ~15 s on a 2-core machine; room for a busy one.
  beforeAll(async () => {
    pairs = await pairsByDistance(THEMES);
  }, 120_000);

  const describePair = ({ a, b, distance: d }: ThemePair) =>
    `${a.id}/${b.id} ${d.total.toFixed(3)} (shape ${d.shape.toFixed(3)}, tone ${d.tone.toFixed(3)}, colour ${d.colour.toFixed(3)})`;
  const near = () => pairs.filter((p) => p.distance.total < NEAR_DUPLICATE_THRESHOLD);

  it('has no two heroes closer than the near-duplicate threshold', () => {
    expect(near().map(describePair), `closer than ${NEAR_DUPLICATE_THRESHOLD}`).toEqual([]);
  });

  it('has no two heroes whose greyscale difference hashes are near', () => {
    const alike = pairs
      .filter((p) => p.distance.structure < STRUCTURE_THRESHOLD)
      .map(({ a, b, distance: d }) => `${a.id}/${b.id} ${d.structure} bits`);
    expect(alike, `fewer than ${STRUCTURE_THRESHOLD} bits apart`).toEqual([]);
  });
});
