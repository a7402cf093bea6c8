// `npm run screenshots -- stage [path …]`: the theme preview and the create screen as a visitor
// sees them (by default four pages, or the paths given): screen-sized pictures at the top, half-way
// down and at the end of the page (a full-page picture stretches the wide screen's fixed backdrop
// to the page's height, which no one sees).
import path from 'node:path';
import { SCREEN_SIZES, screenContext } from '../lib/screen-context';
import type { ScreenshotSession } from '../lib/screenshot-session';

export default async function stageScreenshots({
  browser,
  outDir,
  args,
  startServer,
}: ScreenshotSession) {
  const DEFAULT_PATHS = [
    '/preview/theme6',
    '/preview/theme42',
    '/preview/theme8',
    '/create/theme6',
  ];
  const paths = args.length > 0 ? args : DEFAULT_PATHS;

  const server = await startServer({ SUPPORT_WHATSAPP_NO: '60123456789' });

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
        console.log(`wrote ${outDir}/${name}`);
      }
    }
    await context.close();
  }
}
