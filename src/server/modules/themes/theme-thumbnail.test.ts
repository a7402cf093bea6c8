import { describe, expect, it } from 'vitest';
import { THEMES, findTheme } from '@shared/themes/catalogue';
import { themeArt } from './art/theme-art';
import { THUMBNAIL_HEIGHT, THUMBNAIL_WIDTH, renderThumbnail } from './theme-thumbnail';

describe('theme thumbnails', () => {
  it('draws a watercolour theme (the filters that once crashed resvg) as a WebP of the right size', async () => {
    const theme = THEMES.find((t) => t.family === 'watercolour') ?? findTheme('theme7')!;
    const image = await renderThumbnail(theme, themeArt(theme));
    expect(image.subarray(8, 12).toString()).toBe('WEBP');
    const sharp = (await import('sharp')).default;
    const meta = await sharp(image).metadata();
    expect([meta.width, meta.height]).toEqual([THUMBNAIL_WIDTH, THUMBNAIL_HEIGHT]);
  });
});
