import { Resvg } from '@resvg/resvg-js';
import { describe, expect, it } from 'vitest';
import { THEMES } from '@shared/themes/catalogue';
import { themeArt } from './art/theme-art';
import { artForServerDrawing } from './hero-drawing';

describe('theme art drawn on the server', () => {
  // A resvg panic aborts the process, so this walks every picture of every theme through the
  // same preparation and renderer the thumbnails use; a picture that trips resvg fails here.
  it('every theme picture can be drawn by resvg', () => {
    let drawn = 0;
    for (const theme of THEMES) {
      const art = themeArt(theme);
      for (const svg of [art.background, art.top, art.bottom, art.centre, art.frame]) {
        if (svg === null) continue;
        const png = new Resvg(artForServerDrawing(svg), { fitTo: { mode: 'width', value: 120 } })
          .render()
          .asPng();
        expect(png.length).toBeGreaterThan(0);
        drawn += 1;
      }
    }
    expect(drawn).toBeGreaterThanOrEqual(THEMES.length * 3);
  });

  it('keeps every other filter primitive as it is', () => {
    const svg =
      '<filter><feTurbulence baseFrequency=".04"/><feDisplacementMap in="SourceGraphic" scale="16"/><feGaussianBlur stdDeviation="1"/></filter>';
    expect(artForServerDrawing(svg)).toBe(
      '<filter><feTurbulence baseFrequency=".04"/><feOffset in="SourceGraphic" dx="0" dy="0"/><feGaussianBlur stdDeviation="1"/></filter>',
    );
  });
});
