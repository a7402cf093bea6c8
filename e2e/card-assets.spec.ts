import type { Page, Request } from '@playwright/test';
import { fontPairFields } from '../src/shared/card/card-fonts';
import { sampleCardContent } from '../src/shared/card/sample-card';
import { THEME_COUNT } from '../src/shared/themes/catalogue';
import { FONT_PAIRS, FONT_PAIR_IDS } from '../src/shared/themes/font-pairs';
import type { FontPairId } from '../src/shared/themes/font-pairs';
import { waitForCardScript } from './support/card';
import { expect, test } from './support/fixtures';

// Every asset a guest card asks for arrives: pictures, fonts, scripts, styles and API calls, in
// every theme and every font pair (a font file that answered 500 once left bold lines in a system
// font on the 33 themes that use Lato). One page goes through all the cards in turn.

// Which files a card asks for depends on its theme and fonts, not on the screen's width (every
// section is laid out below, whatever the viewport): one project is enough.
test.skip(({ isMobile }) => isMobile, 'the same assets at every width: checked on the laptop');

/** Watches the page's requests: those that failed or answered ≥ 400, and those still in flight. */
function watchRequests(page: Page) {
  const inFlight = new Set<Request>();
  const failures: string[] = [];
  const from = () => new URL(page.url()).pathname;
  page.on('request', (request) => inFlight.add(request));
  page.on('requestfinished', (request) => inFlight.delete(request));
  page.on('requestfailed', (request) => {
    inFlight.delete(request);
    const error = request.failure()?.errorText ?? 'failed';
    // Cut off by the test going to the next card (a wish rotating in asks for a font late):
    // nothing the server did. Every file is also fetched once more at the end.
    if (error === 'net::ERR_ABORTED') return;
    failures.push(`${from()}: ${error} ${request.url()}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400)
      failures.push(`${from()}: ${response.status()} ${response.url()}`);
  });
  return { failures, inFlight: () => inFlight.size };
}

/**
 * Opens a guest card and lets it ask for everything it would ask for as a guest reads down to the
 * end: its script (which starts after the first paint and asks for the wishes), the fonts the first
 * screen does not draw (declared when the guest first scrolls), and the sections below the screen,
 * which skip layout (`content-visibility: auto`), so their fonts (the doa's Arabic, the bold
 * labels) are only fetched once they are laid out. Returns the font files the page's HTML names.
 */
async function openEveryPart(page: Page, url: string, watch: ReturnType<typeof watchRequests>) {
  const response = await page.goto(url);
  expect(response?.status(), url).toBe(200);
  await waitForCardScript(page);
  await page.evaluate(async () => {
    window.dispatchEvent(new Event('scroll')); // as a guest starting to read down
    for (const section of document.querySelectorAll<HTMLElement>('[data-reveal]')) {
      section.style.contentVisibility = 'visible';
    }
    void document.body.offsetHeight; // lay it all out now, so the fonts it uses are asked for
    await document.fonts.ready;
  });
  // Nothing is left in flight when the next card is opened (it would be cut off, not failed).
  await expect.poll(watch.inFlight, { message: `requests of ${url} settle` }).toBe(0);
  const html = await page.content();
  return [...html.matchAll(/\/fonts\/[^)"'\s]+\.woff2/g)].map((match) => match[0]);
}

/** Each font file the cards named answers 200 with a font (the route serves only those). */
async function expectFontsServed(page: Page, urls: Set<string>) {
  for (const url of urls) {
    const response = await page.request.get(url);
    expect(response.status(), url).toBe(200);
    // A subset is sent as TrueType until its WOFF2 is packed (render/font-subsets.ts).
    const types = url.startsWith('/fonts/subset/') ? ['font/woff2', 'font/ttf'] : ['font/woff2'];
    expect(types, url).toContain(response.headers()['content-type']);
  }
}

test(
  'every theme’s guest card gets every asset it asks for',
  { tag: '@wide' },
  async ({ page }) => {
    // About 0.3 s a card on a quiet machine; room for a busy one.
    test.setTimeout(180_000);
    const watch = watchRequests(page);
    const fonts = new Set<string>();
    for (let n = 1; n <= THEME_COUNT; n += 1) {
      for (const url of await openEveryPart(page, `/kad/demoplus/theme${n}`, watch)) fonts.add(url);
    }
    expect(watch.failures).toEqual([]);
    await expectFontsServed(page, fonts);
  },
);

test(
  'a card on every font pair gets every asset it asks for',
  { tag: '@wide' },
  async ({ page, loggedInAs }) => {
    test.setTimeout(60_000);
    const info = test.info();
    await loggedInAs(`aset-${info.project.name}-${info.repeatEachIndex}-${info.retry}@contoh.my`);
    // Publish one card per pair, as the profile screen does (the owner is the session).
    const cards: { pair: FontPairId; id: string }[] = [];
    for (const pair of FONT_PAIR_IDS) {
      const draft = { ...sampleCardContent(new Date()), theme: 'theme6', ...fontPairFields(pair) };
      const response = await page.request.post('/api/cards', {
        data: { draft, profile: { name: 'Siti Aset', mobile: '019-876 5432' } },
      });
      expect(response.status(), await response.text()).toBe(201);
      cards.push({ pair, id: ((await response.json()) as { id: string }).id });
    }

    const watch = watchRequests(page);
    const fonts = new Set<string>();
    for (const { pair, id } of cards) {
      const named = (await openEveryPart(page, `/kad/${id}`, watch)).join(' ');
      const { label, heading, body } = FONT_PAIRS[pair];
      // The card is drawn in its own pair: the heading face, and the body's unless it is the system's.
      expect(named, label).toContain(`/fonts/${heading.toLowerCase().replace(/\s+/g, '-')}/`);
      if (body !== 'system') expect(named, label).toContain(`/fonts/${body.toLowerCase()}/`);
      for (const url of named.split(' ')) fonts.add(url);
    }
    expect(watch.failures).toEqual([]);
    await expectFontsServed(page, fonts);
  },
);
