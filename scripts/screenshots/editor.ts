// `npm run screenshots -- editor [theme]`: the create screen's states (in theme12, or the theme
// given): the card with its hints, a text being edited (with a message), the date and time editors,
// the venue panel, the programme in edit mode and the font picker.
import path from 'node:path';
import type { Page } from '@playwright/test';
import { SCREEN_SIZES, screenContext } from '../lib/screen-context';
import type { ScreenshotSession } from '../lib/screenshot-session';

export default async function editorScreenshots({
  browser,
  outDir,
  args,
  startServer,
}: ScreenshotSession) {
  const THEME = args[0] ?? 'theme12';

  const server = await startServer({ SUPPORT_WHATSAPP_NO: '60123456789' });

  async function shot(page: Page, name: string, fullPage = false) {
    await page.evaluate(() => document.fonts.ready);
    await page.waitForTimeout(300);
    await page.screenshot({ path: path.join(outDir, `editor-${name}.png`), fullPage });
    console.log(`wrote ${outDir}/editor-${name}.png`);
  }

  for (const size of SCREEN_SIZES) {
    const context = await screenContext(browser, size);
    const page = await context.newPage();
    const w = size.width;
    await page.goto(`${server.url}/create/${THEME}`);
    await page.getByRole('navigation', { name: 'Alat kad' }).waitFor();
    await page.waitForLoadState('networkidle');
    await shot(page, `${THEME}-full-${w}`, true);
    await shot(page, `hero-${w}`);

    await page.getByRole('button', { name: /^Ubah nama pengantin lelaki/ }).click();
    await page.getByLabel('Nama pengantin lelaki').fill('');
    await shot(page, `editing-name-${w}`);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Ubah Tarikh' }).click();
    await shot(page, `date-${w}`);
    await page.getByRole('button', { name: 'OK', exact: true }).click();

    await page.getByRole('button', { name: /^Ubah nama waris/ }).click();
    await page.getByLabel('Nama waris').scrollIntoViewIfNeeded();
    await shot(page, `editing-parents-${w}`);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Ubah Masa' }).click();
    await page.getByRole('button', { name: 'OK', exact: true }).scrollIntoViewIfNeeded();
    await shot(page, `time-${w}`);
    await page.getByRole('button', { name: 'OK', exact: true }).click();

    await page.getByRole('button', { name: /^Ubah lokasi/ }).click();
    await page.getByRole('button', { name: 'Add Location' }).click();
    await shot(page, `location-${w}`);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Ubah Atur Cara Majlis' }).click();
    await page.getByRole('button', { name: 'Simpan' }).scrollIntoViewIfNeeded();
    await shot(page, `programme-${w}`);
    await page.getByRole('button', { name: 'Batal' }).click();

    await page.getByRole('button', { name: 'Select Fonts' }).click();
    await page.waitForLoadState('networkidle');
    await shot(page, `fonts-${w}`);
    await page.keyboard.press('Escape');
    await context.close();
  }
}
