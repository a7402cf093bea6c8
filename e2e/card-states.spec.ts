import { TRIAL_EXPIRED_MESSAGE } from '../src/shared/card/trial';
import { expect, test } from './support/fixtures';

// The guest card in its other states. Each test sets up the demo card as it needs, in this
// file's own server (see support/fixtures.ts), so the journeys in card.spec.ts are unaffected.

test.describe('guest card states', () => {
  test.describe.configure({ mode: 'serial' });
  // The server is shared by the files a worker runs: put the demo card back as it was.
  test.afterEach(({ server }) => {
    server.sql("UPDATE cards SET music = 1, status = 'active' WHERE id = 'demoplus'");
  });

  test('a card without music has no overlay, animates the names, then scrolls by itself until touched', async ({
    page,
    server,
  }) => {
    server.sql("UPDATE cards SET music = 0, status = 'active' WHERE id = 'demoplus'");
    await page.goto('/kad/demoplus');
    await expect(page.locator('.intro-overlay')).toHaveCount(0);
    await expect(page.locator('.hero-active .hero-letter').first()).toBeAttached();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    // §4: auto-scroll starts after the names (4 letters × 0.2 s + 1.5 s) plus 1 s.
    await expect
      .poll(() => page.evaluate(() => window.scrollY), { timeout: 8_000 })
      .toBeGreaterThan(20);
    await page.mouse.move(100, 300);
    await page.mouse.down();
    await page.mouse.up();
    const stoppedAt = await page.evaluate(() => window.scrollY);
    await page.waitForTimeout(600);
    expect(await page.evaluate(() => window.scrollY)).toBe(stoppedAt);
  });

  test('with reduced motion there is no auto-scroll and no letter animation', async ({
    page,
    server,
  }) => {
    server.sql("UPDATE cards SET music = 0, status = 'active' WHERE id = 'demoplus'");
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/kad/demoplus');
    const letter = page.locator('.hero-letter').first();
    expect(await letter.evaluate((el) => getComputedStyle(el).animationName)).toBe('none');
    await page.waitForTimeout(4_500);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('an unverified card past its trial hour shows the expiry screen and no card data', async ({
    page,
    server,
  }) => {
    server.sql(
      "UPDATE cards SET status = 'unverified', created_at = '2020-01-01T00:00:00.000Z' WHERE id = 'demoplus'",
    );
    const res = await page.goto('/kad/demoplus');
    expect(res?.status()).toBe(200);
    await expect(page.getByText(TRIAL_EXPIRED_MESSAGE)).toBeVisible();
    await expect(page.getByText('Adam')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Log Masuk' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });
});
