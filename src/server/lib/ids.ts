import { randomInt } from 'node:crypto';

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/**
 * A random id from a cryptographic source. Card ids are short enough to read out over the phone
 * yet unguessable: 10 characters of 36 give about 3.6 × 10^15 possibilities.
 */
export function randomId(length = 16): string {
  let id = '';
  for (let i = 0; i < length; i += 1) id += ALPHABET[randomInt(ALPHABET.length)];
  return id;
}

export const CARD_ID_LENGTH = 10;

export function newCardId(): string {
  return randomId(CARD_ID_LENGTH);
}
