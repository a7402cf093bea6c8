// `npm run themes:distance [count]`: how alike the 100 themes' heroes are. Prints the closest
// pairs (20 unless a count is given) with their distance and its terms, and writes each pair's two
// gallery thumbnails side by side to artifacts/themes-distance/, closest first, for a person to
// judge where near-copies end (the threshold in theme-distance.ts was chosen so).
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { THEMES } from '../src/shared/themes/catalogue';
import {
  NEAR_DUPLICATE_THRESHOLD,
  pairsByDistance,
  themeThumbnail,
} from '../src/tools/theme-distance/theme-distance';
import { THUMBNAIL_HEIGHT, THUMBNAIL_WIDTH } from '../src/server/modules/themes/theme-thumbnail';

const count = Number(process.argv[2] ?? 20);
const outDir = path.resolve('artifacts/themes-distance');
fs.rmSync(outDir, { recursive: true, force: true });
fs.mkdirSync(outDir, { recursive: true });

const GAP = 12;
const started = Date.now();
const pairs = await pairsByDistance(THEMES);
console.log(`rendered and compared ${THEMES.length} themes in ${(Date.now() - started) / 1000} s`);
console.log(`threshold ${NEAR_DUPLICATE_THRESHOLD}; closest ${count} pairs:`);
console.log('rank  pair            total  shape  tone  colour  layout  families');

const fixed = (n: number) => n.toFixed(3);
for (const [i, { a, b, distance: d }] of pairs.slice(0, count).entries()) {
  const rank = String(i + 1).padStart(2, '0');
  const mark = d.total < NEAR_DUPLICATE_THRESHOLD ? ' <' : '';
  console.log(
    `${rank}    ${`${a.id}/${b.id}`.padEnd(14)}  ${fixed(d.total)}  ${fixed(d.shape)}  ${fixed(d.tone)}  ${fixed(d.colour)}   ${d.layout}       ${a.family}/${a.palette.name} · ${b.family}/${b.palette.name}${mark}`,
  );
  const file = `${rank}-${fixed(d.total)}-theme${a.id}-theme${b.id}.png`;
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
    .toFile(path.join(outDir, file));
}
console.log(`wrote ${Math.min(count, pairs.length)} pictures to artifacts/themes-distance/`);
