import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

// Login codes and session tokens are never stored as they are, only as keyed
// hashes (HMAC-SHA256 with APP_SECRET). A copy of the database alone then logs nobody in, and
// rotating APP_SECRET voids every outstanding code and session at once.

/** A keyed hash, hex; `purpose` keeps a code's hash from ever equalling a token's. */
export function keyedHash(secret: string, purpose: string, value: string): string {
  return createHmac('sha256', secret).update(`${purpose}\0${value}`).digest('hex');
}

/** Compares two hex hashes in constant time (a different length is simply unequal). */
export function hashesEqual(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && left.length > 0 && timingSafeEqual(left, right);
}

/** `digits` decimal digits from a cryptographic source, leading zeros kept ("004271"). */
export function randomDigits(digits: number): string {
  return String(randomInt(0, 10 ** digits)).padStart(digits, '0');
}

/** 32 random bytes, base64url (43 characters): a session token. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}
