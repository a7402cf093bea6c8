import { Resvg } from '@resvg/resvg-js';
import satori from 'satori';
import sharp from 'sharp';
import type { Theme } from '@shared/themes/catalogue';
import { COMPOSITIONS, initialsOf } from '@shared/themes/compositions';
import { FONT_PAIRS, headingKindOf } from '@shared/themes/font-pairs';
import type { BodyFont, HeadingFont } from '@shared/themes/font-pairs';
import type { ThemeArt } from './art/art-types';
import { fontData } from './theme-fonts';

// A theme's gallery picture: its hero with the sample couple, drawn on the server (satori lays
// out the text with the theme's own fonts, resvg paints, sharp encodes a small WebP).

export const THUMBNAIL_WIDTH = 360;
export const THUMBNAIL_HEIGHT = 640;
/** The phone width the frames are drawn for (@shared/themes/compositions.ts). */
const PHONE_WIDTH = 390;
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

/** The words on a drawn hero, and the fonts to draw them in. */
export interface HeroWords {
  heading: string;
  groom: string;
  bride: string;
  date: string;
  headingFont: HeadingFont;
  bodyFont: BodyFont;
}

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

/** A theme's phone-shaped hero, `width` × `height`, laid out as the card lays it out, scaled. */
function heroNode(
  theme: Theme,
  art: ThemeArt,
  words: HeroWords,
  width: number,
  height: number,
): Node {
  const composition = COMPOSITIONS[theme.composition];
  const decorationHeight = Math.round((width * 240) / 400);
  const image = (src: string, style: Record<string, unknown>) =>
    h('img', { src: svgUri(src), style: { position: 'absolute', ...style } });
  const layers = [
    ...(art.background ? [image(art.background, { left: 0, top: 0, width, height })] : []),
    ...(composition.showTop
      ? [image(art.top, { left: 0, top: 0, width, height: decorationHeight })]
      : []),
    ...(composition.showBottom
      ? [image(art.bottom, { left: 0, bottom: 0, width, height: decorationHeight })]
      : []),
  ];
  return h(
    'div',
    {
      style: {
        width,
        height,
        display: 'flex',
        position: 'relative',
        backgroundColor: theme.palette.page,
        fontFamily: 'Body',
      },
    },
    ...layers,
    ...layoutNodes(theme, art, words, width, height),
  );
}

/**
 * The words and the frame that holds them, as ThemedHero (src/web/themes/themed-hero.tsx) places
 * them. A stacked hero is laid out as on a 360 × 640 screen; a framed one as on a 390 px phone
 * (the unit its frame is drawn in), seen through the same 9:16 window.
 */
function layoutNodes(
  theme: Theme,
  art: ThemeArt,
  words: HeroWords,
  width: number,
  height: number,
): Node[] {
  const composition = COMPOSITIONS[theme.composition];
  const frame = composition.frame;
  const fill = (style: Record<string, unknown>, ...children: Node[]) =>
    h(
      'div',
      {
        style: {
          position: 'absolute',
          left: 0,
          top: 0,
          width,
          height,
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          justifyContent: 'center',
          ...style,
        },
      },
      ...children,
    );
  if (!frame || !art.frame) {
    const unit = width / THUMBNAIL_WIDTH;
    return [fill({ padding: 24 * unit }, ...wordNodes(theme, art, words, unit, 'center'))];
  }
  // A picture above the names makes the column taller than the 9:16 window shows of a phone:
  // those heroes are drawn smaller, so the whole column fits above the bottom decoration as it
  // does on a 390 × 844 phone.
  const stackedHeight =
    frame.kind === 'crest' || frame.kind === 'window'
      ? frame.height + 484 + (composition.showBottom ? 176 : 64)
      : 0;
  const unit = Math.min(width / PHONE_WIDTH, stackedHeight ? height / stackedHeight : Infinity);
  const px = (n: number) => n * unit;
  // satori places an absolute child by the page, not by its parent box: the frame is the box's
  // background instead, and the band's tiles are layers of the page.
  const framePicture = {
    backgroundImage: `url(${svgUri(art.frame)})`,
    backgroundSize: '100% 100%',
    backgroundRepeat: 'no-repeat',
  };
  switch (frame.kind) {
    case 'border':
      return [
        fill(
          {},
          h(
            'div',
            {
              style: {
                position: 'relative',
                display: 'flex',
                flexDirection: 'column',
                alignItems: 'center',
                justifyContent: 'center',
                // satori's boxes grow by their padding (content-box): the frame's size, less it.
                width: px(frame.width - 2 * frame.padding.side),
                height: px(frame.height - frame.padding.top - frame.padding.bottom),
                padding: `${px(frame.padding.top)}px ${px(frame.padding.side)}px ${px(frame.padding.bottom)}px`,
                boxSizing: 'content-box',
                ...framePicture,
              },
            },
            ...wordNodes(theme, art, words, unit, 'center'),
          ),
        ),
      ];
    case 'band': {
      const tiles = Math.ceil(height / px(frame.height));
      return [
        ...Array.from({ length: tiles }, (_, i) =>
          h('img', {
            src: svgUri(art.frame!),
            style: {
              position: 'absolute',
              left: 0,
              top: i * px(frame.height),
              width: px(frame.width),
              height: px(frame.height),
            },
          }),
        ),
        fill(
          { alignItems: 'flex-start', paddingLeft: px(frame.width + 28), paddingRight: px(24) },
          ...wordNodes(theme, art, words, unit, 'left'),
        ),
      ];
    }
    case 'crest':
    case 'window': {
      const [groom, bride] = initialsOf(words.groom, words.bride);
      const monogram =
        frame.kind === 'crest'
          ? [
              h(
                'div',
                {
                  style: {
                    position: 'absolute',
                    left: 0,
                    top: 0,
                    width: px(frame.width),
                    height: px(frame.height),
                    display: 'flex',
                    alignItems: 'center',
                    justifyContent: 'center',
                    fontFamily: 'Heading',
                    fontSize: px(52),
                    color: theme.palette.ink,
                  },
                },
                groom,
                h(
                  'span',
                  {
                    style: {
                      fontSize: px(26),
                      color: theme.palette.highlight,
                      margin: `0 ${px(2)}px`,
                    },
                  },
                  '&',
                ),
                bride,
              ),
            ]
          : [];
      return [
        fill(
          { paddingBottom: composition.showBottom ? px(176) : px(64), paddingTop: px(64) },
          h(
            'div',
            {
              style: {
                position: 'relative',
                display: 'flex',
                width: px(frame.width),
                height: px(frame.height),
                marginBottom: px(20),
                ...framePicture,
              },
            },
            ...monogram,
          ),
          ...wordNodes(theme, art, words, unit, 'center'),
        ),
      ];
    }
  }
}

