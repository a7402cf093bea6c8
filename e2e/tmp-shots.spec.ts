import { test } from './support/fixtures';

const SHOTS = '/work/notes/shots/polish';
for (const width of [390, 1280]) {
  test(`shots ${width}`, async ({ page, publishedCard }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    const id = await publishedCard({
      owner: `shots-${width}@contoh.my`,
      theme: 'theme6',
      content: { groom_name: 'Zulkarnain Hakimi', bride_name: 'Nurfarahiyah' },
    });
    await page.goto(`/dashboard/${id}`);
    await page.getByRole('img', { name: /^Kad / }).waitFor();
    await page.waitForTimeout(800);
    await page.screenshot({ path: `${SHOTS}/card-home-${width}.png` });
    await page.goto(`/checkout/${id}`);
    await page.getByRole('img', { name: /^Kad / }).waitFor();
    await page.waitForTimeout(800);
    await page.screenshot({ path: `${SHOTS}/checkout-${width}.png` });
    await page.goto(`/edit/${id}`);
    await page.waitForTimeout(1500);
    await page.screenshot({ path: `${SHOTS}/edit-top-${width}.png` });
    await page.getByText('Atur Cara Majlis').first().scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 300);
    await page.waitForTimeout(500);
    await page.screenshot({ path: `${SHOTS}/edit-programme-${width}.png` });
  });
}
