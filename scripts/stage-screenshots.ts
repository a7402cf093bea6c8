// `npm run build && npx tsx scripts/stage-screenshots.ts [path …]`: the theme preview and the
// create screen as a visitor sees them at 390 px (phone) and 1280 px (laptop): screen-sized
// pictures at the top, half-way down and at the end of the page (a full-page picture stretches
// the wide screen's fixed backdrop to the page's height, which no one sees), in Debian's Chromium
// from the built server on a fresh database, into artifacts/screens/stage-*.
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../playwright.config';
import { startServer } from './lib/built-server';
import { SCREEN_SIZES, screenContext } from './lib/screen-context';

const DEFAULT_PATHS = ['/preview/theme6', '/preview/theme42', '/preview/theme8', '/create/theme6'];
const paths = process.argv.slice(2).length > 0 ? process.argv.slice(2) : DEFAULT_PATHS;

const outDir = path.resolve('artifacts/screens');
fs.mkdirSync(outDir, { recursive: true });
const server = await startServer({ SUPPORT_WHATSAPP_NO: '60123456789' });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });

try {
  for (const size of SCREEN_SIZES) {
    const context = await screenContext(browser, size);
    const page = await context.newPage();
    for (const pagePath of paths) {
      await page.goto(server.url + pagePath, { waitUntil: 'networkidle' });
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.evaluate(() => document.fonts.ready);
      const slug = pagePath.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '');
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      const stops = { top: 0, middle: (height - size.height) / 2, end: height };
      for (const [stop, y] of Object.entries(stops)) {
        await page.evaluate((top) => window.scrollTo(0, top), y);
        await page.waitForLoadState('networkidle');
        await page.evaluate(() => document.fonts.ready);
        const name = `stage-${slug}-${size.width}-${stop}.png`;
        await page.screenshot({ path: path.join(outDir, name) });
        console.log(`wrote artifacts/screens/${name}`);
      }
    }
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
