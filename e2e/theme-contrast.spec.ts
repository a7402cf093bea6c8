import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { THEME_COUNT } from '../src/shared/themes/catalogue';
import {
  AA_LARGE_TEXT,
  AA_NORMAL_TEXT,
  composite,
  luminanceRatio,
  pixelLuminance,
  relativeLuminance,
} from '../src/shared/themes/contrast';
import type { Rgba } from '../src/shared/themes/contrast';
import { expect, test } from './support/fixtures';

// Every text of every theme, labels and countdown included, reaches WCAG AA
// on the page as Chromium draws it, art and translucent panels included (the palette table in
// catalogue.test.ts only knows the flat colours). Each theme's preview (/preview/themeN) draws the
// whole themed card the guest card is made of: hero, invitation, venue, programme, doa and
// countdown. For each theme the test reads every visible text's colour and box, then takes one
// full-page screenshot with all text made transparent, and judges each text against the pixels
// that are really behind it.

/** Below this share of a text's background pixels the text may fall short (a stray ornament). */
const PERCENTILE = 0.1;
/** Ten themes a test: one page, reloaded per theme; a failure names every text that fell short. */
const THEMES_PER_TEST = 10;

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** One run of text as drawn: where, in which colour and size. */
interface DrawnText {
  text: string;
  boxes: Box[];
  colour: Rgba;
  fontSize: number;
  fontWeight: number;
}

interface Shortfall {
  theme: string;
  text: string;
  ratio: number;
  needed: number;
}

// The list of shortfalls says what failed; a trace would film every page and cost a third of the
// run (a worker of its own for this file costs a server start, a second or two).
test.use({ trace: 'off' });
// One project is enough: the guest's phone width is the layout that matters, and the laptop
// draws the same phone-shaped card (CardFrame).
test.skip(({ isMobile }) => !isMobile, 'measured once, in the phone project');

/**
 * Every non-blank text node inside the themed card that is drawn: its line boxes (in page
 * pixels), its colour with the opacity of its ancestors folded in, its size and weight. The
 * colour is read back from a canvas, so any CSS colour syntax (hex, rgb, oklch, color-mix) ends as
 * sRGB bytes.
 */