/** The heading line, the names, the centre ornament and the date. */
function wordNodes(
  theme: Theme,
  art: ThemeArt,
  words: HeroWords,
  unit: number,
  align: 'center' | 'left',
): Node[] {
  const { palette } = theme;
  const script = headingKindOf(words.headingFont) === 'script';
  const nameSize = (script ? 60 : 44) * unit;
  const name = (text: string, extra: Record<string, unknown> = {}) =>
    h(
      'div',
      { style: { fontFamily: 'Heading', fontSize: nameSize, color: palette.ink, ...extra } },
      text,
    );
  const textAlign = align === 'center' ? 'center' : 'left';
  return [
    h(
      'div',
      { style: { fontSize: 11 * unit, letterSpacing: 4 * unit, color: palette.ink, textAlign } },
      words.heading.toUpperCase(),
    ),
    name(words.groom, { marginTop: 10 * unit }),
    h(
      'div',
      { style: { fontFamily: 'Heading', fontSize: nameSize * 0.55, color: palette.highlight } },
      '&',
    ),
    name(words.bride),
    ...(art.centre && COMPOSITIONS[theme.composition].showCentre
      ? [
          h('img', {
            src: svgUri(art.centre),
            style: { width: 180 * unit, height: 36 * unit, marginTop: 12 * unit },
          }),
        ]
      : []),
    h(
      'div',
      { style: { fontSize: 13 * unit, marginTop: 10 * unit, color: palette.body } },
      words.date,
    ),
  ];
}

async function drawPng(
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

export const SHARE_WIDTH = 1200;
export const SHARE_HEIGHT = 630;

/**
 * The picture a WhatsApp or social link shows (Open Graph, 1200 × 630): the card's hero as a phone
 * on the left, the couple's names and date large on the right, in the card's theme and fonts.
 */
export async function renderShareImage(
  theme: Theme,
  art: ThemeArt,
  words: HeroWords,
): Promise<Buffer> {
  const { palette } = theme;
  const heroWidth = 300;
  const heroHeight = 533;
  const node = h(
    'div',
    {
      style: {
        width: SHARE_WIDTH,
        height: SHARE_HEIGHT,
        display: 'flex',
        alignItems: 'center',
        backgroundColor: palette.dark ? palette.accentSoft : palette.page,
        fontFamily: 'Body',
        padding: 35,
      },
    },
    h(
      'div',
      {
        style: {
          display: 'flex',
          borderRadius: 28,
          overflow: 'hidden',
          border: `6px solid ${palette.ink}`,
        },
      },
      heroNode(theme, art, words, heroWidth, heroHeight),
    ),
    h(
      'div',
      {
        style: {
          flex: 1,
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          justifyContent: 'center',
          textAlign: 'center',
          paddingLeft: 40,
          color: palette.dark ? palette.ink : palette.body,
        },
      },
      h(
        'div',
        {
          style: {
            fontSize: 26,
            letterSpacing: 8,
            color: palette.dark ? palette.ink : palette.accent,
          },
        },
        words.heading.toUpperCase(),
      ),
      h(
        'div',
        {
          style: {
            fontFamily: 'Heading',
            fontSize: 92,
            lineHeight: 1.1,
            color: palette.dark ? palette.ink : palette.ink,
            marginTop: 18,
          },
        },
        `${words.groom} & ${words.bride}`,
      ),
      h('div', { style: { fontSize: 34, marginTop: 24 } }, words.date),
      h(
        'div',
        { style: { fontSize: 24, marginTop: 28, opacity: 0.8 } },
        'Tekan link untuk lihat undangan.',
      ),
    ),
  );
  const png = await drawPng(node, SHARE_WIDTH, SHARE_HEIGHT, words);
  // A palette PNG keeps the picture well under WhatsApp's preview size limit.
  return sharp(png).png({ palette: true, quality: 90, effort: 7 }).toBuffer();
}
