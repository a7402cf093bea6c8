// `npm run screenshots [path …]`: full-page PNGs of pages at 390 px (phone) and 1280 px (laptop),
// taken in Debian's Chromium from the built server on a fresh database, into artifacts/screens/.
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../playwright.config';
import { startServer } from './lib/built-server';

const DEFAULT_PATHS = ['/', '/tiada-halaman-ini', '/dashboard'];
const WIDTHS = [
  { name: 'phone', width: 390, height: 844, isMobile: true },
  { name: 'laptop', width: 1280, height: 800, isMobile: false },
];

const outDir = path.resolve('artifacts/screens');
fs.mkdirSync(outDir, { recursive: true });
const paths = process.argv.slice(2).length > 0 ? process.argv.slice(2) : DEFAULT_PATHS;

const server = await startServer({ SUPPORT_WHATSAPP_NO: '60123456789' });
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: CHROMIUM_ARGS,
});
try {
  for (const size of WIDTHS) {
    const context = await browser.newContext({
      viewport: { width: size.width, height: size.height },
      isMobile: size.isMobile,
      deviceScaleFactor: 1,
      locale: 'ms-MY',
      timezoneId: 'Asia/Kuala_Lumpur',
    });
    const page = await context.newPage();
    for (const pagePath of paths) {
      await page.goto(server.url + pagePath, { waitUntil: 'networkidle' });
      await page.evaluate(() => document.fonts.ready);
      // Scroll to the end and back so lazy images load, as they would for a reader.
      await page.evaluate(async () => {
        for (let y = 0; y < document.documentElement.scrollHeight; y += 400) {
          window.scrollTo(0, y);
          await new Promise((r) => setTimeout(r, 60));
        }
        window.scrollTo(0, 0);
      });
      await page.waitForLoadState('networkidle');
      const name = `${pagePath.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home'}-${size.width}.png`;
      await page.screenshot({ path: path.join(outDir, name), fullPage: true });
      console.log(`wrote artifacts/screens/${name}`);
      // Long pages are also cut into screen-high parts, which are easier to look at.
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      for (let top = 0, part = 1; top < height; top += size.height, part += 1) {
        const clip = {
          x: 0,
          y: top,
          width: size.width,
          height: Math.min(size.height, height - top),
        };
        const partName = name.replace('.png', `-part${part}.png`);
        await page.screenshot({ path: path.join(outDir, partName), fullPage: true, clip });
      }
    }
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
