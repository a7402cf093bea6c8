// `npx tsx scripts/composition-preview.ts <composition> [more…]`: every theme laid out in a
// composition, as its gallery thumbnail (drawn on the server, like the gallery), in one sheet:
// artifacts/compositions/<composition>.png, each tile labelled with its theme and the size of
// its art (SVG, gzip), to look at while drawing a composition's frame. `all` draws every one.
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import sharp from 'sharp';
import { THEMES } from '../src/shared/themes/catalogue';
import { COMPOSITION_NAMES } from '../src/shared/themes/compositions';
import { themeArt } from '../src/server/modules/themes/art/theme-art';
import {
  THUMBNAIL_HEIGHT,
  THUMBNAIL_WIDTH,
  renderThumbnail,
} from '../src/server/modules/themes/theme-thumbnail';

const asked = process.argv.slice(2);
const names = asked.includes('all') ? COMPOSITION_NAMES : asked;
if (names.length === 0)
  throw new Error('usage: tsx scripts/composition-preview.ts <composition>|all');
const outDir = path.resolve('artifacts/compositions');
fs.mkdirSync(outDir, { recursive: true });

const label = (text: string) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${THUMBNAIL_WIDTH}" height="28"><rect width="100%" height="100%" fill="#222"/><text x="8" y="19" font-family="sans-serif" font-size="15" fill="#fff">${text}</text></svg>`,
  );

for (const name of names) {
  const themes = THEMES.filter((t) => t.composition === name);
  const tiles: Buffer[] = [];
  for (const theme of themes) {
    const art = themeArt(theme);
    const gzip = Object.values(art).reduce(
      (n, svg) => n + (svg ? gzipSync(svg, { level: 9 }).length : 0),
      0,
    );
    // The Malay thumbnail, as the gallery shows it to most visitors.
    const webp = await renderThumbnail(theme, art, 'ms');
    tiles.push(
      await sharp(webp)
        .extend({ top: 28, background: '#222' })
        .composite([
          {
            input: label(`${theme.name} · ${theme.family} · ${(gzip / 1024).toFixed(1)} KB`),
            top: 0,
            left: 0,
          },
        ])
        .png()
        .toBuffer(),
    );
  }
  const columns = Math.min(6, tiles.length);
  const rows = Math.ceil(tiles.length / columns);
  const tileHeight = THUMBNAIL_HEIGHT + 28;
  await sharp({
    create: {
      width: columns * THUMBNAIL_WIDTH,
      height: rows * tileHeight,
      channels: 3,
      background: '#888888',
    },
  })
    .composite(
      tiles.map((input, i) => ({
        input,
        left: (i % columns) * THUMBNAIL_WIDTH,
        top: Math.floor(i / columns) * tileHeight,
      })),
    )
    .png()
    .toFile(path.join(outDir, `${name}.png`));
  console.log(`artifacts/compositions/${name}.png: ${themes.map((t) => t.id).join(', ')}`);
}
