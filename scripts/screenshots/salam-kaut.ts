// `npm run screenshots -- salam-kaut`: the owner's gift and salam kaut page (/salamkaut/:id): the
// page as first opened (no QR), a refused file, the uploaded DuitNow QR with its recipient's name,
// the no-QR warning, the delete confirmation, and the guest card's Salam Kaut panel in each of the
// card's languages (Malay, English, both: the gift ideas' titles follow it).
import path from 'node:path';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { duitNowPayload, qrPng } from '../../tests/support/duitnow-qr';
import { logInThroughApi, publishThroughApi } from '../lib/owner-session';
import { SCREEN_SIZES, screenContext } from '../lib/screen-context';
import type { ScreenshotSession } from '../lib/screenshot-session';

export default async function salamKautScreenshots({
  browser,
  outDir,
  startServer,
}: ScreenshotSession) {
  const server = await startServer();

  async function shot(page: Page, name: string, fullPage = false) {
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: path.join(outDir, `salam-kaut-${name}.png`), fullPage });
    console.log(`wrote ${outDir}/salam-kaut-${name}.png`);
  }

  const qr = await qrPng(duitNowPayload('ZIKRI BIN HASSAN'));
  const plain = await sharp({
    create: { width: 300, height: 300, channels: 3, background: '#f5e6c8' },
  })
    .png()
    .toBuffer();
  for (const size of SCREEN_SIZES) {
    const w = size.width;
    const context = await screenContext(browser, size);
    await logInThroughApi(context, server, `salamkaut-${w}@contoh.my`);
    const id = await publishThroughApi(context, server, 'theme5', {
      groom_name: 'Zikri',
      bride_name: 'Aina',
    });
    const page = await context.newPage();
    await page.goto(`${server.url}/salamkaut/${id}`);
    const picker = page.getByLabel('Gambar QR code');
    const upload = page.getByRole('button', { name: 'Muat Naik QR Code' });
    await upload.waitFor();
    await shot(page, `start-${w}`, true);

    await picker.setInputFiles({
      name: 'qr.png',
      mimeType: 'image/png',
      buffer: Buffer.from('<html>'),
    });
    await upload.click();
    await page.getByRole('alert').waitFor();
    await shot(page, `refused-${w}`, true);

    await picker.setInputFiles({ name: 'qr-bank.png', mimeType: 'image/png', buffer: qr });
    await upload.click();
    await page.getByRole('button', { name: 'Ubah QR Code' }).waitFor();
    await page.getByRole('switch', { name: 'Aktifkan salam kaut?' }).click();
    await page.getByText('Salam kaut telah diaktifkan.').waitFor();
    await page.getByRole('switch', { name: 'Paparkan idea hadiah?' }).click();
    await page.getByText('Senarai idea hadiah telah dipaparkan pada kad.').waitFor();
    await shot(page, `uploaded-${w}`, true);

    await page.getByRole('button', { name: 'Ubah QR Code' }).click();
    await picker.setInputFiles({ name: 'bunga.png', mimeType: 'image/png', buffer: plain });
    await page.getByRole('button', { name: 'Muat Naik QR Code' }).click();
    await page.getByText(/Kami tidak menjumpai QR code/).waitFor();
    await shot(page, `no-qr-warning-${w}`, true);

    await page.getByRole('button', { name: 'Padam QR Code' }).click();
    await page.getByRole('dialog', { name: 'Padam QR Code?' }).waitFor();
    await shot(page, `confirm-delete-${w}`);
    await page.getByRole('button', { name: 'Batal' }).click();

    await page.getByRole('button', { name: 'Ubah QR Code' }).click();
    await picker.setInputFiles({ name: 'qr-bank.png', mimeType: 'image/png', buffer: qr });
    await page.getByRole('button', { name: 'Muat Naik QR Code' }).click();
    await page.getByRole('button', { name: 'Ubah QR Code' }).waitFor();

    const guest = await screenContext(browser, size);
    const card = await guest.newPage();
    /** The card, taken over by its script (before that, the bar's buttons do nothing). */
    const openCard = async () => {
      await card.goto(`${server.url}/kad/${id}`);
      await card
        .getByText(/Sedang memuatkan ucapan|Loading the wishes/)
        .first()
        .waitFor({ state: 'detached' });
    };
    await openCard();
    await card
      .getByRole('navigation', { name: 'Menu kad' })
      .getByRole('button', { name: 'Salam Kaut' })
      .click();
    await card.getByRole('heading', { name: 'Idea Hadiah Kahwin' }).waitFor();
    const shown = card.getByRole('dialog').getByRole('img', { name: 'Kod QR Salam Kaut' });
    await shown.waitFor();
    await card.waitForFunction(() =>
      [...document.images]
        .filter((img) => img.closest('[role="dialog"]'))
        .every((img) => img.complete),
    );
    await shot(card, `guest-panel-${w}`);
    for (const [language, bar] of [
      ['en', 'Card menu'],
      ['both', 'Menu kad / Card menu'],
    ] as const) {
      const set = await context.request.put(`${server.url}/api/cards/${id}/language`, {
        data: { language },
      });
      if (!set.ok()) throw new Error(`card language ${language}: ${set.status()}`);
      await openCard();
      await card
        .getByRole('navigation', { name: bar })
        .getByRole('button', { name: 'Salam Kaut' })
        .click();
      // The gift ideas, their titles in view (the QR is the same as in Malay).
      const ideas = card.getByRole('dialog').getByRole('list');
      await ideas.getByRole('link').first().waitFor();
      await ideas.evaluate((list) => list.scrollIntoView({ block: 'start' }));
      await card.waitForFunction(() =>
        [...document.images]
          .filter((img) => img.closest('[role="dialog"]'))
          .every((img) => img.complete),
      );
      await shot(card, `guest-panel-${language}-${w}`);
    }
    await guest.close();
    await context.close();
  }
}
