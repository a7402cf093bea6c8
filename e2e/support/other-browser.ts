import type { Browser, BrowserContextOptions, Page } from '@playwright/test';
import { test } from '@playwright/test';
import type { TestServer } from '../../scripts/lib/built-server';
import { waitForCardScript } from './card';

/**
 * Another person's phone or laptop beside the test's own page (a guest, an usher): not logged
 * in, at the project's screen size and locale, from a network address of its own (the
 * per-address limits are for people: the RSVP call allows 10 an address). `options` adds to it
 * (reduced motion for a guest, the fake camera for an usher…).
 */
export async function otherBrowser(
  browser: Browser,
  server: TestServer,
  address: string,
  options: BrowserContextOptions = {},
): Promise<Page> {
  const { viewport, isMobile, hasTouch } = test.info().project.use;
  const context = await browser.newContext({
    baseURL: server.url,
    viewport: viewport ?? null,
    isMobile: isMobile ?? false,
    hasTouch: hasTouch ?? false,
    locale: 'ms-MY',
    timezoneId: 'Asia/Kuala_Lumpur',
    extraHTTPHeaders: { 'X-Forwarded-For': address },
    ...options,
  });
  return context.newPage();
}

/**
 * A guest's own browser, with reduced motion so the card neither scrolls by itself nor rotates
 * the wishes (no product timer runs under the test).
 */
export const guestBrowser = (browser: Browser, server: TestServer, address: string) =>
  otherBrowser(browser, server, address, { reducedMotion: 'reduce' });

/** The guest card, loaded afresh and taken over by its script. */
export async function openGuestCard(page: Page, id: string): Promise<void> {
  await page.goto(`/kad/${id}`);
  await waitForCardScript(page);
}
