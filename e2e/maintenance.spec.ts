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
  } finally {
    server.sql('update settings set maintenance_mode = 0');
  }
  await page.reload();
  await expect(page.getByTestId('price')).toHaveText('RM50');
});
