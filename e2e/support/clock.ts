import type { Page } from '@playwright/test';

// Time in browser tests is a parameter: the product's timers (the intro overlay's
// spinner, the wishes carousel, auto-scroll) run on Playwright's fake clock, which only moves when
// a test says so. Nothing waits for real seconds, so a loaded CI machine changes nothing but speed.
//
// `page.clock.runFor(ms)` moves the clock on and fires every timer and animation frame due on the
// way, as real time would; `fastForward(ms)` jumps, firing each due timer at most once (a laptop lid
// closed and opened). Tests here use runFor.

/**
 * Installs the fake clock paused at the real current time, before the page's scripts run (call it
 * before `page.goto`): from then on only `page.clock.runFor` moves the page's time.
 *
 * `pauseAt` may only move the clock forward, and an installed clock runs until it is paused, so it
 * is installed a minute early and paused at now: never in its past however slow the machine.
 */
export async function installPausedClock(page: Page): Promise<void> {
  const now = Date.now();
  await page.clock.install({ time: now - 60_000 });
  await page.clock.pauseAt(now);
}

/**
 * Pauses a running fake clock (after `page.clock.resume()`) where the page is. It jumps a minute
 * on first (`pauseAt` only goes forward), firing each timer due by then once: tests call it before
 * they set up the state whose timing they check.
 */
export async function pauseClockNow(page: Page): Promise<void> {
  const pageNow = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(pageNow + 60_000);
}
