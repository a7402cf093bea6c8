// `npm run screenshots -- admin-catalogue`: the staff console's catalogue pages: settings (with a
// refused price and maintenance on), promo codes (with one used and one switched off, and the edit
// form), gift ideas and recommended items (with an uploaded picture and its English title, a
// hidden entry and the edit form), and the song presets.
import path from 'node:path';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { logInThroughApi } from '../lib/owner-session';
import { SCREEN_SIZES, screenContext } from '../lib/screen-context';
import type { ScreenshotSession } from '../lib/screenshot-session';

export default async function adminCatalogueScreenshots({
  browser,
  outDir,
  startServer,
}: ScreenshotSession) {
  /** One staff member per size: a second login code for one e-mail waits 30 s. */
  const staffOf = (width: number) => `staf-skrin-${width}@jemput.test`;
  const server = await startServer({
    ADMIN_EMAILS: SCREEN_SIZES.map((size) => staffOf(size.width)).join(','),
  });

  async function shot(page: Page, name: string, fullPage = true) {
    await page.evaluate(() => document.fonts.ready);
    // A full-page picture shows every entry: lazy pictures are loaded first.
    await page.evaluate(() => {
      for (const img of document.images) img.loading = 'eager';
    });
    await page.waitForFunction(() => [...document.images].every((img) => img.complete));
    await page.screenshot({ path: path.join(outDir, `admin-${name}.png`), fullPage });
    console.log(`wrote ${outDir}/admin-${name}.png`);
  }

  const picture = await sharp({
    create: { width: 600, height: 600, channels: 3, background: '#d97706' },
  })
    .composite([
      {
        input: Buffer.from(
          '<svg width="600" height="600"><circle cx="300" cy="300" r="180" fill="#fef3c7"/></svg>',
        ),
      },
    ])
    .png()
    .toBuffer();
  for (const size of SCREEN_SIZES) {
    const w = size.width;
    const context = await screenContext(browser, size);
    await logInThroughApi(context, server, staffOf(w));
    const page = await context.newPage();

    // Settings: a refused price, then maintenance on (put back after).
    await page.goto(`${server.url}/admin/tetapan`);
    const price = page.getByLabel('Harga kad (RM)');
    await price.waitFor();
    await price.fill('4000');
    await page.getByRole('button', { name: 'Simpan Tetapan' }).click();
    await page.getByText(/Harga mesti antara/).waitFor();
    await page.getByRole('switch', { name: 'Mod penyelenggaraan' }).click();
    await page.getByText('Mod penyelenggaraan dihidupkan.').waitFor();
    await shot(page, `settings-${w}`);
    await page.getByRole('switch', { name: 'Mod penyelenggaraan' }).click();
    await page.getByText('Mod penyelenggaraan dimatikan.').waitFor();

    // Promo codes: two made, one switched off, one being edited.
    await page.goto(`${server.url}/admin/promo`);
    const form = page.getByRole('form', { name: 'Kod promo baharu' });
    for (const [code, discount, uses, expiry] of [
      [`RAYA ${w}`, '10', '50', '2027-06-30'],
      [`PERCUMA${w}`, '50', '3', ''],
    ] as const) {
      await form.getByLabel('Kod', { exact: true }).fill(code);
      await form.getByLabel('Diskaun (RM)').fill(discount);
      await form.getByLabel('Bilangan penggunaan').fill(uses);
      await form.getByLabel(/^Tarikh luput/).fill(expiry);
      await form.getByRole('button', { name: 'Cipta Kod' }).click();
      await form.getByText(/Kod promo telah dicipta/).waitFor();
    }
    const off = page.getByRole('article', { name: `Kod percuma${w}` });
    await off.getByRole('button', { name: 'Matikan' }).click();
    await off.getByText('Dimatikan').waitFor();
    await shot(page, `promo-${w}`);
    await page
      .getByRole('article', { name: `Kod raya${w}` })
      .getByRole('button', { name: 'Ubah' })
      .click();
    await shot(page, `promo-edit-${w}`);

    // Gift ideas and recommended items: one added with a picture, one hidden, one in edit.
    await page.goto(`${server.url}/admin/hadiah`);
    const gift = page.getByRole('form', { name: 'Tambah idea hadiah' });
    await gift.getByLabel('Tajuk', { exact: true }).fill(`Set Bantal Peluk ${w}`);
    await gift.getByLabel('Tajuk bahasa Inggeris').fill(`Bolster Set ${w}`);
    await gift.getByLabel('Pautan kedai').fill('https://shopee.com.my/search?keyword=bantal');
    await gift
      .getByLabel('Gambar')
      .setInputFiles({ name: 'bantal.png', mimeType: 'image/png', buffer: picture });
    await gift.getByRole('button', { name: 'Tambah' }).click();
    await gift.getByText('Item telah ditambah.').waitFor();
    const ideas = page.getByRole('list', { name: 'Idea Hadiah Kahwin' });
    await ideas
      .getByRole('article', { name: 'Set Tuala' })
      .getByRole('button', { name: 'Sembunyikan' })
      .click();
    await ideas.getByText('Disembunyikan').waitFor();
    await shot(page, `gifts-${w}`);
    await ideas
      .getByRole('article', { name: 'Set Cadar' })
      .getByRole('button', { name: 'Ubah' })
      .click();
    await page.getByRole('form', { name: 'Ubah Set Cadar' }).scrollIntoViewIfNeeded();
    await shot(page, `gifts-edit-${w}`, false);
    // Put the hidden one back (later sizes start from the same list).
    await ideas
      .getByRole('article', { name: 'Set Tuala' })
      .getByRole('button', { name: 'Paparkan semula' })
      .click();

    // Song presets.
    await page.goto(`${server.url}/admin/lagu`);
    await page.getByRole('button', { name: 'Simpan 12 Lagu' }).waitFor();
    await page.getByLabel('Pautan YouTube').first().fill('bukan pautan');
    await page.getByRole('button', { name: 'Simpan 12 Lagu' }).click();
    await page.getByText('Invalid URL or Video ID not found').waitFor();
    await shot(page, `songs-${w}`, false);
    await context.close();
  }
}
