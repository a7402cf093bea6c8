// `npm run screenshots -- admin`: the staff console: the console home with a search (and its notice
// of payments to refund), a card's page after a trial extension, a spec page after activating
// music, Update RSVP with a failed id, the payments page with two payments to refund, the Sudah
// dipulangkan confirmation, the lists after marking them, a paid-twice card's page, the audit log,
// and an owner's refusal.
import path from 'node:path';
import type { Page } from '@playwright/test';
import { cardPaidTwice } from '../../e2e/support/refund';
import { logInThroughApi, publishThroughApi } from '../lib/owner-session';
import { SCREEN_SIZES, screenContext } from '../lib/screen-context';
import type { ScreenshotSession } from '../lib/screenshot-session';

export default async function adminScreenshots({
  browser,
  outDir,
  startServer,
}: ScreenshotSession) {
  /** One staff e-mail per screen size (a second code for one e-mail waits 30 s). */
  const staffFor = (width: number) => `staf-shots-${width}@jemput.test`;
  const server = await startServer({
    ADMIN_EMAILS: SCREEN_SIZES.map((size) => staffFor(size.width)).join(','),
  });

  async function shot(page: Page, name: string, fullPage = true) {
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: path.join(outDir, `admin-${name}.png`), fullPage });
    console.log(`wrote ${outDir}/admin-${name}.png`);
  }

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
    // Two cards paid twice (a promo made each free while an RM50 bill waited, paid anyway).
    const twice = [];
    for (const [groom, bride] of [
      ['Irfan', 'Sofia'],
      ['Danial', 'Aina'],
    ] as const) {
      const card = await publishThroughApi(owner, server, 'theme7', {
        groom_name: groom,
        bride_name: bride,
      });
      twice.push({ card, ...(await cardPaidTwice(owner.request, server, card)) });
    }
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
    await page.getByText(/bayaran perlu dipulangkan/).waitFor();
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
    const owed = page.getByRole('article', { name: /^Bayaran RM/ });
    await owed.nth(1).waitFor();
    await shot(page, `payments-${w}`);

    // Sudah dipulangkan: the confirmation, then the lists after each is marked.
    await owed.first().getByRole('button', { name: 'Sudah dipulangkan' }).click();
    const dialog = page.getByRole('dialog', { name: 'Tandakan sudah dipulangkan?' });
    await dialog.waitFor();
    await shot(page, `refund-confirm-${w}`, false);
    await dialog.getByRole('button', { name: 'Ya, tandakan' }).click();
    await page.getByText('Bayaran ditanda sudah dipulangkan.').waitFor();
    await page.getByRole('tab', { name: 'Untuk dipulangkan (1)' }).waitFor();
    await shot(page, `refund-marked-${w}`);
    await owed.first().getByRole('button', { name: 'Sudah dipulangkan' }).click();
    await dialog.getByRole('button', { name: 'Ya, tandakan' }).click();
    await page.getByText('Tiada bayaran untuk dipulangkan.').waitFor();
    await shot(page, `refunds-none-${w}`, false);
    await page.getByRole('tab', { name: 'Sudah dipulangkan' }).click();
    await owed.nth(1).waitFor();
    await shot(page, `refunds-done-${w}`, false);

    await page.goto(`${server.url}/admin/kad/${twice[0]!.card}`);
    await page.getByText('Sudah dipulangkan').first().waitFor();
    await shot(page, `card-refund-${w}`);

    await page.goto(`${server.url}/admin/audit`);
    await page.getByText(/rekod$/).waitFor();
    await shot(page, `audit-${w}`);
    await context.close();
  }
}
