import { ruleMessage } from '@shared/i18n/rule-words';

// Text arrives as bytes (a JSON body, a form's fields). Bytes that are not UTF-8 (a stray 0xFF,
// a surrogate or an overlong form written as raw bytes) are refused with one clear message,
// where Node's lenient decoding would have stored U+FFFD in a name or a title.

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/** The refusal's words (`ruleMessage`: said in each visitor's language where it is sent). */
export const BROKEN_TEXT_MESSAGE = ruleMessage('errors.brokenText');

/** The text of UTF-8 bytes, or null when they are not UTF-8. */
export function decodeUtf8Strictly(bytes: Uint8Array): string | null {
  try {
    return strictUtf8.decode(bytes);
  } catch {
    return null;
  }
}
