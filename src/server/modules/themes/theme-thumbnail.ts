import sharp from 'sharp';
import type { Theme } from '@shared/themes/catalogue';
import { FONT_PAIRS } from '@shared/themes/font-pairs';
import type { ThemeArt } from './art/art-types';
import { drawPng } from './hero-drawing';
import { heroNode } from './hero-layout';
import type { HeroWords } from './hero-drawing';

// A theme's gallery picture: its hero with the sample couple, drawn on the server and encoded as
// a small WebP.

export const THUMBNAIL_WIDTH = 360;
export const THUMBNAIL_HEIGHT = 640;
const SAMPLE_DATE = 'Sabtu, 12 Disember 2026';

function sampleWords(theme: Theme): HeroWords {
  const pair = FONT_PAIRS[theme.fontPair];
  return {
    heading: 'Walimatulurus',
    groom: 'Adam',
    bride: 'Hawa',
    date: SAMPLE_DATE,
    headingFont: pair.heading,
    bodyFont: pair.body,
  };
}

export async function renderThumbnail(theme: Theme, art: ThemeArt): Promise<Buffer> {
  const words = sampleWords(theme);
  const png = await drawPng(
    heroNode(theme, art, words, THUMBNAIL_WIDTH, THUMBNAIL_HEIGHT),
    THUMBNAIL_WIDTH,
    THUMBNAIL_HEIGHT,
    words,
  );
  return sharp(png).webp({ quality: 78, effort: 5 }).toBuffer();
}
