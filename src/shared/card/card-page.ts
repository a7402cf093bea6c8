import type { PublicCard } from '../schemas/card';
import type { CardPhoto } from '../schemas/card-photos';

/**
 * A photo as the guest card draws it: its addresses made on the server (as the theme's art
 * addresses are), so the card's script carries no code to make them.
 */
export interface CardPagePhoto extends Pick<CardPhoto, 'id' | 'width' | 'height' | 'caption'> {
  /** The middle width, for a browser without srcset. */
  src: string;
  srcset: string;
}
import type { ThemeDetail } from '../schemas/theme';
import type { ChosenFonts } from './card-fonts';
import type { CardContent } from './card-content';
import type { CardWords } from '../i18n/card-words';
import { hasVisibleCharacter } from '../text/clean-text';
import { DEFAULT_HEADING } from './default-heading';

// What the server puts in the card's page for the browser to take
// over (hydrate) without another request, and the words of its title and share tags.

export type LiveCard = Extract<PublicCard, { state: 'live' }>;

/**
 * Every page of a card carries the card's fixed words in its language(s) (`words`), as plain
 * strings: the card's script formats them itself (card-words.ts) and loads no catalogue.
 */
export type CardPageData = (
  | {
      state: 'live';
      card: Omit<LiveCard, 'state'>;
      theme: ThemeDetail;
      fonts: ChosenFonts;
      /** `?kepada=`: the guest the link was made for, shown as text only. */
      greeting: string | null;
      /** When the server drew the page: the first client render counts down from the same instant. */
      renderedAt: number;
      /** The card's version (raised by every saved change): names its share picture's address. */
      version: number;
      /** The couple's photos (its Galeri section), in their order; none: no section. */
      photos: CardPagePhoto[];
    }
  | { state: 'expired'; id: string }
  /** Held, and taken down by its owner (HTTP 410). */
  | { state: 'closed'; id: string }
  | { state: 'not-found' }
) & { words: CardWords };

/**
 * The hero's heading line: the couple's own, or the card's default heading (Walimatulurus, in
 * the card's language) when they left it blank.
 */
export function heroHeading(
  content: Pick<CardContent, 'walimatulurus'>,
  fallback: string = DEFAULT_HEADING,
): string {
  return content.walimatulurus.trim() || fallback;
}

/** The walimatulurus text, a separator, then the groom's and bride's names. */
export function cardPageTitle(
  content: Pick<CardContent, 'walimatulurus' | 'groom_name' | 'bride_name'>,
  fallback: string = DEFAULT_HEADING,
): string {
  return `${heroHeading(content, fallback)} | ${content.groom_name} & ${content.bride_name}`;
}

export const MAX_GREETING_LENGTH = 60;

/**
 * `?kepada=Encik%20Ali` → `Encik Ali`. Only printable text is kept, on one line, cut at 60
 * characters; anything else (arrays, empty) gives no greeting. It is shown as text, never stored.
 */
export function guestGreeting(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const text = value
    .replace(/[\p{Cc}\p{Cf}\p{Cs}]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  // The shared text rule's idea of "nothing to see" (Hangul fillers, braille blanks…).
  if (!hasVisibleCharacter(text)) return null;
  return [...text].slice(0, MAX_GREETING_LENGTH).join('').trim();
}

/** Where the server puts the card's HTML and its data, for the client entry to find. */
export const CARD_ROOT_ELEMENT_ID = 'card-root';
export const CARD_DATA_ELEMENT_ID = 'card-data';
