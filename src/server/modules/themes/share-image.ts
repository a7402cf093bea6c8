import sharp from 'sharp';
import type { Theme } from '@shared/themes/catalogue';
import type { ThemeArt } from './art/art-types';
import { drawPng, h } from './hero-drawing';
import { heroNode } from './hero-layout';
import type { Node, ShareWords } from './hero-drawing';

import { SHARE_PICTURE } from '@shared/card/share-picture';

export const SHARE_WIDTH = SHARE_PICTURE.width;
export const SHARE_HEIGHT = SHARE_PICTURE.height;

/**
 * Lines of the same words in each language the card shows: the main one at `fontSize`, the second
 * beneath, smaller and muted (as the card itself sets its second language), and only when it
 * says something else (a date in both reads differently; a name would not).
 */
function languageLines(texts: readonly string[], fontSize: number, marginTop: number): Node[] {
  const [first, second] = texts.filter((text, i) => text && texts.indexOf(text) === i);
  if (first === undefined) return [];
  return [
    h('div', { style: { fontSize, marginTop } }, first),
    ...(second === undefined
      ? []
      : [h('div', { style: { fontSize: Math.round(fontSize * 0.78), opacity: 0.75 } }, second)]),
  ];
}

/**
 * The picture a WhatsApp or social link shows (Open Graph, 1200 × 630): the card's hero as a phone
 * on the left, the couple's names and date large on the right (and how many more majlis the card
 * holds), in the card's theme, fonts and language. A card in both languages keeps its heading
 * in Malay alone (as its hero does) and gives the date, the "more" line and the tagline in Malay
 * with the English beneath, smaller: on a picture a phone shows at a third of its size, two
 * headings would crowd the couple's names, which are the picture.
 */
export async function renderShareImage(
  theme: Theme,
  art: ThemeArt,
  words: ShareWords,
): Promise<Buffer> {
  const { palette } = theme;
  // Where the hero stands is shared: the owner's pages cut it out of this picture.
  const { width: heroWidth, height: heroHeight } = SHARE_PICTURE.hero;
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
        padding: SHARE_PICTURE.padding,
      },
    },
    h(
      'div',
      {
        style: {
          display: 'flex',
          borderRadius: 28,
          overflow: 'hidden',
          border: `${SHARE_PICTURE.edge}px solid ${palette.ink}`,
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
      ...languageLines(words.dates, 34, 24),
      ...languageLines(words.more, 28, 6),
      h(
        'div',
        {
          style: {
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            marginTop: 28,
            opacity: 0.8,
          },
        },
        ...languageLines(words.tagline, 24, 0),
      ),
    ),
  );
  const png = await drawPng(node, SHARE_WIDTH, SHARE_HEIGHT, words);
  // A palette PNG keeps the picture well under WhatsApp's preview size limit.
  return sharp(png).png({ palette: true, quality: 90, effort: 7 }).toBuffer();
}
