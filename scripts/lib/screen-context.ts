import type { Browser } from '@playwright/test';

/** The two widths every screen is looked at: a phone (390 px, touch) and a laptop (1280 px). */
export const SCREEN_SIZES = [
  { width: 390, height: 844, isMobile: true },
  { width: 1280, height: 800, isMobile: false },
] as const;

/**
 * A browser context at one of those sizes, in Malay and Kuala Lumpur time, with reduced motion:
 * no auto-scroll and no animation, so each picture is a still of one state.
 */
export function screenContext(browser: Browser, size: (typeof SCREEN_SIZES)[number]) {
  return browser.newContext({
    viewport: { width: size.width, height: size.height },
    isMobile: size.isMobile,
    hasTouch: size.isMobile,
    locale: 'ms-MY',
    timezoneId: 'Asia/Kuala_Lumpur',
    reducedMotion: 'reduce',
  });
}
