import { malay } from '../src/shared/i18n/rule-words-in';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { SALAM_KAUT_MESSAGES } from '../src/shared/schemas/salam-kaut';
import { duitNowPayload, qrPng, withGpsExif } from '../tests/support/duitnow-qr';
import { STAFF_EMAIL, expect, test } from './support/fixtures';
import { guestBrowser, openGuestCard } from './support/other-browser';

// The gift and salam kaut page (its switches, the salam kaut states, the QR upload) and what
// guests then get.

const ownerEmail = (who: string) => `salamkaut-${who}-${test.info().project.name}@contoh.my`;
const bar = (page: Page) => page.getByRole('navigation', { name: 'Menu kad' });

/** The guest card's Salam Kaut panel, opened from the bar; its QR picture's address. */
async function guestQrAddress(guest: Page, id: string): Promise<string> {
  await openGuestCard(guest, id);
  await bar(guest).getByRole('button', { name: 'Salam Kaut' }).click();
  const qr = guest.getByRole('dialog').getByRole('img', { name: 'Kod QR Salam Kaut' });
  await expect(qr).toBeVisible();
  await expect
    .poll(() => qr.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  return (await qr.getAttribute('src')) ?? '';
}

test('the owner uploads, replaces and deletes the QR; guests see it without its EXIF', async ({
  page,
  browser,
  server,
  publishedCard,
}) => {
  test.setTimeout(90_000);
  const id = await publishedCard({
    owner: ownerEmail('pemilik'),
    theme: 'theme5',
    content: { groom_name: 'Zikri', bride_name: 'Aina' },
  });

  // The card home's tile leads here; a new card shows nothing: no QR, both switches off.
  await page.goto(`/dashboard/${id}`);
  await page.getByRole('link', { name: /Salam Kaut & Hadiah/ }).click();
  await expect(page).toHaveURL(`/salamkaut/${id}`);
  await expect(page).toHaveTitle('Salam Kaut & Idea Hadiah | Jemput');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  const salamKaut = page.getByRole('switch', { name: 'Aktifkan salam kaut?' });
  const gifts = page.getByRole('switch', { name: 'Paparkan idea hadiah?' });
  await expect(salamKaut).toHaveAttribute('aria-checked', 'false');
  await expect(gifts).toHaveAttribute('aria-checked', 'false');
  await expect(page.getByText(/Butang Salam Kaut tidak dipaparkan/)).toBeVisible();

  // A file is required.
  const upload = page.getByRole('button', { name: 'Muat Naik QR Code' });
  await upload.click();
  await expect(page.getByText(malay(SALAM_KAUT_MESSAGES.fileRequired))).toBeVisible();

  // A phone's photo of a DuitNow QR, with GPS tags: the server reads the recipient's name.
  const photo = await withGpsExif(await qrPng(duitNowPayload('ZIKRI BIN HASSAN')));
  expect((await sharp(photo).metadata()).exif).toBeDefined();
  const picker = page.getByLabel('Gambar QR code');
  await picker.setInputFiles({ name: 'qr-bank.png', mimeType: 'image/png', buffer: photo });
  await expect(page.getByRole('img', { name: 'Gambar yang dipilih' })).toBeVisible();
  await upload.click();
  await expect(page.getByText(SALAM_KAUT_MESSAGES.recipientIs('ZIKRI BIN HASSAN'))).toBeVisible();
  const shown = page.getByRole('img', { name: 'Kod QR salam kaut kad ini' });
  await expect(shown).toBeVisible();
  // Uploaded but switched off: guests do not see it yet, and the page says so.
  await expect(page.getByText(/Hidupkan salam kaut untuk memaparkan QR code anda/)).toBeVisible();

  await salamKaut.click();
  await expect(salamKaut).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByText(malay(SALAM_KAUT_MESSAGES.salamKautOn))).toBeVisible();
  await expect(page.getByText('Tetamu nampak butang Salam Kaut: kod QR anda.')).toBeVisible();

  // A guest's phone: the panel shows the QR, and the served file carries no EXIF.
  const guest = await guestBrowser(browser, server, '10.15.0.1');
  const first = await guestQrAddress(guest, id);
  expect(first).toMatch(/^\/media\/salam-kaut\/[a-z0-9]+\.png$/);
  const served = await guest.request.get(first);
  expect(served.status()).toBe(200);
  expect(served.headers()['x-content-type-options']).toBe('nosniff');
  expect(served.headers()['cache-control']).toContain('immutable');
  const servedBytes = await served.body();
  expect((await sharp(servedBytes).metadata()).exif).toBeUndefined();
  expect(servedBytes.includes(Buffer.from('JemputPhone'))).toBe(false);

  // Ubah QR Code: back to the form (Batal keeps the QR), then another picture replaces it.
  await page.getByRole('button', { name: 'Ubah QR Code' }).click();
  await page.getByRole('button', { name: 'Batal' }).click();
  await expect(shown).toBeVisible();
  await page.getByRole('button', { name: 'Ubah QR Code' }).click();
  await picker.setInputFiles({
    name: 'qr-baru.png',
    mimeType: 'image/png',
    buffer: await qrPng(duitNowPayload('AINA BINTI KAMAL')),
  });
  await page.getByRole('button', { name: 'Muat Naik QR Code' }).click();
  await expect(page.getByText(SALAM_KAUT_MESSAGES.recipientIs('AINA BINTI KAMAL'))).toBeVisible();
  const second = await guestQrAddress(guest, id);
  expect(second).not.toBe(first);
  // The old file went with the old row.
  expect((await guest.request.get(first)).status()).toBe(404);

  // Padam QR Code asks first; Batal keeps it, Ya, padam removes it and the form is back.
  await page.getByRole('button', { name: 'Padam QR Code' }).click();
  const confirm = page.getByRole('dialog', { name: 'Padam QR Code?' });
  await confirm.getByRole('button', { name: 'Batal' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(shown).toBeVisible();
  await page.getByRole('button', { name: 'Padam QR Code' }).click();
  await confirm.getByRole('button', { name: 'Ya, padam' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Muat Naik QR Code' })).toBeVisible();
  await expect(shown).toHaveCount(0);
  expect((await guest.request.get(second)).status()).toBe(404);

  // No QR and gift ideas off: the guest card has no Salam Kaut button.
  await openGuestCard(guest, id);
  await expect(bar(guest).getByRole('button', { name: 'RSVP' })).toBeVisible();
  await expect(bar(guest).getByRole('button', { name: 'Salam Kaut' })).toHaveCount(0);

  // Gift ideas on: the button is back with the list only.
  await gifts.click();
  await expect(gifts).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByText(malay(SALAM_KAUT_MESSAGES.giftOn))).toBeVisible();
  await openGuestCard(guest, id);
  await bar(guest).getByRole('button', { name: 'Salam Kaut' }).click();
  const panel = guest.getByRole('dialog');
  await expect(panel.getByRole('heading', { name: 'Idea Hadiah Kahwin' })).toBeVisible();
  await expect(panel.getByRole('img', { name: 'Kod QR Salam Kaut' })).toHaveCount(0);
  await guest.context().close();
});

test('a file that is not a picture, or too big, is refused in Malay; staff only look', async ({
  page,
  loggedInAs,
  publishedCard,
}) => {
  test.setTimeout(60_000);
  const id = await publishedCard({
    owner: ownerEmail('salah'),
    theme: 'theme5',
    content: { groom_name: 'Faris' },
  });
  await page.goto(`/salamkaut/${id}`);
  const picker = page.getByLabel('Gambar QR code');
  const upload = page.getByRole('button', { name: 'Muat Naik QR Code' });

  // A web page renamed .png: the server reads the bytes, not the name.
  await picker.setInputFiles({
    name: 'qr.png',
    mimeType: 'image/png',
    buffer: Buffer.from('<!doctype html><script>alert(1)</script>'),
  });
  await upload.click();
  await expect(page.getByText(malay(SALAM_KAUT_MESSAGES.notAPicture))).toBeVisible();

  // Above 5 MB: said before anything is sent.
  await picker.setInputFiles({
    name: 'besar.png',
    mimeType: 'image/png',
    buffer: Buffer.alloc(6 * 1024 * 1024, 1),
  });
  await expect(page.getByText(malay(SALAM_KAUT_MESSAGES.tooLarge))).toBeVisible();
  await expect(page.getByRole('img', { name: 'Kod QR salam kaut kad ini' })).toHaveCount(0);

  // A picture with no QR in it is kept, with the warning that guests may not scan it.
  const plain = await sharp({
    create: { width: 300, height: 300, channels: 3, background: '#f5e6c8' },
  })
    .png()
    .toBuffer();
  await picker.setInputFiles({ name: 'bunga.png', mimeType: 'image/png', buffer: plain });
  await upload.click();
  await expect(page.getByText(malay(SALAM_KAUT_MESSAGES.noQrFound))).toBeVisible();
  await expect(page.getByRole('img', { name: 'Kod QR salam kaut kad ini' })).toBeVisible();

  // Staff on a support case see the page read-only.
  await page.context().clearCookies();
  await loggedInAs(STAFF_EMAIL);
  await page.goto(`/salamkaut/${id}`);
  await expect(page.getByText('Paparan staf: baca sahaja.', { exact: false })).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Aktifkan salam kaut?' })).toBeDisabled();
  await expect(page.getByRole('img', { name: 'Kod QR salam kaut kad ini' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ubah QR Code' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Padam QR Code' })).toHaveCount(0);
});
