import type { Browser, Page } from '@playwright/test';
import { malayHijriDate } from '../src/shared/dates/hijri-date';
import { malayWeekdayAndDate } from '../src/shared/dates/malay-date';
import type { Majlis } from '../src/shared/card/card-content';
import { waitForCardScript } from './support/card';
import { expect, test } from './support/fixtures';
import { threeMajlisWedding } from './support/majlis';

// A guest opens the card of a wedding held as three majlis: each majlis is a section of its own
// in date order, the Tarikh panel offers each its Google Calendar and one calendar file for all,
// the Lokasi panel lists each venue with its buttons, and the page still paints from 35 KB.

const bar = (page: Page) => page.getByRole('navigation', { name: 'Menu kad' });
const wedding = threeMajlisWedding();
const majlisOf = (id: string) => wedding.majlis!.find((majlis) => majlis.id === id)!;

/** The bytes a phone fetched before the first paint (the page, its fonts and pictures). */
async function bytesBeforeFirstPaint(browser: Browser, url: string): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto(url);
  await expect
    .poll(() => page.evaluate(() => performance.getEntriesByName('first-paint').length))
    .toBe(1);
  const bytes = await page.evaluate(() => {
    const paint = performance.getEntriesByName('first-paint')[0]!.startTime;
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceResourceTiming[];
    // Everything asked for before the paint counts, finished or not (Lighthouse counts the
    // finished ones only): an upper bound that does not hang on this machine's speed.
    return (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((entry) => entry.startTime <= paint)
      .reduce((sum, entry) => sum + entry.transferSize, navigation!.transferSize);
  });
  await context.close();
  return bytes;
}

