import type { CardLanguage } from '../i18n/card-words';

// The card's share picture (Open Graph, drawn by the server's themes module): its size and where
// on it the card's hero stands, as a phone with a 6 px edge, in the middle of the left side. The
// owner's pages show that phone alone, cut from the same picture, as the card's own likeness.

export const SHARE_PICTURE = {
  width: 1200,
  height: 630,
  /** The space around the picture's contents. */
  padding: 35,
  /** The hero itself, inside the phone's edge. */
  hero: { width: 300, height: 533 },
  edge: 6,
} as const;

/** The phone on the picture: the hero with its edge, centred in the height, `padding` from the left. */
export function sharePhoneBox(): { left: number; top: number; width: number; height: number } {
  const { height, padding, hero, edge } = SHARE_PICTURE;
  const phoneHeight = hero.height + 2 * edge;
  return {
    left: padding,
    top: (height - phoneHeight) / 2,
    width: hero.width + 2 * edge,
    height: phoneHeight,
  };
}

/**
 * The share picture's `?v=` in its address: the card's version and its language. Its address is
 * kept for a year (it never shows anything else), and choosing the card's language raises no
 * version, so the language names it too: the picture is drawn in the card's language.
 */
export function sharePictureVersion(version: number, language: CardLanguage): string {
  return `${version}-${language}`;
}
