import type { Page } from '@playwright/test';
import { autoScrollDelayMs } from '../src/shared/card/presentation';
import { cardText } from '../src/shared/i18n/card-catalogues';
import { waitForCardScript } from './support/card';
import { installPausedClock } from './support/clock';
import { expect, test } from './support/fixtures';

/** The expiry screen's words on a Malay card (the card's catalogue). */
const TRIAL_EXPIRED_MESSAGE = cardText('ms', 'card.expired.message');

// The guest card in its other states. Each test sets up the demo card as it needs, in the
// worker's server (see support/fixtures.ts), and puts it back, so card.spec.ts is unaffected.
// Its timers run on Playwright's fake clock (support/clock.ts): no test waits for real seconds.

/** Auto-scroll starts once the demo couple's names have appeared, plus 1 s. */
const AUTO_SCROLL_AFTER_MS = autoScrollDelayMs('Adam', 'Hawa');
/** One animation frame on the fake clock (it draws a frame every 16 ms). */
const FRAME_MS = 16;

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

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
    await installPausedClock(page);
    await page.goto('/kad/demoplus');
    await expect(page.locator('.intro-overlay')).toHaveCount(0);
    await expect(page.locator('.hero-active .hero-letter').first()).toBeAttached();
    await waitForCardScript(page);

    // Not before its time…
    await page.clock.runFor(AUTO_SCROLL_AFTER_MS - 1);
    expect(await scrollY(page)).toBe(0);
    // …then 1.5 px a frame.
    await page.clock.runFor(1 + 20 * FRAME_MS);
    expect(await scrollY(page)).toBeGreaterThan(20);

    // A touch (a mouse press on a laptop) stops it for good.
    if (test.info().project.use.hasTouch) await page.touchscreen.tap(100, 300);
    else await page.mouse.click(100, 300);
    const stoppedAt = await scrollY(page);
    await page.clock.runFor(100 * FRAME_MS);
    expect(await scrollY(page)).toBe(stoppedAt);
  });

  test('with reduced motion there is no auto-scroll and no letter animation', async ({
    page,
    server,
  }) => {
    server.sql("UPDATE cards SET music = 0, status = 'active' WHERE id = 'demoplus'");
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await installPausedClock(page);
    await page.goto('/kad/demoplus');
    const letter = page.locator('.hero-letter').first();
    expect(await letter.evaluate((el) => getComputedStyle(el).animationName)).toBe('none');
    await waitForCardScript(page);
    // Well past the moment it would have started (see the test above).
    await page.clock.runFor(AUTO_SCROLL_AFTER_MS + 100 * FRAME_MS);
    expect(await scrollY(page)).toBe(0);
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
