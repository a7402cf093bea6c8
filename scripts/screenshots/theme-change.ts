// `npm run screenshots -- theme-change`: the owner's theme change page (/tema/:id): a card in a
// light theme (theme 12), the question before a change, the message after it, and the same card now
// in a dark theme (theme 57).
import path from 'node:path';
import type { Page } from '@playwright/test';
import { sampleCardContent, themeFonts } from '../../src/shared/card/sample-card';
import { latestLoginCode } from '../../tests/support/outbox';
import { SCREEN_SIZES, screenContext } from '../lib/screen-context';
import type { ScreenshotSession } from '../lib/screenshot-session';

export default async function themeChangeScreenshots({
  browser,
  outDir,
  startServer,
}: ScreenshotSession) {
  const server = await startServer();

  async function shot(page: Page, name: string) {
    await page.evaluate(() => document.fonts.ready);
    // Every picture on screen has arrived (thumbnails are drawn on the server the first time).
    await page.waitForFunction(() =>
      [...document.images].every(
        (img) => img.complete || img.getBoundingClientRect().top > innerHeight,
      ),
    );
    await page.screenshot({ path: path.join(outDir, `theme-change-${name}.png`) });
    console.log(`wrote ${outDir}/theme-change-${name}.png`);
  }

  for (const size of SCREEN_SIZES) {
    const w = size.width;
    const email = `tema-${w}@contoh.my`;
    const context = await screenContext(browser, size);
    const api = context.request;
    await api.post(`${server.url}/api/auth/code`, { data: { email } });
    const code = latestLoginCode(server.dataDir, email);
    await api.post(`${server.url}/api/auth/verify`, { data: { email, code } });
    const draft = {
      ...sampleCardContent(new Date()),
      theme: 'theme12',
      ...themeFonts('theme12'),
      groom_name: 'Amir',
      bride_name: 'Balqis',
    };
    const published = await api.post(`${server.url}/api/cards`, {
      data: { draft, profile: { name: 'Siti Pemilik', mobile: '019-876 5432' } },
    });
    const { id } = (await published.json()) as { id: string };

    const page = await context.newPage();
    await page.goto(`${server.url}/tema/${id}`);
    await page.getByRole('list', { name: 'Senarai tema' }).getByRole('listitem').nth(9).waitFor();
    await shot(page, `light-${w}`);

    // Further down the gallery, at theme 57, and its question.
    const preview = page.getByRole('link', { name: 'Preview Tema 57', exact: true });
    while ((await preview.count()) === 0) {
      await page.getByTestId('gallery-end').scrollIntoViewIfNeeded();
      await page.waitForTimeout(300);
    }
    await preview.scrollIntoViewIfNeeded();
    await page.getByRole('button', { name: 'Pilih Ini: Tema 57', exact: true }).click();
    await page.getByRole('dialog').waitFor();
    await shot(page, `confirm-${w}`);
    await page.getByRole('button', { name: 'Ya, guna tema ini' }).click();
    await page.getByText('Tema telah dikemaskini').waitFor();
    await shot(page, `updated-${w}`);

    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('region', { name: 'Tema semasa' }).getByText('Tema 57').waitFor();
    await shot(page, `dark-${w}`);

    // Another owner's card.
    await page.goto(`${server.url}/tema/demoplus`);
    await page.getByRole('alert').waitFor();
    await shot(page, `refused-${w}`);
    await context.close();
  }
}
