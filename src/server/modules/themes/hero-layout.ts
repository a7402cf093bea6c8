import type { Theme } from '@shared/themes/catalogue';
import { COMPOSITIONS, initialsOf } from '@shared/themes/compositions';
import { headingKindOf } from '@shared/themes/font-pairs';
import type { ThemeArt } from './art/art-types';
import { h, svgUri } from './hero-drawing';
import type { HeroWords, Node } from './hero-drawing';

// A theme's hero as the gallery thumbnail and the share picture both show it: the art, the words
// and the frame that holds them, laid out as the card lays them out.

/** The phone width the frames are drawn for (@shared/themes/compositions.ts). */
const PHONE_WIDTH = 390;
/** A stacked hero is laid out as on a 360 × 640 screen, the gallery thumbnail's own size. */
const STACKED_SCREEN_WIDTH = 360;

/** A theme's phone-shaped hero, `width` × `height`, laid out as the card lays it out, scaled. */
export function heroNode(
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
    const unit = width / STACKED_SCREEN_WIDTH;
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
