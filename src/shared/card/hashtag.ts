// Only letters and digits are kept in the card hashtag, and it is required.
// Letters include Malay and Jawi letters, so Unicode classes rather than A-Z.

export const HASHTAG_MAX_LENGTH = 60;

export function cleanHashtag(input: string): string {
  return input.replace(/[^\p{L}\p{N}]/gu, '').slice(0, HASHTAG_MAX_LENGTH);
}
