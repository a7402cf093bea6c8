// `npm run screenshots -- card`: the guest card: the intro overlay, the hero after Buka, each
// section (the demo's akad nikah and resepsi among them), each panel, the expiry and not-found
// pages.
import path from 'node:path';
import type { Page } from '@playwright/test';
import { SCREEN_SIZES, screenContext } from '../lib/screen-context';
import type { ScreenshotSession } from '../lib/screenshot-session';

export default async function cardScreenshots({ browser, outDir, startServer }: ScreenshotSession) {
  const PANELS = ['Hubungi', 'Lokasi', 'RSVP', 'Salam Kaut', 'Tarikh'];

  const server = await startServer({ SUPPORT_WHATSAPP_NO: '60123456789' });

  async function shot(page: Page, name: string) {
    await page.screenshot({ path: path.join(outDir, `card-${name}.png`) });
    console.log(`wrote ${outDir}/card-${name}.png`);
  }

  for (const size of SCREEN_SIZES) {
    const context = await screenContext(browser, size);
    const page = await context.newPage();
    const w = size.width;
    await page.goto(`${server.url}/kad/demoplus?kepada=Encik%20Ali`);
    await page.evaluate(() => document.fonts.ready);
    await shot(page, `intro-${w}`);
    await page.getByRole('button', { name: 'Buka' }).click({ timeout: 8_000 });
    await page.locator('.intro-overlay').waitFor({ state: 'detached' });
    await shot(page, `hero-${w}`);
    for (const [i, section] of ['Jemputan', 'Akad Nikah', 'Majlis Resepsi', 'Ucapan'].entries()) {
      await page.getByRole('region', { name: section }).scrollIntoViewIfNeeded();
      await page.waitForTimeout(1_200);
      await shot(page, `section-${i + 1}-${w}`);
    }
    for (const panel of PANELS) {
      await page
        .getByRole('navigation', { name: 'Menu kad' })
        .getByRole('button', { name: panel })
        .click();
      await page.getByRole('dialog').waitFor();
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(400);
      await shot(page, `panel-${panel.toLowerCase().replace(' ', '-')}-${w}`);
      await page.keyboard.press('Escape');
    }
    await page.goto(`${server.url}/kad/tiadakadini`);
    await shot(page, `not-found-${w}`);
    server.sql("UPDATE cards SET status = 'unverified', created_at = '2020-01-01T00:00:00.000Z'");
    await page.goto(`${server.url}/kad/demoplus`);
    await shot(page, `expired-${w}`);
    server.sql("UPDATE cards SET status = 'active'");
    await context.close();
  }
}
