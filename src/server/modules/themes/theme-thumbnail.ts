import { Resvg } from '@resvg/resvg-js';
import satori from 'satori';
import sharp from 'sharp';
import type { ThemeArt } from '@shared/themes/art/art-types';
import type { Theme } from '@shared/themes/catalogue';
import { FONT_PAIRS } from '@shared/themes/font-pairs';
import { fontData } from './theme-fonts';

// A theme's gallery picture: its hero with the sample couple, drawn on the server (satori lays
// out the text with the theme's own fonts, resvg paints, sharp encodes a small WebP).

export const THUMBNAIL_WIDTH = 360;
export const THUMBNAIL_HEIGHT = 640;
const SAMPLE_DATE = 'Sabtu, 12 Disember 2026';

interface Node {
  type: string;
  props: Record<string, unknown> & { children?: Node | string | (Node | string)[] };
}

const h = (type: string, props: Record<string, unknown>, ...children: (Node | string)[]): Node => ({
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

const svgUri = (svg: string) =>
  `data:image/svg+xml;base64,${Buffer.from(artForServerDrawing(svg)).toString('base64')}`;

function layout(theme: Theme, art: ThemeArt): Node {
  const { palette } = theme;
  const pair = FONT_PAIRS[theme.fontPair];
  const decorationHeight = Math.round((THUMBNAIL_WIDTH * 240) / 400);
  const nameSize = pair.headingKind === 'script' ? 60 : 44;
  const image = (src: string, style: Record<string, unknown>) =>
    h('img', { src: svgUri(src), style: { position: 'absolute', ...style } });

  return h(
    'div',
    {
      style: {
        width: THUMBNAIL_WIDTH,
        height: THUMBNAIL_HEIGHT,
        display: 'flex',
        position: 'relative',
        backgroundColor: palette.page,
        fontFamily: 'Body',
      },
    },
    ...(art.background
      ? [
          image(art.background, {
            left: 0,
            top: 0,
            width: THUMBNAIL_WIDTH,
            height: THUMBNAIL_HEIGHT,
          }),
        ]
      : []),
    image(art.top, { left: 0, top: 0, width: THUMBNAIL_WIDTH, height: decorationHeight }),
    image(art.bottom, { left: 0, bottom: 0, width: THUMBNAIL_WIDTH, height: decorationHeight }),
    h(
      'div',
      {
        style: {
          position: 'absolute',
          left: 0,
          top: 0,
          width: THUMBNAIL_WIDTH,
          height: THUMBNAIL_HEIGHT,
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          justifyContent: 'center',
          color: palette.body,
        },
      },
      h('div', { style: { fontSize: 11, letterSpacing: 4, color: palette.ink } }, 'WALIMATULURUS'),
      h(
        'div',
        { style: { fontFamily: 'Heading', fontSize: nameSize, color: palette.ink, marginTop: 10 } },
        'Adam',
      ),
      h(
        'div',
        { style: { fontFamily: 'Heading', fontSize: nameSize * 0.55, color: palette.highlight } },
        '&',
      ),
      h(
        'div',
        { style: { fontFamily: 'Heading', fontSize: nameSize, color: palette.ink } },
        'Hawa',
      ),
      ...(art.centre
        ? [h('img', { src: svgUri(art.centre), style: { width: 180, height: 36, marginTop: 12 } })]
        : []),
      h('div', { style: { fontSize: 13, marginTop: 10 } }, SAMPLE_DATE),
    ),
  );
}

export async function renderThumbnail(theme: Theme, art: ThemeArt): Promise<Buffer> {
  const pair = FONT_PAIRS[theme.fontPair];
  const svg = await satori(layout(theme, art) as unknown as Parameters<typeof satori>[0], {
    width: THUMBNAIL_WIDTH,
    height: THUMBNAIL_HEIGHT,
    fonts: [
      { name: 'Heading', data: fontData(pair.heading), weight: 400, style: 'normal' },
      { name: 'Body', data: fontData(pair.body), weight: 400, style: 'normal' },
    ],
  });
  const png = new Resvg(svg, { fitTo: { mode: 'width', value: THUMBNAIL_WIDTH } }).render().asPng();
  return sharp(png).webp({ quality: 78, effort: 5 }).toBuffer();
}
