import { PASS_PATH, PASS_TOKEN_PATTERN } from '@shared/schemas/check-in';
import { isPartyToken } from '@shared/guests/personal-link';

/**
 * The pass token in a scanned QR code: a guest's pass encodes `PUBLIC_URL/pas#<token>` and
 * nothing else. The token is an RSVP's pass (22 characters) or, for a party on the
 * guest list, its personal link's token (24: one token from invitation to the door).
 * Null for any other code (a card link, a payment QR, plain text).
 */
export function passTokenFromQr(text: string): string | null {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.pathname.replace(/\/+$/, '') !== PASS_PATH) return null;
  const token = url.hash.replace(/^#/, '');
  return PASS_TOKEN_PATTERN.test(token) || isPartyToken(token) ? token : null;
}
