// `npm run screenshots -- pages [path …]`: full-page pictures of any pages (by default the home
// page, a missing page and the dashboard), each also cut into screen-high parts.
import path from 'node:path';
import type { ScreenshotSession } from '../lib/screenshot-session';

export default async function pagesScreenshots({
  browser,
  outDir,
  args,
  startServer,
}: ScreenshotSession) {
  const DEFAULT_PATHS = ['/', '/tiada-halaman-ini', '/dashboard'];
  const WIDTHS = [
    { name: 'phone', width: 390, height: 844, isMobile: true },
    { name: 'laptop', width: 1280, height: 800, isMobile: false },
  ];

  const paths = args.length > 0 ? args : DEFAULT_PATHS;

  const server = await startServer({ SUPPORT_WHATSAPP_NO: '60123456789' });
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
      console.log(`wrote ${outDir}/${name}`);
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
}
