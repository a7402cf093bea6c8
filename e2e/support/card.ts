import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { INTRO_FADE_MS, INTRO_SPINNER_MS } from '../../src/shared/card/presentation';
import { installPausedClock } from './clock';

/**
 * Waits until the guest card's own script has taken over the server's HTML. The server draws the
 * wishes section as "Sedang memuatkan ucapan…" ("Loading the wishes…" on a card in English;
 * wishes are not in its HTML); the script fetches them as soon as it runs, in the same step in
 * which it sets its timers (the intro overlay's spinner, auto-scroll). Until then, moving the
 * fake clock would move it under no timer at all, and a click would meet no handler.
 */
export async function waitForCardScript(page: Page): Promise<void> {
  await expect(page.getByText(/Sedang memuatkan ucapan…|Loading the wishes…/)).toHaveCount(0, {
    timeout: 15_000,
  });
}

/**
 * Opens a card with music as a guest does: the spinner's 3 s, Buka, the overlay's 2 s fade, all on
 * the fake clock. Then the clock runs on by itself (`resume`), as for a guest reading the card:
 * panels and the carousel load their code on demand, and React reveals such content on a timer.
 */
export async function openCard(page: Page, url = '/kad/demoplus'): Promise<void> {
  await installPausedClock(page);
  await page.goto(url);
  await waitForCardScript(page);
  await page.clock.runFor(INTRO_SPINNER_MS);
  await page.getByRole('button', { name: 'Buka' }).click();
  await page.clock.runFor(INTRO_FADE_MS);
  await expect(page.locator('.intro-overlay')).toHaveCount(0);
  await page.clock.resume();
}
