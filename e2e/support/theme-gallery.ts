import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';

/** Scrolls the theme gallery (10 themes a page) until theme `n` is in the list. */
export async function scrollToTheme(page: Page, n: number) {
  const preview = page.getByRole('link', { name: `Preview Tema ${n}`, exact: true });
  const themes = page.getByRole('list', { name: 'Senarai tema' }).getByRole('listitem');
  while ((await preview.count()) === 0) {
    const shown = await themes.count();
    await page.getByTestId('gallery-end').scrollIntoViewIfNeeded();
    await expect.poll(() => themes.count(), { timeout: 15_000 }).toBeGreaterThan(shown);
  }
  await preview.scrollIntoViewIfNeeded();
}
