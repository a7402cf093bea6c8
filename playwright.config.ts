import { defineConfig } from '@playwright/test';

// Browser journeys in Debian's Chromium (never a downloaded browser), against the built server:
// each worker starts one server on a fresh database (the worker-scoped `server` fixture in
// e2e/support/fixtures.ts) and every file that worker runs shares it, so a journey that changes
// shared rows puts them back, and journeys use e-mails of their own.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// Headless as root, and no calls home: this machine's network refuses them.
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-quic',
  '--no-first-run',
  '--disable-sync',
];

/**
 * Every journey runs on a phone (390 px), where guests and most couples are. A journey tagged
 * `@wide` runs at 1280 px as well, because what it checks depends on the width: the layout of a
 * page that changes with it (landing, gallery and preview, creation, the guest card and its
 * editor, the card after the day, its photo gallery, the staff console), the checks of layout
 * itself (overlaps, the help button's place, assets), and the wedding of several majlis from
 * the editor to the door (its editor, lists and door lay out differently). A journey whose steps
 * are the same at any width (logging in, a refusal, checkout, RSVPs, the door, the guest list,
 * co-hosts, a draft's rules, a timer) runs once: twice would lengthen CI and test nothing new.
 */
export const BOTH_WIDTHS_TAG = '@wide';

export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results',
  fullyParallel: false,
  // One worker on CI. Measured on a 2-core machine of CI's kind (whole suite, CI=1, other work
  // running beside it):
  // 2 workers 373 s wall, 1 worker 413 s, but with 2 every test took about 1.6 times as long
  // (summed test time 507 s against 314 s; the 100-theme asset loop 1.9 min against 1.1 min):
  // a browser, a server and the runner per worker fight over two cores for a ~10 % gain, and
  // the slowest journeys creep toward their time limits. One worker is steadier.
  workers: process.env.CI ? 1 : undefined,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e-results.json' }]],
  use: {
    locale: 'ms-MY',
    timezoneId: 'Asia/Kuala_Lumpur',
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    {
      name: 'phone',
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
    },
    {
      name: 'laptop',
      use: { viewport: { width: 1280, height: 800 } },
      grep: new RegExp(BOTH_WIDTHS_TAG),
    },
  ],
});
