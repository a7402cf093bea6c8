// The inputs the sweep throws at every field, parameter and body. Each has a label for the
// report. Strings are kept free of U+FFFD on purpose: a U+FFFD found in the database afterwards
// can then only have come from the server turning something broken (a lone surrogate, a bad
// byte) into one, which the junk check flags.

export interface Nasty {
  label: string;
  value: unknown;
}

/** A value nested `depth` levels deep: `{a:{a:…}}` or `[[…]]` (parsers and validators recurse). */
export function nested(depth: number, kind: 'object' | 'array'): unknown {
  let value: unknown = 'x';
  for (let level = 0; level < depth; level++) value = kind === 'object' ? { a: value } : [value];
  return value;
}

/** The bidi controls the issue names one by one: embeddings, overrides and isolates. */
const BIDI = [
  '\u202A',
  '\u202B',
  '\u202C',
  '\u202D',
  '\u202E',
  '\u2066',
  '\u2067',
  '\u2068',
  '\u2069',
];

/** Characters that show nothing: a name made only of them looks empty on a card. */
const INVISIBLE = ['\u200B', '\u200C', '\u200D', '\u2060', '\uFEFF', '\u00AD', '\u3164'];

const hex = (char: string) => `U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase()}`;

/** Strings that a lenient server would store and a card would then show (or choke on). */
export const NASTY_STRINGS: Nasty[] = [
  { label: 'empty string', value: '' },
  { label: 'spaces only', value: '   ' },
  { label: 'tab and newlines only', value: '\t\n\r\n' },
  { label: 'NUL alone', value: '\u0000' },
  { label: 'NUL inside', value: 'Ali\u0000Aminah' },
  { label: 'C0 controls (BEL, ESC sequence)', value: 'Ali\u0007\u001b[31mAminah' },
  { label: 'vertical tab and form feed', value: 'Ali\u000b\u000cAminah' },
  { label: 'carriage return alone', value: 'Ali\rAminah' },
  { label: 'DEL', value: 'Ali\u007f' },
  { label: 'C1 controls (NEL, CSI)', value: 'Ali\u0085\u009bAminah' },
  ...BIDI.map((char) => ({ label: `bidi ${hex(char)}`, value: `Ali ${char}hsilam` })),
  ...INVISIBLE.map((char) => ({ label: `only ${hex(char)}`, value: char.repeat(3) })),
  { label: 'only zero-width mix', value: INVISIBLE.join('') },
  { label: 'zero-width mix around a name', value: `${INVISIBLE.join('')}Ali${INVISIBLE.join('')}` },
  { label: 'lone high surrogate', value: '\uD800' },
  { label: 'lone low surrogate inside', value: 'Ali\uDFFFAminah' },
  { label: 'reversed surrogate pair', value: '\uDC00\uD800' },
  { label: 'noncharacter U+FFFF', value: 'Ali\uFFFF' },
  { label: 'combining marks pile (zalgo)', value: `A${'\u0301'.repeat(300)}` },
  { label: 'huge 100k string', value: 'a'.repeat(100_000) },
  { label: 'huge multi-byte string', value: '😀'.repeat(30_000) },
  { label: 'ten thousand lines', value: 'a\n'.repeat(10_000) },
  { label: 'SQL injection (quote)', value: "' OR '1'='1" },
  { label: 'SQL injection (drop)', value: "Ali'); DROP TABLE rsvps; --" },
  { label: 'SQL injection (comment, cast)', value: '1/**/UNION/**/SELECT/**/NULL::text--' },
  { label: 'HTML script', value: '<script>alert(1)</script>' },
  { label: 'HTML attribute breakout', value: '"><img src=x onerror=alert(1)>' },
  { label: 'template and format strings', value: '${7*7}{{7*7}}%s%n%x' },
  { label: 'path traversal text', value: '../../../etc/passwd' },
  { label: 'mail header injection', value: 'a@example.com\r\nBcc: b@example.com' },
  { label: 'hex number as text', value: '0x10' },
  { label: 'exponent number as text', value: '1e1' },
  { label: 'NaN as text', value: 'NaN' },
  { label: 'Infinity as text', value: 'Infinity' },
  { label: 'negative number as text', value: '-1' },
  { label: 'Arabic-Indic digits', value: '\u0661\u0662' },
  { label: 'full-width digits', value: '\uFF11\uFF12' },
  { label: 'JSON inside a string', value: '{"a":1}' },
];

