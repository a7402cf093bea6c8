import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

// The public site speaks the visitor's language: English for a browser that asks for it, Malay
// otherwise; the header's switch changes it at once and the choice outlives a reload.

/** Words of the Malay landing page that an English one must not show. */
const MALAY_WORDS = [
  'Pilih',
  'Tema',
  'Harga',
  'Masuk',
  'Jemputan',
  'tetamu',
  'anda',
  'Kahwin',
  'Hubungi',
  'Tarikh',
  'Menghitung',
  'Walimatulurus',
  'Hak cipta',
  'sekali bayar',
];

const ENGLISH_TITLE = 'Your wedding invitation, straight to every guest’s phone.';
const MALAY_TITLE = 'Jemputan majlis anda, terus ke telefon setiap tetamu.';

/** Nothing wider than the screen: no sideways scrolling on a phone. */
async function expectNoOverflow(page: Page) {
  const overflow = await page.evaluate(
    () => document.scrollingElement!.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

test.describe('a browser that asks for English', () => {
  test.use({ locale: 'en-GB' });

  test('gets the landing page in English; BM redraws it in Malay, and a reload keeps Malay', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page).toHaveTitle('Jemput · Digital Wedding Cards');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ENGLISH_TITLE);
    await expect(page.getByTestId('price')).toHaveText('RM50');
    await expect(page.getByRole('heading', { name: 'Choose a Theme', exact: true })).toBeAttached();
    // Taken over by the script (its buttons work), the page is still wholly English.
    await expect(page.getByRole('button', { name: 'Free Trial (1 Hour)' })).toBeEnabled();
    const text = await page.locator('body').innerText();
    const left = MALAY_WORDS.filter((word) => new RegExp(`\\b${word}\\b`, 'i').test(text));
    expect(left).toEqual([]);
    await expectNoOverflow(page);

    // The switch sits in the header's left corner, clear of the logo.
    const language = page.getByRole('group', { name: 'Language' });
    const logo = page.getByRole('link', { name: 'Jemput, home page' });
    const [switchBox, logoBox] = [(await language.boundingBox())!, (await logo.boundingBox())!];
    expect(switchBox.x + switchBox.width).toBeLessThan(logoBox.x);
    expect(switchBox.y + switchBox.height).toBeLessThanOrEqual(64);

    // Switching redraws the same page (no new load) in Malay.
    await page.evaluate(() => Object.assign(window, { samePage: true }));
    await language.getByRole('button', { name: 'BM' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(MALAY_TITLE);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ms');
    await expect(page).toHaveTitle('Jemput · Kad Kahwin Digital');
    await expect(page.getByRole('button', { name: 'Free Trial (1 Jam)' })).toBeVisible();
    expect(await page.evaluate(() => 'samePage' in window)).toBe(true);
    await expect(
      page.getByRole('group', { name: 'Bahasa' }).getByRole('button', { name: 'BM' }),
    ).toHaveAttribute('aria-pressed', 'true');
    const cookie = (await context.cookies()).find((c) => c.name === 'bahasa');
    expect(cookie?.value).toBe('ms');

    // The server draws it in the chosen language from now on.
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ms');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(MALAY_TITLE);
    await expectNoOverflow(page);
  });
});

test('a Malay browser gets the site in Malay, and downloads no English', async ({ page }) => {
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') {
      scripts.push(response.text().catch(() => ''));
    }
  });
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ms');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(MALAY_TITLE);
  await expect(page.getByRole('button', { name: 'Free Trial (1 Jam)' })).toBeEnabled();
  await expect(
    page.getByRole('group', { name: 'Bahasa' }).getByRole('button', { name: 'BM' }),
  ).toHaveAttribute('aria-pressed', 'true');
  // The English catalogue is a chunk of its own, fetched only by those who use it.
  const bodies = await Promise.all(scripts);
  expect(bodies.length).toBeGreaterThan(0);
  expect(bodies.filter((body) => body.includes('straight to every guest'))).toEqual([]);
  await expectNoOverflow(page);
});
