import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { THEMES, findTheme } from '@shared/themes/catalogue';
import { COMPOSITIONS } from '@shared/themes/compositions';
import { themeArt } from './theme-art';

// The artwork rules (themes issue): our own SVG, drawn by code, small, safe to serve, and
// different for every theme.

const arts = THEMES.map((theme) => ({ theme, art: themeArt(theme) }));
const documents = (art: ReturnType<typeof themeArt>) =>
  [art.background, art.top, art.bottom, art.centre, art.frame].filter(
    (svg): svg is string => svg !== null,
  );

describe('theme art', () => {
  it.each(arts.map(({ theme, art }) => [theme.name, art] as const))(
    '%s is complete, self-contained SVG',
    (_, art) => {
      for (const svg of documents(art)) {
        expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
        expect(svg.endsWith('</svg>')).toBe(true);
        // Nothing that loads or runs anything, and no text that would need a font.
        expect(svg).not.toMatch(
          /<script|<image|<text|<foreignObject|<style|\son\w+=|href="(?!#)|url\((?!#)/i,
        );
      }
    },
  );

  it('keeps every theme small (its pictures together ≤ 24 KB, and ≤ 30 KB as gzip)', () => {
    const sizes = arts.map(({ theme, art }) => ({
      name: theme.name,
      bytes: documents(art).reduce((n, svg) => n + Buffer.byteLength(svg), 0),
      gzip: documents(art).reduce((n, svg) => n + gzipSync(svg, { level: 9 }).length, 0),
    }));
    expect(sizes.filter((s) => s.bytes > 24 * 1024)).toEqual([]);
    expect(sizes.filter((s) => s.gzip > 30 * 1024)).toEqual([]);
  });

  it.each(arts.map(({ theme, art }) => [theme.name, theme.composition, art] as const))(
    '%s draws the frame its composition (%s) lays out, at its size',
    (_, composition, art) => {
      const frame = COMPOSITIONS[composition].frame;
      if (!frame) {
        expect(art.frame).toBeNull();
        return;
      }
      // A frame sliced as a border-image needs its own size in the document (svgDocument sized).
      expect(art.frame).toContain(`viewBox="0 0 ${frame.width} ${frame.height}"`);
      expect(art.frame).toContain(`width="${frame.width}" height="${frame.height}"`);
    },
  );

  it('draws the same picture every time (no hidden randomness)', () => {
    const theme = findTheme('theme42')!;
    expect(themeArt(theme)).toEqual(themeArt(theme));
  });

  it('gives every theme its own top and bottom decoration', () => {
    expect(new Set(arts.map(({ art }) => art.top)).size).toBe(THEMES.length);
    expect(new Set(arts.map(({ art }) => art.bottom)).size).toBe(THEMES.length);
  });

  it('lets theme 23 show the background of theme 15', () => {
    const own = themeArt(findTheme('theme15')!).background;
    expect(themeArt(findTheme('theme23')!).background).toBe(own);
  });

  it('leaves a few themes without a background picture', () => {
    const plain = arts.filter(({ art }) => art.background === null).length;
    expect(plain).toBeGreaterThan(0);
    expect(plain).toBeLessThan(THEMES.length);
  });
});
