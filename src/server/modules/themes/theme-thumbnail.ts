import sharp from 'sharp';
import type { Locale } from '@shared/i18n/locales';
import type { Theme } from '@shared/themes/catalogue';
import { FONT_PAIRS } from '@shared/themes/font-pairs';
import type { ThemeArt } from './art/art-types';
import { drawPng } from './hero-drawing';
import { heroNode } from './hero-layout';
import type { HeroWords } from './hero-drawing';
import { SAMPLE_COUPLE, THUMBNAIL_TEXTS } from './thumbnail-texts';

// A theme's gallery picture: its hero with the sample couple, drawn on the server in one of the
// site's languages (the gallery shows a visitor the picture in theirs) and encoded as a small WebP.

export const THUMBNAIL_WIDTH = 360;
export const THUMBNAIL_HEIGHT = 640;

function sampleWords(theme: Theme, locale: Locale): HeroWords {
  const pair = FONT_PAIRS[theme.fontPair];
  return {
    ...THUMBNAIL_TEXTS[locale],
    ...SAMPLE_COUPLE,
    headingFont: pair.heading,
    bodyFont: pair.body,
  };
}

/** The theme's thumbnail in `locale`'s words (thumbnail-texts.ts). */
export async function renderThumbnail(
  theme: Theme,
  art: ThemeArt,
  locale: Locale,
): Promise<Buffer> {
  const words = sampleWords(theme, locale);
  const png = await drawPng(
    heroNode(theme, art, words, THUMBNAIL_WIDTH, THUMBNAIL_HEIGHT),
    THUMBNAIL_WIDTH,
    THUMBNAIL_HEIGHT,
    words,
  );
  return sharp(png).webp({ quality: 78, effort: 5 }).toBuffer();
}
