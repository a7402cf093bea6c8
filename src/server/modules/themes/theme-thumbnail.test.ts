import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { THEMES, findTheme } from '@shared/themes/catalogue';
import { themeArt } from './art/theme-art';
import { THUMBNAIL_HEIGHT, THUMBNAIL_WIDTH, renderThumbnail } from './theme-thumbnail';
import { THUMBNAIL_TEXTS } from './thumbnail-texts';

describe('theme thumbnails', () => {
  it('draws a watercolour theme (the filters that once crashed resvg) as a WebP of the right size', async () => {
    const theme = THEMES.find((t) => t.family === 'watercolour') ?? findTheme('theme7')!;
    const image = await renderThumbnail(theme, themeArt(theme), 'ms');
    expect(image.subarray(8, 12).toString()).toBe('WEBP');
    const meta = await sharp(image).metadata();
    expect([meta.width, meta.height]).toEqual([THUMBNAIL_WIDTH, THUMBNAIL_HEIGHT]);
  });

  it('says a card’s heading and date in each language, as a card in it does', () => {
    expect(THUMBNAIL_TEXTS).toEqual({
      ms: { heading: 'Walimatulurus', date: 'Sabtu, 12 Disember 2026' },
      en: { heading: 'The Wedding of', date: 'Saturday, 12 December 2026' },
    });
  });

  it('draws the English picture with other words than the Malay one, on the same art', async () => {
    const theme = findTheme('theme1')!;
    const art = themeArt(theme);
    const [malay, english] = await Promise.all(
      (['ms', 'en'] as const).map((locale) =>
        renderThumbnail(theme, art, locale).then((webp) => sharp(webp).raw().toBuffer()),
      ),
    );
    // Only the words differ: most of the picture (the art) is the same, some of it is not.
    let differing = 0;
    for (let i = 0; i < malay!.length; i += 1) if (malay![i] !== english![i]) differing += 1;
    expect(differing).toBeGreaterThan(0.005 * malay!.length);
    expect(differing).toBeLessThan(0.5 * malay!.length);
  });
});
