// `npm run themes:distance [count]`: how alike the 100 themes' heroes are, by both measures of
// theme-distance.ts. Prints the closest pairs (20 unless a count is given) by the near-copy
// distance, then by the greyscale difference hash, and writes each listed pair's two gallery
// thumbnails side by side to artifacts/themes-distance/ (distance/ and structure/), closest first,
// for a person to judge where near-copies end (the thresholds in theme-distance.ts were chosen so).
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { THEMES } from '../src/shared/themes/catalogue';
import {
  DIFFERENCE_HASH_BITS,
  NEAR_DUPLICATE_THRESHOLD,
  STRUCTURE_THRESHOLD,
  pairsByDistance,
  themeThumbnail,
} from '../src/tools/theme-distance/theme-distance';
import type { ThemePair } from '../src/tools/theme-distance/theme-distance';
import { THUMBNAIL_HEIGHT, THUMBNAIL_WIDTH } from '../src/server/modules/themes/theme-thumbnail';

const count = Number(process.argv[2] ?? 20);
const outDir = path.resolve('artifacts/themes-distance');
fs.rmSync(outDir, { recursive: true, force: true });

const GAP = 12;
const started = Date.now();
const pairs = await pairsByDistance(THEMES);
console.log(`rendered and compared ${THEMES.length} themes in ${(Date.now() - started) / 1000} s`);

const fixed = (n: number) => n.toFixed(3);
const families = ({ a, b }: ThemePair) =>
  `${a.family}/${a.palette.name}/${a.composition} · ${b.family}/${b.palette.name}/${b.composition}`;

/** The two thumbnails of a pair side by side, as `<folder>/<file>`. */
async function sideBySide({ a, b }: ThemePair, folder: string, file: string) {
  fs.mkdirSync(path.join(outDir, folder), { recursive: true });
  await sharp({
    create: {
      width: THUMBNAIL_WIDTH * 2 + GAP,
      height: THUMBNAIL_HEIGHT,
      channels: 3,
      background: '#808080',
    },
  })
    .composite([
      { input: await themeThumbnail(a), left: 0, top: 0 },
      { input: await themeThumbnail(b), left: THUMBNAIL_WIDTH + GAP, top: 0 },
    ])
    .png()
    .toFile(path.join(outDir, folder, file));
}

console.log(`\nnear-copy distance: threshold ${NEAR_DUPLICATE_THRESHOLD}; closest ${count} pairs:`);
console.log('rank  pair            total  shape  tone  colour  layout  families');
for (const [i, pair] of pairs.slice(0, count).entries()) {
  const { a, b, distance: d } = pair;
  const rank = String(i + 1).padStart(2, '0');
  const mark = d.total < NEAR_DUPLICATE_THRESHOLD ? ' <' : '';
  console.log(
    `${rank}    ${`${a.id}/${b.id}`.padEnd(14)}  ${fixed(d.total)}  ${fixed(d.shape)}  ${fixed(d.tone)}  ${fixed(d.colour)}   ${d.layout}       ${families(pair)}${mark}`,
  );
  await sideBySide(pair, 'distance', `${rank}-${fixed(d.total)}-theme${a.id}-theme${b.id}.png`);
}

const byStructure = [...pairs].sort((p, q) => p.distance.structure - q.distance.structure);
console.log(
  `\ndifference hash: near-copies under ${STRUCTURE_THRESHOLD} of ${DIFFERENCE_HASH_BITS} bits; closest ${count} pairs:`,
);
console.log('rank  pair            bits  families');
for (const [i, pair] of byStructure.slice(0, count).entries()) {
  const { a, b, distance: d } = pair;
  const rank = String(i + 1).padStart(2, '0');
  const mark = d.structure < STRUCTURE_THRESHOLD ? ' <' : '';
  const bits = String(d.structure).padStart(3, '0');
  console.log(
    `${rank}    ${`${a.id}/${b.id}`.padEnd(14)}  ${String(d.structure).padStart(4)}  ${families(pair)}${mark}`,
  );
  await sideBySide(pair, 'structure', `${rank}-${bits}-theme${a.id}-theme${b.id}.png`);
}
console.log(`\nwrote the pairs' pictures to artifacts/themes-distance/`);
