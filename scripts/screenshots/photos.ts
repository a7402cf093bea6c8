// `npm run screenshots -- photos`: the card's photos: the guest card's Galeri Kenangan with
// twelve photos, the viewer open on one, and the edit page's photo section.
import path from 'node:path';
import type { Page } from '@playwright/test';
import { logInThroughApi, publishThroughApi } from '../lib/owner-session';
import { uploadSamplePhotos } from '../lib/sample-photos';
import { SCREEN_SIZES, screenContext } from '../lib/screen-context';
import type { ScreenshotSession } from '../lib/screenshot-session';

const CAPTIONS = ['Hari pertunangan', 'Bersama keluarga', '', 'Akad nikah'];

export default async function photosScreenshots({
  browser,
  outDir,
  startServer,
}: ScreenshotSession) {
  const server = await startServer({ TRUST_PROXY: 'true' });

  async function shot(page: Page, name: string) {
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: path.join(outDir, `photos-${name}.png`) });
    console.log(`wrote ${outDir}/photos-${name}.png`);
  }

  for (const size of SCREEN_SIZES) {
    const w = size.width;
    const context = await screenContext(browser, size);
    await context.setExtraHTTPHeaders({ 'X-Forwarded-For': `203.0.113.${w % 250}` });
    await logInThroughApi(context, server, `galeri-${w}@contoh.my`);
    const id = await publishThroughApi(context, server, 'theme12', {
      groom_name: 'Irfan',
      bride_name: 'Sofea',
    });
    await uploadSamplePhotos(context.request, server.url, id, 12, CAPTIONS);
    const page = await context.newPage();

    // The guest card's gallery, scrolled to, every picture in.
    await page.goto(`${server.url}/kad/${id}`);
    const gallery = page.getByRole('region', { name: 'Galeri Kenangan' });
    await gallery.scrollIntoViewIfNeeded();
    await page.evaluate(() =>
      window.scrollBy(
        0,
        document.querySelector('[data-gallery]')!.getBoundingClientRect().top - 90,
      ),
    );
    await page.waitForFunction(() =>
      [...document.querySelectorAll<HTMLImageElement>('[data-gallery] img')]
        .filter((img) => img.getBoundingClientRect().top < window.innerHeight)
        .every((img) => img.complete && img.naturalWidth > 0),
    );
    await shot(page, `card-gallery-${w}`);

    await gallery.getByRole('button', { name: 'Buka gambar 2 daripada 12' }).click();
    const viewer = page.getByRole('dialog', { name: 'Galeri Kenangan' });
    await viewer.getByText('Bersama keluarga').waitFor();
    await page.waitForFunction(() => {
      const img = document.querySelector<HTMLImageElement>('[role="dialog"] img');
      return img !== null && img.complete && img.naturalWidth > 0;
    });
    // Decoded too (decoding="async"): a large picture is otherwise not yet painted.
    await page.evaluate(() =>
      document.querySelector<HTMLImageElement>('[role="dialog"] img')!.decode(),
    );
    await shot(page, `viewer-${w}`);
    await page.keyboard.press('Escape');

    // The edit page's photo section.
    await page.goto(`${server.url}/edit/${id}`);
    const editor = page.getByRole('region', { name: 'Galeri Kenangan' });
    await editor.getByText('12 / 12 gambar').waitFor();
    await editor.scrollIntoViewIfNeeded();
    await page.evaluate(() => {
      const section = [...document.querySelectorAll('section')].find(
        (s) => s.getAttribute('aria-label') === 'Galeri Kenangan',
      );
      window.scrollBy(0, section!.getBoundingClientRect().top - 20);
    });
    await page.waitForFunction(() =>
      [...document.querySelectorAll<HTMLImageElement>('section[aria-label="Galeri Kenangan"] img')]
        .filter((img) => img.getBoundingClientRect().top < window.innerHeight)
        .every((img) => img.complete && img.naturalWidth > 0),
    );
    await shot(page, `editor-${w}`);
    await context.close();
  }
}