function drawnTexts(page: Page): Promise<DrawnText[]> {
  return page.evaluate(() => {
    const frames = [...document.querySelectorAll<HTMLElement>('[style*="--card-page"]')];
    const card = frames.find((frame) => frame.getClientRects().length > 0);
    if (!card) throw new Error('no themed card on the page');
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = 1;
    const paint = canvas.getContext('2d', { willReadFrequently: true })!;
    const toRgba = (css: string) => {
      paint.clearRect(0, 0, 1, 1);
      paint.fillStyle = css;
      paint.fillRect(0, 0, 1, 1);
      const [r, g, b, a] = paint.getImageData(0, 0, 1, 1).data;
      return { r: r!, g: g!, b: b!, a: a! / 255 };
    };
    const opacityOf = (element: Element | null): number => {
      let opacity = 1;
      for (let e = element; e; e = e.parentElement) opacity *= Number(getComputedStyle(e).opacity);
      return opacity;
    };
    const texts = [];
    const walker = document.createTreeWalker(card, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      const element = node.parentElement;
      if (!text || !element) continue;
      if (!element.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      // Screen-reader-only copies are 1 px boxes: nothing a guest sees.
      const boxes = [...range.getClientRects()]
        .filter((box) => box.width >= 2 && box.height >= 2)
        .map((box) => ({
          x: box.left + window.scrollX,
          y: box.top + window.scrollY,
          width: box.width,
          height: box.height,
        }));
      const opacity = opacityOf(element);
      if (boxes.length === 0 || opacity < 0.05) continue;
      const style = getComputedStyle(element);
      const colour = toRgba(style.color);
      texts.push({
        text,
        boxes,
        colour: { ...colour, a: colour.a * opacity },
        fontSize: parseFloat(style.fontSize),
        fontWeight: Number(style.fontWeight),
      });
    }
    return texts;
  });
}

/**
 * A full-page shot lays the page out in a window as tall as the page, and the hero is one screen
 * high (min-h-dvh): it would grow and move everything below it. Its height is fixed in pixels
 * first, as the guest's screen has it.
 */
async function pinScreenHighBlocks(page: Page) {
  await page.evaluate(() => {
    for (const element of document.body.querySelectorAll<HTMLElement>('*')) {
      if (getComputedStyle(element).minHeight === `${window.innerHeight}px`) {
        element.style.minHeight = `${window.innerHeight}px`;
      }
    }
  });
}

/**
 * The page as drawn without its text: every glyph transparent, and the preview's own controls
 * (the fixed Kembali and Cetak buttons, the sticky Pilih Tema Ini) hidden, since they float over
 * the card only where the guest has scrolled to. Nothing moves: colour and visibility only.
 */
async function backgroundShot(page: Page) {
  await page.evaluate(() => {
    const style = document.createElement('style');
    style.textContent =
      '* { color: transparent !important; -webkit-text-fill-color: transparent !important;' +
      ' text-shadow: none !important; caret-color: transparent !important; }';
    document.head.append(style);
    for (const element of document.body.querySelectorAll<HTMLElement>('*')) {
      const { position } = getComputedStyle(element);
      if (position === 'fixed' || position === 'sticky') element.style.visibility = 'hidden';
    }
  });
  const png = await page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' });
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  return { data, width: info.width, height: info.height, scale: info.width / pageWidth };
}

type Shot = Awaited<ReturnType<typeof backgroundShot>>;

/** WCAG: 24 px, or 18.66 px (14 pt) bold, is large text. */
function neededRatio({ fontSize, fontWeight }: DrawnText): number {
  const large = fontSize >= 24 || (fontSize >= 18.66 && fontWeight >= 700);
  return large ? AA_LARGE_TEXT : AA_NORMAL_TEXT;
}

/** The given percentile of the text's contrast against each pixel behind its line boxes. */
function measuredRatio(drawn: DrawnText, shot: Shot): number {
  const opaque = drawn.colour.a >= 0.999;
  const textLuminance = relativeLuminance(drawn.colour);
  const ratios: number[] = [];
  for (const box of drawn.boxes) {
    const left = Math.max(0, Math.floor(box.x * shot.scale));
    const top = Math.max(0, Math.floor(box.y * shot.scale));
    const right = Math.min(shot.width, Math.ceil((box.x + box.width) * shot.scale));
    const bottom = Math.min(shot.height, Math.ceil((box.y + box.height) * shot.scale));
    for (let y = top; y < bottom; y++) {
      for (let x = left; x < right; x++) {
        const i = (y * shot.width + x) * 3;
        const [r, g, b] = [shot.data[i]!, shot.data[i + 1]!, shot.data[i + 2]!];
        const behind = pixelLuminance(r, g, b);
        // Translucent text is laid over each pixel before it is compared with it.
        const front = opaque
          ? textLuminance
          : relativeLuminance(composite(drawn.colour, { r, g, b, a: 1 }));
        ratios.push(luminanceRatio(front, behind));
      }
    }
  }
  if (ratios.length === 0) return Infinity;
  ratios.sort((x, y) => x - y);
  return ratios[Math.floor(PERCENTILE * (ratios.length - 1))]!;
}

async function shortfallsOf(page: Page, theme: string): Promise<Shortfall[]> {
  await page.goto(`/preview/${theme}`);
  // Hydrated (the script's buttons are enabled), every picture decoded, every font in.
  await expect(page.getByRole('button', { name: 'Pilih Tema Ini' })).toBeEnabled();
  await page.evaluate(async () => {
    await Promise.all([...document.images].map((img) => img.decode().catch(() => undefined)));
    await document.fonts.ready;
  });
  await pinScreenHighBlocks(page);
  const texts = await drawnTexts(page);
  expect(texts.length, `${theme}: texts found`).toBeGreaterThan(20);
  const heightBefore = await page.evaluate(() => document.documentElement.scrollHeight);
  const shot = await backgroundShot(page);
  // The boxes were read before the shot: the page must not have moved in between.
  expect(Math.round(shot.height / shot.scale), `${theme}: page height`).toBe(heightBefore);
  return texts.flatMap((drawn) => {
    const ratio = measuredRatio(drawn, shot);
    const needed = neededRatio(drawn);
    return ratio < needed ? [{ theme, text: drawn.text, ratio, needed }] : [];
  });
}

function report(shortfalls: Shortfall[]): string {
  return shortfalls
    .map(
      ({ theme, text, ratio, needed }) =>
        `${theme} · “${text.length > 40 ? `${text.slice(0, 39)}…` : text}” ` +
        `${ratio.toFixed(2)}:1, needs ${needed}:1`,
    )
    .join('\n');
}

test.describe('theme contrast on the rendered card (WCAG AA)', () => {
  // Reduced motion: nothing fades in, so every text is drawn at its final colour.
  test.beforeEach(async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
  });

  for (let first = 1; first <= THEME_COUNT; first += THEMES_PER_TEST) {
    const last = Math.min(THEME_COUNT, first + THEMES_PER_TEST - 1);
    test(`themes ${first}–${last}: every text reads against what is drawn behind it`, async ({
      page,
    }) => {
      // About a second a theme; a loaded 2-core machine may take several.
      test.setTimeout(THEMES_PER_TEST * 9_000);
      const shortfalls: Shortfall[] = [];
      for (let id = first; id <= last; id++) {
        shortfalls.push(...(await shortfallsOf(page, `theme${id}`)));
      }
      expect(report(shortfalls), 'texts below WCAG AA (theme · text ratio, needed)').toBe('');
    });
  }
});
