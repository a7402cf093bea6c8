// `npm run themes:sheet`: every theme's hero at 390 px, as guests' phones show it, rendered by
// the built app in Debian's Chromium: one PNG per theme under artifacts/themes/ and a 10 × 10
// contact sheet (artifacts/themes/contact-sheet.png) to look at all of them side by side.
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import sharp from 'sharp';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../playwright.config';
import { THEMES } from '../src/shared/themes/catalogue';
import { startServer } from './lib/built-server';

const WIDTH = 390;
const HEIGHT = 844;
const TILE = { width: 195, height: 422 };
const outDir = path.resolve('artifacts/themes');
fs.mkdirSync(outDir, { recursive: true });

const server = await startServer();
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: CHROMIUM_ARGS,
});
try {
  const page = await browser.newPage({
    viewport: { width: WIDTH, height: HEIGHT },
    locale: 'ms-MY',
  });
  const tiles: Buffer[] = [];
  for (const theme of THEMES) {
    await page.goto(`${server.url}/preview/${theme.name}`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.evaluate(() => document.fonts.ready);
    // The preview's own buttons are not part of the theme.
    await page.addStyleTag({ content: 'button, .sticky { visibility: hidden !important; }' });
    const file = path.join(outDir, `${theme.name}.png`);
    await page.screenshot({ path: file });
    tiles.push(await sharp(file).resize(TILE.width, TILE.height).png().toBuffer());
  }
  const columns = 10;
  const rows = Math.ceil(tiles.length / columns);
  await sharp({
    create: {
      width: columns * TILE.width,
      height: rows * TILE.height,
      channels: 3,
      background: '#ffffff',
    },
  })
    .composite(
      tiles.map((input, i) => ({
        input,
        left: (i % columns) * TILE.width,
        top: Math.floor(i / columns) * TILE.height,
      })),
    )
    .png()
    .toFile(path.join(outDir, 'contact-sheet.png'));
  console.log(`wrote ${tiles.length} themes and artifacts/themes/contact-sheet.png`);
} finally {
  await browser.close();
  await server.stop();
}