/** JSON values of the wrong kind for almost any field. */
export const WRONG_TYPES: Nasty[] = [
  { label: 'null', value: null },
  { label: 'zero', value: 0 },
  { label: 'negative', value: -1 },
  { label: 'fraction', value: 1.5 },
  { label: 'huge number', value: 1e308 },
  { label: 'unsafe integer', value: 2 ** 63 },
  { label: 'true', value: true },
  { label: 'false', value: false },
  { label: 'empty array', value: [] },
  { label: 'array of a number', value: [3] },
  { label: 'array of strings', value: ['Ali', 'Aminah'] },
  { label: 'empty object', value: {} },
  { label: 'operator object', value: { $ne: null, $gt: '' } },
  {
    label: '__proto__ object',
    // JSON.parse makes `__proto__` an own key, so it survives JSON.stringify into the body.
    value: JSON.parse('{"__proto__":{"polluted":true}}') as unknown,
  },
  { label: 'object 1000 deep', value: nested(1000, 'object') },
  { label: 'array 1000 deep', value: nested(1000, 'array') },
  { label: 'array of 20k items', value: Array.from({ length: 20_000 }, () => 1) },
];

/** Every value a single field is replaced with. */
export const FIELD_VALUES: Nasty[] = [...WRONG_TYPES, ...NASTY_STRINGS];

/**
 * Percent-encodes text for a URL, also when it holds lone surrogates (which
 * encodeURIComponent refuses): those go out as the bytes a careless encoder writes (CESU-8),
 * which are invalid UTF-8 for the server to deal with.
 */
export function encodeLoosely(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (code >= 0xd800 && code <= 0xdfff) {
      out += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 63), 0x80 | (code & 63)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
    } else {
      out += encodeURIComponent(char);
    }
  }
  return out;
}

/**
 * Text as UTF-8 bytes, lone surrogates included: those go out as CESU-8 (what a careless
 * encoder writes), never as the U+FFFD that Buffer.from would put in their place.
 */
export function looseUtf8(text: string): Buffer {
  const parts: Buffer[] = [];
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    parts.push(
      code >= 0xd800 && code <= 0xdfff
        ? Buffer.from([0xe0 | (code >> 12), 0x80 | ((code >> 6) & 63), 0x80 | (code & 63)])
        : Buffer.from(char),
    );
  }
  return Buffer.concat(parts);
}

/** Bytes that are not UTF-8, each as a text field's server would meet them. */
export const BROKEN_UTF8: [string, number[]][] = [
  ['invalid UTF-8 byte 0xff', [0xff]],
  ['a CESU-8 lone surrogate', [0xed, 0xa0, 0x80]],
  ['an overlong dot', [0xc0, 0xae]],
  ['a cut-short character', [0xe2, 0x82]],
];

/** Raw (already encoded) URL pieces for a path parameter or a query value. */
export const RAW_URL_VALUES: Nasty[] = [
  { label: '../', value: '../' },
  { label: '../../etc/passwd', value: '../../etc/passwd' },
  { label: '..%2f', value: '..%2f' },
  { label: '%2e%2e%2f', value: '%2e%2e%2f' },
  { label: '%2e%2e%5c', value: '%2e%2e%5c' },
  { label: '..\\', value: '..%5C..%5C' },
  { label: 'overlong UTF-8 dot %c0%ae', value: '%c0%ae%c0%ae%2f' },
  { label: '%00', value: '%00' },
  { label: 'id%00', value: 'abcd1234%00' },
  { label: '%ff', value: '%ff' },
  { label: 'lone %', value: '%' },
  { label: 'half escape %2', value: '%2' },
  { label: 'bad escape %zz', value: '%zz' },
  { label: 'encoded bidi override', value: 'abcd%E2%80%AE1234' },
  { label: 'encoded zero-width space', value: '%E2%80%8Babcd1234' },
  { label: 'encoded lone surrogate', value: '%ED%A0%80' },
  { label: 'encoded control', value: 'abcd%01%1B' },
  { label: 'encoded space', value: 'abcd%201234' },
  { label: 'encoded slash', value: 'abcd%2F1234' },
  { label: 'upper-case id', value: 'ABCD1234' },
  { label: '3,000-character id', value: 'a'.repeat(3000) },
  { label: '100k-character id', value: 'a'.repeat(100_000) },
  { label: 'SQL in URL', value: encodeURIComponent("x' OR '1'='1") },
  { label: 'HTML in URL', value: encodeURIComponent('<script>alert(1)</script>') },
  { label: 'dot', value: '.' },
  { label: 'dot dot', value: '..' },
  { label: 'semicolon parameter', value: 'abcd1234;jsessionid=x' },
  { label: 'number', value: '0' },
  { label: 'negative', value: '-1' },
  { label: 'hex', value: '0x10' },
];
