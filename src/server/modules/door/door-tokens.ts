import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { PASS_TOKEN_PATTERN, USHER_TOKEN_PATTERN } from '@shared/schemas/check-in';
import { keyedHash } from '../../lib/secrets';
import { randomId } from '../../lib/ids';

// The two secrets of the door. A guest's pass token is 128 random bits, given to the guest once and
// kept here only as a keyed hash. An usher link's token is its id signed with APP_SECRET, so the
// owner can copy the link again any time without the token being stored; revoking the link (or
// rotating APP_SECRET) ends it.

/** A new pass token: 22 base64url characters. */
export function newPassToken(): string {
  return randomBytes(16).toString('base64url');
}

/** What is stored of a pass token (null for anything that is not one). */
export function passHash(secret: string, token: string): string | null {
  return PASS_TOKEN_PATTERN.test(token) ? keyedHash(secret, 'rsvp-pass', token) : null;
}

/** A pass for an attending guest: the token to give them and the hash to keep. */
export function newPass(secret: string): { token: string; hash: string | null } {
  const token = newPassToken();
  return { token, hash: passHash(secret, token) };
}

export const newUsherId = () => randomId(12);

const usherSignature = (secret: string, usherId: string) =>
  createHmac('sha256', secret).update(`usher-link\0${usherId}`).digest('base64url');

/** `<usher id>.<signature>`: the part of the usher link after `#`. */
export function usherToken(secret: string, usherId: string): string {
  return `${usherId}.${usherSignature(secret, usherId)}`;
}

/** The usher id a token was signed for, or null for a token we never signed. */
export function usherIdOf(secret: string, token: string): string | null {
  if (!USHER_TOKEN_PATTERN.test(token)) return null;
  const [usherId = '', signature = ''] = token.split('.');
  const expected = Buffer.from(usherSignature(secret, usherId));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given) ? usherId : null;
}
