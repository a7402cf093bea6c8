// `npx tsx scripts/art-preview.ts <family> [more families…]`: draws a family's art for ten
// palettes and variants as phone-sized hero mock-ups, in Chromium, into
// artifacts/art/<family>.png (a 5 × 2 sheet at half size) for a person to look at.
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../playwright.config';
import type { ArtFamily } from '../src/server/modules/themes/art/art-types';
import { PALETTES } from '../src/shared/themes/palettes';

const families = process.argv.slice(2);
if (families.length === 0) throw new Error('usage: tsx scripts/art-preview.ts <family> …');
const outDir = path.resolve('artifacts/art');
fs.mkdirSync(outDir, { recursive: true });

const dataUri = (svg: string) => `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
const font = (file: string) => `file://${path.resolve('node_modules/@fontsource', file)}`;

function hero(art: ReturnType<ArtFamily>, palette: (typeof PALETTES)[number]): string {
  return `<div class="hero" style="background:${palette.page}">
    ${art.background ? `<img class="bg" src="${dataUri(art.background)}">` : ''}
    <img class="top" src="${dataUri(art.top)}">
    <img class="bottom" src="${dataUri(art.bottom)}">
    <div class="text" style="color:${palette.body}">
      <p class="small" style="color:${palette.ink}">WALIMATULURUS</p>
      <p class="name" style="color:${palette.ink}">Adam</p>
      <p class="amp" style="color:${palette.highlight}">&amp;</p>
      <p class="name" style="color:${palette.ink}">Hawa</p>
      ${art.centre ? `<img class="centre" src="${dataUri(art.centre)}">` : ''}
      <p class="date">Sabtu, 28 November 2026</p>
      <p class="pal">${palette.name}</p>
    </div>
  </div>`;
}

const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: CHROMIUM_ARGS,
});
try {
  for (const family of families) {
    const mod = (await import(`../src/server/modules/themes/art/families/${family}.ts`)) as Record<
      string,
      ArtFamily
    >;
    const draw = Object.values(mod).find((v) => typeof v === 'function');
    if (!draw) throw new Error(`no art function exported by ${family}.ts`);
    const heroes = Array.from({ length: 10 }, (_, k) => {
      const palette = PALETTES[(k * 7 + families.indexOf(family) * 3) % PALETTES.length]!;
      const art = draw(palette, { seed: 1000 + k * 7919, density: 0.3 + (k % 5) * 0.15, motif: k });
      const bytes = [art.background, art.top, art.bottom, art.centre].reduce(
        (n, s) => n + (s?.length ?? 0),
        0,
      );
      return hero(art, palette).replace(
        '</p>\n    </div>',
        ` · ${(bytes / 1024).toFixed(1)} KB</p>\n    </div>`,
      );
    });
    const html = `<!doctype html><html><head><style>
      @font-face { font-family: 'Great Vibes'; src: url(${font('great-vibes/files/great-vibes-latin-400-normal.woff2')}); }
      @font-face { font-family: 'Montserrat'; src: url(${font('montserrat/files/montserrat-latin-400-normal.woff2')}); }
      body { margin: 0; display: grid; grid-template-columns: repeat(5, 390px); gap: 8px; background: #888; width: max-content; }
      .hero { position: relative; width: 390px; height: 844px; overflow: hidden; }
      .bg { position: absolute; inset: 0; width: 100%; height: 100%; object-fit: cover; }
      .top { position: absolute; top: 0; left: 0; width: 100%; }
      .bottom { position: absolute; bottom: 0; left: 0; width: 100%; }
      .text { position: absolute; inset: 0; display: flex; flex-direction: column; align-items: center; justify-content: center; font-family: Montserrat; text-align: center; }
      .small { letter-spacing: .3em; font-size: 13px; margin: 0 0 12px; }
      .name { font-family: 'Great Vibes'; font-size: 64px; line-height: 1; margin: 0; }
      .amp { font-family: 'Great Vibes'; font-size: 36px; margin: 4px 0; }
      .centre { width: 200px; margin: 16px 0 8px; }
      .date { font-size: 15px; margin: 8px 0 0; }
      .pal { font-size: 10px; opacity: .6; margin-top: 8px; }
    </style></head><body>${heroes.join('')}</body></html>`;
    const file = path.join(outDir, `${family}.html`);
    fs.writeFileSync(file, html);
    const page = await browser.newPage({
      viewport: { width: 1990, height: 1700 },
      deviceScaleFactor: 0.5,
    });
    await page.goto(`file://${file}`);
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: path.join(outDir, `${family}.png`), fullPage: true });
    await page.close();
    console.log(`wrote artifacts/art/${family}.png`);
  }
} finally {
  await browser.close();
}
