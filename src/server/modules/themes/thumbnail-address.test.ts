import { describe, expect, it } from 'vitest';
import { findTheme } from '@shared/themes/catalogue';
import { ThemeArtStore } from './theme-art-store';
import { thumbnailFileParts, thumbnailVersion } from './thumbnail-address';

describe('thumbnail addresses', () => {
  const store = new ThemeArtStore([findTheme('theme3')!]);

  it('carry the language in the file’s name, under the thumbnails’ own version', () => {
    const version = store.thumbnailVersion;
    expect(version).toMatch(/^[0-9a-f]{10}$/);
    expect(version).not.toBe(store.version);
    expect(store.thumbnailUrl('theme3', 'ms')).toBe(`/themes/thumbs/${version}/theme3.ms.webp`);
    expect(store.thumbnailUrl('theme3', 'en')).toBe(`/themes/thumbs/${version}/theme3.en.webp`);
  });

  it('change with the art’s version (and the words), nothing else', () => {
    expect(thumbnailVersion('0123456789')).toBe(thumbnailVersion('0123456789'));
    expect(thumbnailVersion('0123456789')).not.toBe(thumbnailVersion('0123456780'));
  });

  it('read a file’s theme and language; a file without one is the old address, Malay', () => {
    expect(thumbnailFileParts('theme12.en.webp')).toEqual({
      themeName: 'theme12',
      locale: 'en',
      legacy: false,
    });
    expect(thumbnailFileParts('theme12.ms.webp')).toMatchObject({ locale: 'ms', legacy: false });
    expect(thumbnailFileParts('theme12.webp')).toEqual({
      themeName: 'theme12',
      locale: 'ms',
      legacy: true,
    });
    for (const file of ['theme12.fr.webp', 'theme12.en.png', 'theme12.EN.webp', 'theme12.en']) {
      expect(thumbnailFileParts(file), file).toBeNull();
    }
  });
});
