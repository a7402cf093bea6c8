// `npm run screenshots -- music`: the owner's music page (/music/:id): the page as first opened (no
// song yet), a bad link, the preview after Play (YouTube cannot load here: the frame stays empty),
// and the saved song with Lihat Kad.
import path from 'node:path';
import type { Page } from '@playwright/test';
import { logInThroughApi, publishThroughApi } from '../lib/owner-session';
import { SCREEN_SIZES, screenContext } from '../lib/screen-context';
import type { ScreenshotSession } from '../lib/screenshot-session';

export default async function musicScreenshots({
  browser,
  outDir,
  startServer,
}: ScreenshotSession) {
  const server = await startServer();

  async function shot(page: Page, name: string, fullPage = false) {
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: path.join(outDir, `music-${name}.png`), fullPage });
    console.log(`wrote ${outDir}/music-${name}.png`);
  }

  for (const size of SCREEN_SIZES) {
    const w = size.width;
    const email = `lagu-${w}@contoh.my`;
    const context = await screenContext(browser, size);
    await logInThroughApi(context, server, email);
    const id = await publishThroughApi(context, server, 'theme3', {
      groom_name: 'Irfan',
      bride_name: 'Sofea',
    });

    const page = await context.newPage();
    await page.goto(`${server.url}/music/${id}`);
    await page
      .getByRole('region', { name: 'Lagu pilihan' })
      .getByRole('listitem')
      .nth(11)
      .waitFor();
    await shot(page, `start-${w}`);
    await shot(page, `start-full-${w}`, true);

    await page.getByLabel('Pautan lagu (YouTube)').fill('https://www.youtube.com/watch?v=pendek');
    await page.getByRole('button', { name: 'Play', exact: true }).click();
    await page.getByText('Invalid URL or Video ID not found').waitFor();
    await shot(page, `bad-link-${w}`);

    await page.getByLabel('Pautan lagu (YouTube)').fill('https://youtu.be/dQw4w9WgXcQ');
    await page.getByLabel('Start at').fill('1:05');
    await page.getByRole('button', { name: 'Play', exact: true }).click();
    await page.locator('iframe[title^="Pratonton lagu"]').waitFor();
    await page.getByRole('button', { name: 'Pilih lagu ini' }).click();
    await page.getByRole('link', { name: 'Lihat Kad' }).waitFor();
    await page.getByRole('link', { name: 'Lihat Kad' }).scrollIntoViewIfNeeded();
    await shot(page, `saved-${w}`);
    await shot(page, `saved-full-${w}`, true);
    await context.close();
  }
}
