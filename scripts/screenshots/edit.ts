// `npm run screenshots -- edit`: the owner's edit page (/edit/:id) on a light (theme12) and a dark
// (theme57) card: the page, its bottom, the contacts, a refused contact, the leave warning,
// Update's panel, a conflict, a refused field, and the login prompt.
import path from 'node:path';
import type { Page } from '@playwright/test';
import { editText } from '../../e2e/support/editor';
import { logInThroughApi, publishThroughApi } from '../lib/owner-session';
import { SCREEN_SIZES, screenContext } from '../lib/screen-context';
import type { ScreenshotSession } from '../lib/screenshot-session';

export default async function editScreenshots({ browser, outDir, startServer }: ScreenshotSession) {
  const server = await startServer();

  async function shot(page: Page, name: string, fullPage = false) {
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: path.join(outDir, `edit-${name}.png`), fullPage });
    console.log(`wrote ${outDir}/edit-${name}.png`);
  }

  for (const size of SCREEN_SIZES) {
    const w = size.width;
    for (const [tone, theme] of [
      ['light', 'theme12'],
      ['dark', 'theme57'],
    ] as const) {
      const context = await screenContext(browser, size);
      await logInThroughApi(context, server, `edit-${tone}-${w}@contoh.my`);
      const id = await publishThroughApi(context, server, theme, {
        groom_name: 'Amir',
        bride_name: 'Balqis',
        contacts: [{ name: 'Mak Su Timah', phoneNumber: '013-111 2222', contactMethod: 'both' }],
      });
      const page = await context.newPage();
      const other = await context.newPage();
      await page.goto(`${server.url}/edit/${id}`);
      await other.goto(`${server.url}/edit/${id}`);
      await page.getByRole('navigation', { name: 'Alat kad' }).waitFor();
      await shot(page, `${tone}-${w}`);
      // The bottom of the card, where the bar sits over the end.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await shot(page, `${tone}-bottom-${w}`);
      await page.evaluate(() => window.scrollTo(0, 0));

      await editText(page, 'nama pengantin lelaki', 'Nama pengantin lelaki', 'Hakim');
      await page.getByRole('button', { name: /Contacts/ }).click();
      const dialog = page.getByRole('dialog', { name: 'Contacts' });
      await dialog.getByLabel('Nama').fill('Pak Long Hassan');
      await dialog.getByLabel('Nombor Telefon').fill('012-345 6789');
      await dialog.getByRole('radio', { name: 'WhatsApp' }).check();
      await dialog.getByRole('button', { name: 'Tambah' }).click();
      await shot(page, `${tone}-contacts-${w}`);
      await dialog.getByRole('button', { name: 'Ubah Mak Su Timah' }).click();
      await dialog.getByLabel('Nombor Telefon').fill('');
      await dialog.getByRole('button', { name: 'Simpan contact' }).click();
      await shot(page, `${tone}-contact-edit-${w}`);
      await dialog.getByRole('button', { name: 'Batal' }).click();
      await dialog.getByRole('button', { name: 'Tutup' }).click();

      // The leave warning.
      await page.getByRole('link', { name: 'Laman Kad' }).click();
      await page.getByRole('dialog', { name: 'Tinggalkan halaman ini?' }).waitFor();
      await shot(page, `${tone}-leave-${w}`);
      await page.getByRole('button', { name: 'Batal' }).click();

      await page.getByRole('button', { name: 'Update' }).click();
      await page.getByRole('dialog', { name: 'Kad dikemas kini' }).waitFor();
      await shot(page, `${tone}-updated-${w}`);

      // The other tab, behind: the conflict.
      await other.bringToFront();
      await editText(other, 'nama pengantin perempuan', 'Nama pengantin perempuan', 'Nurul');
      await other.getByRole('button', { name: 'Update' }).click();
      await other.getByRole('button', { name: 'Simpan perubahan saya' }).waitFor();
      await shot(other, `${tone}-conflict-${w}`);

      // A refused field (the request changed on the way, as the browser journey does).
      await other.route(`**/api/cards/${id}`, async (route) => {
        if (route.request().method() !== 'PUT') return route.continue();
        const body = route.request().postDataJSON() as { card: Record<string, unknown> };
        body.card.groom_name = 'A'.repeat(41);
        await route.continue({ postData: JSON.stringify(body) });
      });
      await other.getByRole('button', { name: 'Tutup mesej' }).click();
      await other.getByRole('button', { name: 'Update' }).click();
      await other.getByRole('button', { name: /^Betulkan/ }).waitFor();
      await shot(other, `${tone}-field-error-${w}`);
      await context.close();
    }
  }
  // Not logged in.
  const context = await screenContext(browser, SCREEN_SIZES[0]);
  const page = await context.newPage();
  await page.goto(`${server.url}/edit/demoplus`);
  await page.getByRole('heading', { name: 'Log Masuk' }).waitFor();
  await shot(page, 'login-390');
  await context.close();
}
