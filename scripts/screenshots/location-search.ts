// `npm run screenshots -- location-search`: the location search: /search with its results, a chosen
// place with its coordinates and map links, the editor's venue panel filled from a result, and
// /search on a server without GEOCODER_URL (the "not set up" state). The places come from the local
// fake geocoder (tests/support/fake-geocoder.ts).
import path from 'node:path';
import type { Page } from '@playwright/test';
import { startFakeGeocoder } from '../../tests/support/fake-geocoder';
import { logInThroughApi, publishThroughApi } from '../lib/owner-session';
import { SCREEN_SIZES, screenContext } from '../lib/screen-context';
import type { ScreenshotSession } from '../lib/screenshot-session';

export default async function locationSearchScreenshots({
  browser,
  outDir,
  startServer,
}: ScreenshotSession) {
  const geocoder = await startFakeGeocoder();
  const server = await startServer({ GEOCODER_URL: geocoder.url });
  const bare = await startServer();

  async function shot(page: Page, name: string, fullPage = false) {
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: path.join(outDir, `location-search-${name}.png`), fullPage });
    console.log(`wrote ${outDir}/location-search-${name}.png`);
  }

  try {
    for (const size of SCREEN_SIZES) {
      const w = size.width;
      const context = await screenContext(browser, size);
      const page = await context.newPage();
      await page.goto(`${server.url}/search`);
      const box = page.getByRole('searchbox', { name: 'Cari lokasi' });
      await box.fill('masjid');
      const results = page.getByRole('list', { name: 'Hasil carian lokasi' });
      await results.getByRole('button').first().waitFor();
      await shot(page, `results-${w}`, true);

      await box.fill('Dewan Seri Endon');
      await box.press('Enter');
      await results.getByRole('button', { name: /^Dewan Seri Endon/ }).click();
      await page.getByRole('region', { name: 'Lokasi dipilih' }).waitFor();
      await shot(page, `chosen-${w}`, true);

      await logInThroughApi(context, server, `lokasi-${w}@contoh.my`);
      const id = await publishThroughApi(context, server, 'theme12', {
        groom_name: 'Irfan',
        bride_name: 'Sofea',
      });
      await page.goto(`${server.url}/edit/${id}`);
      await page.getByRole('button', { name: /^Ubah lokasi:/ }).click({ timeout: 20_000 });
      const venue = page.getByRole('dialog', { name: 'Lokasi Majlis' });
      const search = venue.getByRole('searchbox', { name: 'Cari lokasi' });
      await search.fill('Masjid Putra');
      await search.press('Enter');
      await venue.getByRole('button', { name: /^Masjid Putra/ }).click();
      await venue.getByRole('status').filter({ hasText: 'telah diisi' }).waitFor();
      await shot(page, `venue-panel-filled-${w}`);
      await venue.getByLabel('Location Name').scrollIntoViewIfNeeded();
      await shot(page, `venue-panel-fields-${w}`);

      const offline = await context.newPage();
      await offline.goto(`${bare.url}/search`);
      const offBox = offline.getByRole('searchbox', { name: 'Cari lokasi' });
      await offBox.fill('Dewan Seri Endon');
      await offBox.press('Enter');
      await offline.getByRole('alert').waitFor();
      await shot(offline, `not-configured-${w}`, true);
      await context.close();
    }
  } finally {
    await geocoder.close();
  }
}
