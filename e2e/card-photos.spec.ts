import type { Page, Request } from '@playwright/test';
import sharp from 'sharp';
import { expect, test } from './support/fixtures';
import { guestBrowser, openGuestCard } from './support/other-browser';

// The card's photos: the owner adds several at once on the edit page (with progress), captions,
// moves and removes one; a guest's card shows them as its Galeri Kenangan, fetched only as the
// guest scrolls near, and a tap opens the viewer (its code fetched only then), which the arrow
// keys move through and Escape closes.

const ownerEmail = () => `galeri-pemilik-${test.info().project.name}@contoh.my`;

/** A landscape photo of one colour with a band, as a phone's JPEG (each a different colour). */
const photo = (hue: number) =>
  sharp({
    create: {
      width: 1600,
      height: 1200,
      channels: 3,
      background: { r: (hue * 53) % 256, g: (hue * 97) % 256, b: (hue * 151) % 256 },
    },
  })
    .composite([
      {
        input: {
          create: { width: 1600, height: 200, channels: 3, background: { r: 250, g: 245, b: 230 } },
        },
        top: 500,
        left: 0,
      },
    ])
    .jpeg({ quality: 85 })
    .toBuffer();

const isPhoto = (request: Request) => request.url().includes('/media/card-photos/');

async function galleryOf(page: Page) {
  return page.getByRole('region', { name: 'Galeri Kenangan' });
}

test(
  'the owner adds photos; a guest sees the gallery lazily and opens the viewer',
  { tag: '@wide' },
  async ({ page, browser, server, publishedCard }) => {
    test.setTimeout(90_000);
    const id = await publishedCard({
      owner: ownerEmail(),
      theme: 'theme5',
      content: { groom_name: 'Irfan', bride_name: 'Sofea' },
    });

    // The edit page's gallery: several files at once, one upload after another.
    await page.goto(`/edit/${id}`);
    const editor = await galleryOf(page);
    await expect(editor.getByText('0 / 12 gambar')).toBeVisible();
    await editor.getByLabel('Tambah gambar').setInputFiles([
      { name: 'satu.jpg', mimeType: 'image/jpeg', buffer: await photo(1) },
      { name: 'dua.jpg', mimeType: 'image/jpeg', buffer: await photo(2) },
      { name: 'tiga.jpg', mimeType: 'image/jpeg', buffer: await photo(3) },
    ]);
    await expect(editor.getByText('3 / 12 gambar')).toBeVisible({ timeout: 20_000 });

    // A file that is no picture is refused in Malay; the others stay.
    await editor
      .getByLabel('Tambah gambar')
      .setInputFiles([
        { name: 'bukan.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('bukan gambar') },
      ]);
    await expect(editor.getByRole('alert')).toContainText(
      'Fail ini bukan gambar PNG, JPEG atau WebP',
    );
    await expect(editor.getByText('3 / 12 gambar')).toBeVisible();

    // A caption, a move and a removal, each saved at once.
    const caption = editor.getByLabel('Keterangan gambar 1');
    await caption.fill('Hari pertunangan');
    await caption.press('Enter');
    await expect(editor.getByText('Disimpan', { exact: true })).toBeVisible();
    const pictures = editor.getByRole('list', { name: 'Gambar dalam galeri' }).getByRole('img');
    const third = await pictures.nth(2).getAttribute('src');
    await editor.getByRole('button', { name: 'Alih gambar 3 ke depan' }).click();
    await expect(pictures.nth(1)).toHaveAttribute('src', third!);
    await editor.getByRole('button', { name: 'Padam gambar 3' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Padam gambar' }).click();
    await expect(editor.getByText('2 / 12 gambar')).toBeVisible();

    // The guest: the gallery is on the card, but none of its pictures is fetched before the guest
    // scrolls near it, nor the viewer's code before a tap.
    const guest = await guestBrowser(browser, server, '10.77.0.1');
    const photoRequests: string[] = [];
    const viewerCode: string[] = [];
    guest.on('request', (request) => {
      if (isPhoto(request)) photoRequests.push(request.url());
      if (/photo-viewer-[\w-]+\.js$/.test(request.url())) viewerCode.push(request.url());
    });
    await openGuestCard(guest, id);
    await guest.waitForLoadState('networkidle');
    const gallery = await galleryOf(guest);
    await expect(gallery.getByRole('button', { name: /Buka gambar/ })).toHaveCount(2);
    const grid = gallery.getByRole('img');
    await expect(grid.first()).toHaveAttribute('loading', 'lazy');
    await expect(grid.first()).toHaveAttribute('sizes', /.+/);
    expect(photoRequests, 'no photo before the guest scrolls').toEqual([]);
    expect(viewerCode, 'no viewer code before a tap').toEqual([]);

    await gallery.scrollIntoViewIfNeeded();
    await expect
      .poll(() => grid.first().evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    expect(photoRequests.length).toBeGreaterThan(0);
    // The grid takes a small width (480 px) on a phone, not the largest.
    if (test.info().project.name === 'phone') {
      expect(photoRequests.every((url) => /-(480|960)\.webp$/.test(url))).toBe(true);
    }

    // The viewer: the first photo with its caption, the arrows move, Escape closes.
    await gallery.getByRole('button', { name: 'Buka gambar 1 daripada 2' }).click();
    const viewer = guest.getByRole('dialog', { name: 'Galeri Kenangan' });
    await expect(viewer).toBeVisible();
    expect(viewerCode.length).toBe(1);
    await expect(viewer.getByText('1 / 2')).toBeVisible();
    await expect(viewer.getByText('Hari pertunangan')).toBeVisible();
    await expect(viewer.getByRole('button', { name: 'Tutup' })).toBeFocused();
    await guest.keyboard.press('ArrowRight');
    await expect(viewer.getByText('2 / 2')).toBeVisible();
    await viewer.getByRole('button', { name: 'Gambar seterusnya' }).click();
    await expect(viewer.getByText('1 / 2')).toBeVisible();
    await guest.keyboard.press('Escape');
    await expect(viewer).toHaveCount(0);
    await expect(gallery.getByRole('button', { name: 'Buka gambar 1 daripada 2' })).toBeFocused();
    await guest.context().close();
  },
);
