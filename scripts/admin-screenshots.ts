// The staff console (issue 16) at 390 px and 1280 px, in Debian's Chromium from the built server
// on a fresh database, into /tmp/shots-admin/: the console home with a search, a card's page
// after a trial extension, a spec page after activating music, Update RSVP with a failed id,
// the payments list, the audit log, and an owner's refusal. Build first (`npm run build`).
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import type { Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../playwright.config';
import { startServer } from './lib/built-server';
import { logInThroughApi, publishThroughApi } from './lib/owner-session';
import { SCREEN_SIZES, screenContext } from './lib/screen-context';

/** One staff e-mail per screen size (a second code for one e-mail waits 30 s). */
const staffFor = (width: number) => `staf-shots-${width}@jemput.test`;
const outDir = '/tmp/shots-admin';
fs.mkdirSync(outDir, { recursive: true });
const server = await startServer({
  ADMIN_EMAILS: SCREEN_SIZES.map((size) => staffFor(size.width)).join(','),
});
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });

async function shot(page: Page, name: string, fullPage = true) {
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: path.join(outDir, `admin-${name}.png`), fullPage });
  console.log(`wrote ${outDir}/admin-${name}.png`);
}

try {
  for (const size of SCREEN_SIZES) {
    const w = size.width;
    const owner = await screenContext(browser, size);
    await logInThroughApi(owner, server, `pemilik-shots-${w}@contoh.my`);
    const id = await publishThroughApi(owner, server, 'theme3', {
      groom_name: 'Hakim',
      bride_name: 'Nadia',
    });
    server.sql(
      'UPDATE cards SET created_at = ? WHERE id = ?',
      new Date(Date.now() - 3 * 3600_000).toISOString(),
      id,
    );
    const refused = await owner.newPage();
    await refused.goto(`${server.url}/admin`);
    await refused.getByText('Maaf. Halaman ini hanya untuk kakitangan Jemput.').waitFor();
    await shot(refused, `refused-${w}`, false);
    await owner.close();

    const context = await screenContext(browser, size);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
    await logInThroughApi(context, server, staffFor(w));
    const page = await context.newPage();

    await page.goto(`${server.url}/admin/aktifkanlagu`);
    await page.getByLabel('Card ID').fill(id);
    await page.getByRole('button', { name: 'Aktifkan Lagu' }).click();
    await page.getByRole('button', { name: 'Copy Text' }).click();
    await page.getByText('Text copied to clipboard!').waitFor();
    await shot(page, `aktifkanlagu-${w}`);

    await page.goto(`${server.url}/admin/hidegift`);
    await page.getByLabel('Card ID').fill('tiadakad0000');
    await page.getByRole('button', { name: 'Hide Gift' }).click();
    await page.getByRole('alert').waitFor();
    await shot(page, `hidegift-unknown-${w}`, false);

    await page.goto(`${server.url}/admin/updatersvp`);
    await page.getByLabel(/Card ID/).fill(`${id}\nzzzz0000zzzz\nbukan id`);
    await page.getByRole('button', { name: 'Update RSVP' }).click();
    await page.getByText('Failed to update RSVPs').waitFor();
    await shot(page, `updatersvp-${w}`);

    await page.goto(`${server.url}/admin?q=hakim`);
    await page
      .getByRole('link', { name: /Hakim & Nadia/ })
      .first()
      .waitFor();
    await shot(page, `console-${w}`);

    await page.goto(`${server.url}/admin/kad/${id}`);
    await page.getByLabel('Sebab').fill('Pelanggan minta masa untuk bayar');
    await page.getByRole('button', { name: 'Lanjutkan Tempoh Percubaan' }).click();
    await page.getByText('Tempoh percubaan telah dilanjutkan.').waitFor();
    await shot(page, `card-${w}`);

    await page.goto(`${server.url}/admin/bayaran`);
    await page
      .getByText(/bayaran$/)
      .first()
      .waitFor();
    await shot(page, `payments-${w}`);

    await page.goto(`${server.url}/admin/audit`);
    await page.getByText(/rekod$/).waitFor();
    await shot(page, `audit-${w}`);
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
