import type { CardContent, Majlis } from '@shared/card/card-content';

/** A change to one majlis, as the editor's date, time, venue and programme editors report it. */
export type MajlisPatch = Partial<Omit<Majlis, 'id'>>;

/** The majlis the editor shows at `index` (a card always has at least one). */
export function majlisAt(content: Pick<CardContent, 'majlis'>, index: number): Majlis {
  const majlis = content.majlis[index];
  if (!majlis) throw new RangeError(`The card has no majlis at ${index}`);
  return majlis;
}

/**
 * The card's change when the majlis at `index` changes by `patch`: the whole list, the other
 * majlis as they are (the card's draft and edits keep the list as one field).
 */
export function changeMajlis(
  content: Pick<CardContent, 'majlis'>,
  index: number,
  patch: MajlisPatch,
): Pick<CardContent, 'majlis'> {
  majlisAt(content, index);
  return {
    majlis: content.majlis.map((majlis, i) => (i === index ? { ...majlis, ...patch } : majlis)),
  };
}
