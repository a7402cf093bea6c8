import { expect, test } from './support/fixtures';

test('maintenance mode replaces the landing page with the maintenance screen', async ({
  page,
  server,
}) => {
  server.sql('update settings set maintenance_mode = 1');
  try {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Site Under Maintenance' })).toBeVisible();
    await expect(
      page.getByText('We are working hard to bring you a better experience.'),
    ).toBeVisible();
    await expect(page.getByTestId('price')).toHaveCount(0);

    // The whole screen, footer included, fits the first screen, and the help button, even
    // expanded, covers none of the footer's lines (owner-area issue).
    await page.evaluate(() => localStorage.setItem('wa', 'false'));
    await page.reload();
    const chat = page.getByRole('link', { name: 'Ada soalan? WhatsApp kami' });
    await expect(chat).toBeVisible();
    expect(
      await page.evaluate(() => document.documentElement.scrollHeight <= window.innerHeight),
    ).toBe(true);
    const help = (await chat.locator('..').boundingBox())!;
    for (const line of await page.getByRole('contentinfo').locator('p').all()) {
      const box = (await line.boundingBox())!;
      const overlaps =
        box.x < help.x + help.width &&
        help.x < box.x + box.width &&
        box.y < help.y + help.height &&
        help.y < box.y + box.height;
      expect(overlaps, `the help button covers "${await line.textContent()}"`).toBe(false);
    }
  } finally {
    server.sql('update settings set maintenance_mode = 0');
  }
  await page.reload();
  await expect(page.getByTestId('price')).toHaveText('RM50');
});