test.describe('a card of three majlis', () => {
  let id: string;
  test.beforeEach(async ({ publishedCard }, testInfo) => {
    const owner = `majlis-${testInfo.project.name}-${testInfo.repeatEachIndex}@contoh.my`;
    id = await publishedCard({ owner, theme: 'theme6', content: wedding });
  });

  test('shows each majlis as its own section in date order, and counts to the first', async ({
    page,
  }) => {
    // The script takes over the server's HTML as it is: React says so when it does not match.
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`/kad/${id}`);
    const sections = page.locator('section[aria-label]');
    const labels = await sections.evaluateAll((all) =>
      all.map((s) => s.getAttribute('aria-label')),
    );
    expect(labels.filter((label) => /Majlis|Akad/.test(label ?? ''))).toEqual([
      'Akad Nikah',
      'Majlis Resepsi',
      'Majlis Bertandang',
    ]);
    const akad = page.getByRole('region', { name: 'Akad Nikah' });
    await expect(akad.getByRole('heading', { name: 'Akad Nikah' })).toBeVisible();
    const akadDate = majlisOf('akad1').date;
    await expect(akad).toContainText(malayWeekdayAndDate(akadDate));
    await expect(akad).toContainText(malayHijriDate(akadDate));
    await expect(akad).toContainText('8:30 pm - 10:00 pm');
    const resepsi = page.getByRole('region', { name: 'Majlis Resepsi' });
    await expect(resepsi).toContainText('Tuan Rumah');
    await expect(resepsi).toContainText('Sesi Keluarga : 11:30 am - 1:30 pm');
    await expect(resepsi).toContainText('Atur Cara Majlis');
    const bertandang = page.getByRole('region', { name: 'Majlis Bertandang' });
    await expect(bertandang.getByRole('link', { name: 'Waze' })).toHaveAttribute(
      'href',
      majlisOf('tandang1').directions[0]!.wazeUrl,
    );
    // The countdown waits for the akad, the first majlis, and says so.
    const countdown = page.getByRole('region', { name: 'Doa dan kira detik' });
    await expect(countdown).toContainText('Akad Nikah');
    await waitForCardScript(page);
    await page.evaluate(() => window.dispatchEvent(new Event('scroll')));
    await expect(countdown.getByRole('timer')).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('offers each majlis its calendar link, and one file for all', async ({ page }) => {
    await page.goto(`/kad/${id}`);
    await waitForCardScript(page);
    await bar(page).getByRole('button', { name: 'Tarikh' }).click();
    const dialog = page.getByRole('dialog', { name: 'Tarikh & Masa' });
    await expect(dialog.getByRole('heading', { level: 3 })).toHaveText([
      'Akad Nikah',
      'Majlis Resepsi',
      'Majlis Bertandang',
    ]);
    for (const [title, majlis] of [
      ['Akad Nikah', majlisOf('akad1')],
      ['Majlis Resepsi', majlisOf('resepsi1')],
      ['Majlis Bertandang', majlisOf('tandang1')],
    ] as [string, Majlis][]) {
      const link = dialog.getByRole('link', { name: `Google Calendar: ${title}` });
      const href = new URL((await link.getAttribute('href'))!);
      expect(href.searchParams.get('text')).toBe(`${title}: Adam & Hawa`);
      // Starts on the majlis's day, at its time in Kuala Lumpur (UTC+8).
      const [hours, minutes] = majlis.start_time.split(':').map(Number);
      const start = new Date(`${majlis.date}T00:00:00Z`);
      start.setUTCHours(hours! - 8, minutes!);
      const stamp = start
        .toISOString()
        .replace(/[-:]/g, '')
        .replace(/\.\d{3}/, '');
      expect(href.searchParams.get('dates')?.split('/')[0]).toBe(stamp);
    }
    const file = dialog.getByRole('link', { name: 'Fail kalendar (.ics)' });
    await expect(file).toHaveAttribute('href', `/api/cards/${id}/calendar.ics`);
    const ics = await (await page.request.get(`/api/cards/${id}/calendar.ics`)).text();
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(3);
  });

  test('lists each majlis’s venue with its map buttons in the Lokasi panel', async ({ page }) => {
    await page.goto(`/kad/${id}`);
    await waitForCardScript(page);
    await bar(page).getByRole('button', { name: 'Lokasi' }).click();
    const dialog = page.getByRole('dialog', { name: 'Lokasi' });
    await expect(dialog.getByRole('heading', { level: 3 })).toHaveText([
      'Akad Nikah',
      'Majlis Resepsi',
      'Majlis Bertandang',
    ]);
    await expect(dialog).toContainText('Masjid Wilayah Persekutuan');
    // Without a pinned location, a maps search for the venue's text; with one, both apps.
    await expect(dialog.getByRole('link', { name: 'Google Maps: Akad Nikah' })).toHaveAttribute(
      'href',
      /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=Masjid%20Wilayah/,
    );
    await expect(dialog.getByRole('link', { name: 'Waze: Akad Nikah' })).toHaveCount(0);
    const pinned = majlisOf('tandang1').directions[0]!;
    await expect(dialog.getByRole('link', { name: 'Waze: Majlis Bertandang' })).toHaveAttribute(
      'href',
      pinned.wazeUrl,
    );
    await expect(
      dialog.getByRole('link', { name: 'Google Maps: Majlis Bertandang' }),
    ).toHaveAttribute('href', pinned.googleMapsUrl);
  });

  test('paints its first screen from under 35 KB', async ({ page, browser }) => {
    // The first guest's visit cuts the first screen's fonts; later guests get them packed.
    await page.goto(`/kad/${id}`);
    const fonts = await page
      .locator('link[rel="preload"][as="font"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
    expect(fonts).toHaveLength(2);
    for (const font of fonts) {
      await expect
        .poll(async () => (await page.request.get(font)).headers()['content-type'])
        .toBe('font/woff2');
    }
    const bytes = await bytesBeforeFirstPaint(browser, page.url());
    expect(bytes).toBeLessThan(35 * 1024);
  });

  test('starts its script without the forms’ schemas: they come when a form opens', async ({
    page,
  }) => {
    // zod (the shared schemas' chunk) is 21 KB compressed: on the first script it blocked the
    // phone's main thread for a guest who only reads the card.
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(`/kad/${id}`);
    await expect(page.getByRole('region', { name: 'Majlis Resepsi' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(scripts.some((script) => /\/kad-[\w-]+\.js$/.test(script))).toBe(true);
    expect(scripts.filter((script) => /\/schemas-[\w-]+\.js$/.test(script))).toEqual([]);
  });
});
