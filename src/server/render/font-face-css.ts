import type { ChosenFonts } from '@shared/card/card-fonts';
import { ARABIC_RANGE, arabicFace, facesOf } from './font-catalogue';
import type { FontFile } from './font-catalogue';

// The card's fonts straight from the server's HTML: the @font-face rules are inline and the
// heading face is preloaded, so the names paint in their font without waiting for a script.

export const faceRule = (
  face: Pick<FontFile, 'family' | 'weight' | 'style' | 'url'>,
  src = face.url,
  range?: string,
) =>
  `@font-face{font-family:'${face.family}';font-style:${face.style};font-weight:${face.weight};` +
  `font-display:swap;src:url(${src}) format('woff2')` +
  `${range ? `;unicode-range:${range}` : ''}}`;

export const preload = (url: string) =>
  `<link rel="preload" as="font" type="font/woff2" href="${url}" crossorigin>`;

/**
 * `<style>` with the card's @font-face rules and `<link rel=preload>` for the heading face and the
 * body's 400 (the site's pages, and a card whose first screen is not known).
 */
export function cardFontTags(chosen: ChosenFonts): string {
  const { heading, body } = facesOf(chosen);
  const first = [heading, ...body.filter((face) => face.weight === 400)];
  const arabic = arabicFace();
  const rules = [heading, ...body].map((face) => faceRule(face)).join('');
  const arabicRule = faceRule(arabic, arabic.url, ARABIC_RANGE);
  return `${first.map((face) => preload(face.url)).join('')}<style>${rules}${arabicRule}</style>`;
}
