import type { CSSProperties } from 'react';

/**
 * How wide a heading font's letters are on average, as a share of its size, in the widest font of
 * each kind, with a little room: measured in Chromium on names as couples write them
 * ("Kamarulzamanee": Cinzel, whose small letters are capitals, 0.53; Parisienne 0.49). The card's
 * root carries its heading font's figure as `--card-heading-em` (theme-style.ts).
 */
export const NAME_LETTER_EM = { serif: 0.58, script: 0.52 } as const;

/** The characters of the longest word in the names ("Nurfarahiyah binti Zulkarnain": 10). */
export function longestWord(...names: string[]): number {
  let longest = 1;
  for (const name of names) {
    for (const word of name.split(/\s+/)) longest = Math.max(longest, [...word].length);
  }
  return longest;
}

/**
 * The couple's names may wrap between words (a long name, "bin" and "binti" parts, the "&"), but a
 * word never breaks: its size shrinks until the longest word fits the line. The element styled so
 * sits in a box with `container-type: inline-size` (the line's width is its `cqi`), and keeps the
 * theme's size wherever that already fits.
 */
export function nameFitStyle(...names: string[]): CSSProperties {
  const letters = longestWord(...names);
  return {
    fontSize: `min(1em, calc(100cqi / ${letters} / var(--card-heading-em, ${NAME_LETTER_EM.serif})))`,
    // A word of wider letters still than the measure allows breaks rather than leaves the line.
    overflowWrap: 'anywhere',
  };
}
