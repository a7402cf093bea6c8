import { PASS_PATH, PASS_TOKEN_PATTERN } from '@shared/schemas/check-in';

/**
 * The pass token in a scanned QR code: a guest's pass encodes `PUBLIC_URL/pas#<token>` and
 * nothing else (issue 14). Null for any other code (a card link, a payment QR, plain text).
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
  return PASS_TOKEN_PATTERN.test(token) ? token : null;
}
