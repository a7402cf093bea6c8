import type { Locator, Page } from '@playwright/test';
import { INTRO_FADE_MS, INTRO_SPINNER_MS } from '../src/shared/card/presentation';
import { COMPOSITION_NAMES } from '../src/shared/themes/compositions';
import { THEMES } from '../src/shared/themes/catalogue';
import { waitForCardScript } from './support/card';
import { installPausedClock } from './support/clock';
import { publishCard } from './support/publish';
import { expect, test } from './support/fixtures';

// Long names on narrow phones, in every hero composition: the music intro and the hero wrap the
// couple's names between words and around the "&", never inside a word and never past the
// screen's edge, and the intro's lines stay in the middle. Checked by the boxes the browser lays
// out, at the narrowest phone we serve (320 px): a wider one only has more room (the other
// journeys all run at 390 px).

const COUPLES = [
  // Two single 14-letter names: the longest words a heading has to hold.
  { groom: 'Kamarulzamanee', bride: 'Nurfarahiyatul' },
  // Names with "bin" and "binti" parts, as many couples write them.
  { groom: 'Ahmad Zulkarnain bin Abdul Hakim', bride: 'Nurfarahiyah binti Zulkarnain' },
];
const WIDTHS = [320];

/** Every word of the element's text, with the boxes it is laid out in (one unless it breaks). */
async function wordBoxes(scope: Locator) {
  return scope.evaluate((element) => {
    const words: { word: string; boxes: { left: number; right: number }[] }[] = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (const match of text.matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const boxes = [...range.getClientRects()].map((r) => ({ left: r.left, right: r.right }));
        words.push({ word: match[0], boxes });
      }
    }
    return words;
  });
}

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  expect(found, 'laid out').not.toBeNull();
  return found!;
}

async function expectNoSidewaysScroll(page: Page, width: number) {
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth, 'the page is no wider than the screen').toBeLessThanOrEqual(width);
}

async function expectCentred(page: Page, locator: Locator, width: number, what: string) {
  const { x, width: w } = await box(locator);
  expect(x, `${what} starts on the screen`).toBeGreaterThanOrEqual(0);
  expect(x + w, `${what} ends on the screen`).toBeLessThanOrEqual(width);
  expect(Math.abs(x + w / 2 - width / 2), `${what} is in the middle`).toBeLessThanOrEqual(2);
}

for (const composition of COMPOSITION_NAMES) {
  test(`long names wrap in the intro and the hero of a ${composition} card at 320 px`, async ({
    page,
    loggedInAs,
  }) => {
    test.setTimeout(60_000);
    const theme = THEMES.find((t) => t.composition === composition);
    test.skip(!theme, `no theme is laid out as ${composition}`);
    await loggedInAs(`nama-${composition}-${test.info().project.name}@contoh.my`);
    for (const [i, couple] of COUPLES.entries()) {
      const id = await publishCard(page.request, theme!.name, {
        groom_name: couple.groom,
        bride_name: couple.bride,
      });
      const music = await page.request.put(`/api/cards/${id}/music`, {
        data: { music: true, yt_id: 'dQw4w9WgXcQ' },
      });
      expect(music.status(), await music.text()).toBe(200);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 700 });
        await installPausedClock(page);
        await page.goto(`/kad/${id}?kepada=Encik%20Ahmad%20Fadzillah%20dan%20Keluarga`);
        await waitForCardScript(page);
        await page.clock.runFor(INTRO_SPINNER_MS);
        const overlay = page.locator('.intro-overlay');
        const buka = overlay.getByRole('button', { name: 'Buka' });
        await expect(buka).toBeVisible();
        const names = overlay.getByText(couple.groom).locator('xpath=ancestor::p[1]');
        await expectCentred(
          page,
          overlay.getByText('Walimatulurus', { exact: true }),
          width,
          'the heading',
        );
        await expectCentred(
          page,
          overlay.locator('p').filter({ hasText: 'Kepada:' }),
          width,
          'the greeting',
        );
        await expectCentred(page, buka, width, 'Buka');
        // Each line of the names is in the middle, and no word is cut or broken.
        const lines = await names.evaluate((p) => {
          // The boxes of the text, joined into lines where they share height (the "&" is smaller).
          const range = document.createRange();
          range.selectNodeContents(p);
          const rows: { top: number; bottom: number; left: number; right: number }[] = [];
          for (const r of range.getClientRects()) {
            if (r.width === 0) continue;
            const row = rows.find((seen) => r.top < seen.bottom && r.bottom > seen.top);
            if (!row) rows.push({ top: r.top, bottom: r.bottom, left: r.left, right: r.right });
            else
              Object.assign(row, {
                left: Math.min(row.left, r.left),
                right: Math.max(row.right, r.right),
              });
          }
          return rows;
        });
        for (const line of lines) {
          expect(line.left, 'a line of the names starts on the screen').toBeGreaterThanOrEqual(0);
          expect(line.right, 'a line of the names ends on the screen').toBeLessThanOrEqual(width);
          expect(Math.abs((line.left + line.right) / 2 - width / 2)).toBeLessThanOrEqual(3);
        }
        for (const { word, boxes } of await wordBoxes(names)) {
          expect(boxes, `"${word}" on one line`).toHaveLength(1);
        }
        await expectNoSidewaysScroll(page, width);
        if (i === 0 && width === 320) {
          await page.screenshot({
            path: test.info().outputPath(`intro-${composition}-${width}.png`),
          });
        }

        // After Buka, the hero: each word of the names whole, inside the heading's box, and the
        // heading inside the screen.
        await buka.click();
        await page.clock.runFor(INTRO_FADE_MS);
        await expect(overlay).toHaveCount(0);
        const heading = page.getByRole('heading', { level: 1 });
        const h1 = await box(heading);
        expect(h1.x).toBeGreaterThanOrEqual(0);
        expect(h1.x + h1.width).toBeLessThanOrEqual(width);
        const words = heading.locator('.whitespace-nowrap');
        const expected = `${couple.groom} ${couple.bride}`.split(' ').length;
        await expect(words).toHaveCount(expected);
        for (const word of await words.all()) {
          const w = await box(word);
          expect(w.x, `"${await word.textContent()}" inside the heading`).toBeGreaterThanOrEqual(
            h1.x - 1,
          );
          expect(
            w.x + w.width,
            `"${await word.textContent()}" inside the heading`,
          ).toBeLessThanOrEqual(h1.x + h1.width + 1);
        }
        await expectNoSidewaysScroll(page, width);
        if (i === 1 && width === 320) {
          await page.screenshot({
            path: test.info().outputPath(`hero-${composition}-${width}.png`),
          });
        }
      }
    }
  });
}
