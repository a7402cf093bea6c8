// The one rule for every text a person types into Jemput (card texts, RSVP names and wishes,
// contact names, programme titles, promo codes, profile names…), used by every zod schema that
// takes user text, on the server and in the browser alike. What it guards against was found by
// sending junk to the API: NUL bytes (PostgreSQL refuses them with a 500), control characters,
// bidi overrides that make a name read backwards, names made of invisible characters only, and
// lone UTF-16 surrogates (stored as broken UTF-8). Real names in any script, emoji included,
// pass through untouched apart from Unicode NFC normalisation and trimming.

/**
 * C0 controls other than tab, line feed and carriage return (the last two are line breaks), DEL, the C1 controls, the bidi embeddings, overrides and isolates
 * (U+202A–U+202E, U+2066–U+2069), and the noncharacters U+FFFE and U+FFFF.
 */
const FORBIDDEN =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069\uFFFE\uFFFF]/;

/**
 * Characters that draw nothing: white space, the zero-width ones (U+200B–U+200F, word joiner and
 * friends U+2060–U+2064, U+FEFF), the soft hyphen, the combining grapheme joiner, the Hangul
 * fillers (U+115F, U+1160, U+3164, U+FFA0, favourites of blank-name tricks), the Khmer and
 * Mongolian invisible vowels, and the braille blank. Trimmed from both ends of every text.
 */
const INVISIBLE =
  '\\s\\u00AD\\u034F\\u115F\\u1160\\u17B4\\u17B5\\u180E\\u200B-\\u200F\\u2060-\\u2064\\u3164\\uFFA0\\uFEFF\\u2800';
// The classes list single code points on purpose (a joiner among them is not joining anything).
// eslint-disable-next-line no-misleading-character-class
const EDGES = new RegExp(`^[${INVISIBLE}]+|[${INVISIBLE}]+$`, 'g');
/** Also what cannot be seen on its own: variation selectors and the rest of Unicode's ignorables. */
// eslint-disable-next-line no-misleading-character-class
const UNSEEN = new RegExp(`[${INVISIBLE}\\p{Default_Ignorable_Code_Point}]`, 'gu');

/** Whether every surrogate in the text is one half of a pair (a lone half is not a character). */
export function isWellFormed(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) {
    const unit = text.charCodeAt(i);
    if (unit >= 0xd800 && unit <= 0xdbff) {
      const next = text.charCodeAt(i + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return false;
      i += 1;
    } else if (unit >= 0xdc00 && unit <= 0xdfff) {
      return false;
    }
  }
  return true;
}

/** Whether the text holds characters no field accepts (see FORBIDDEN), or a lone surrogate. */
export function hasForbiddenCharacters(text: string): boolean {
  return FORBIDDEN.test(text) || !isWellFormed(text);
}

/** Whether anything in the text would show on screen. */
export function hasVisibleCharacter(text: string): boolean {
  return text.replace(UNSEEN, '') !== '';
}

/**
 * The form every text is kept in: line breaks as `\n`, tabs as spaces, Unicode NFC (so `é` typed
 * two ways is one text), invisible characters trimmed from both ends, and '' when nothing in it
 * can be seen. Forbidden characters are left for the caller to refuse (see userText).
 */
export function normaliseText(text: string): string {
  const tidy = text.replace(/\r\n?/g, '\n').replace(/\t/g, ' ').normalize('NFC').replace(EDGES, '');
  return hasVisibleCharacter(tidy) ? tidy : '';
}

/** Lines in a text ('' has none). */
export function lineCount(text: string): number {
  return text === '' ? 0 : text.split('\n').length;
}
