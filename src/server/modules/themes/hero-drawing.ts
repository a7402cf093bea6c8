import { Resvg } from '@resvg/resvg-js';
import satori from 'satori';
import type { BodyFont, HeadingFont } from '@shared/themes/font-pairs';
import { fontData } from './theme-fonts';

// Pictures drawn on the server (the gallery thumbnail, the share picture): a tree of boxes that
// satori lays out with the theme's own fonts, and resvg paints as a PNG.

export interface Node {
  type: string;
  props: Record<string, unknown> & { children?: Node | string | (Node | string)[] };
}

export const h = (
  type: string,
  props: Record<string, unknown>,
  ...children: (Node | string)[]
): Node => ({
  type,
  props: { ...props, children: children.length === 1 ? children[0] : children },
});

/**
 * resvg (2.6) aborts the whole process, not just the drawing, on some feDisplacementMap filters
 * (an assertion on the primitive regions' heights). Browsers draw them fine, so only pictures
 * drawn on the server trade the displacement for a pass-through: the roughened edge it adds is
 * invisible at thumbnail size.
 */
export function artForServerDrawing(svg: string): string {
  return svg.replace(
    /<feDisplacementMap\b[^>]*\/>/g,
    '<feOffset in="SourceGraphic" dx="0" dy="0"/>',
  );
}

export const svgUri = (svg: string) =>
  `data:image/svg+xml;base64,${Buffer.from(artForServerDrawing(svg)).toString('base64')}`;

/** The words on a drawn hero, and the fonts to draw them in. */
export interface HeroWords {
  heading: string;
  groom: string;
  bride: string;
  date: string;
  headingFont: HeadingFont;
  bodyFont: BodyFont;
}

/**
 * The share picture's words: the hero's (in the card's main language), and beside it lines in
 * each language the card shows, the main one first (one line each for a card in one language).
 */
export interface ShareWords extends HeroWords {
  /** The first majlis's date. */
  dates: string[];
  /** Under the date of a card of several majlis (`dan 2 majlis lagi`); empty for one majlis. */
  more: string[];
  /** The invitation to tap the link. */
  tagline: string[];
}

export async function drawPng(
  node: Node,
  width: number,
  height: number,
  words: HeroWords,
): Promise<Buffer> {
  const svg = await satori(node as unknown as Parameters<typeof satori>[0], {
    width,
    height,
    fonts: [
      { name: 'Heading', data: fontData(words.headingFont), weight: 400, style: 'normal' },
      { name: 'Body', data: fontData(words.bodyFont), weight: 400, style: 'normal' },
    ],
  });
  return new Resvg(svg, { fitTo: { mode: 'width', value: width } }).render().asPng();
}
