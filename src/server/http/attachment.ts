// A download's Content-Disposition. Its file name is words of a catalogue, in the language of
// whoever downloads it; a name that is plain ASCII goes in `filename` alone, which every browser
// reads. One that is not (a translation with an accent, a couple's name) also gets an ASCII
// stand-in there and its own words in `filename*` (RFC 6266, UTF-8), which browsers prefer.

/** `"` and `\` would end or escape the quoted name; control characters have no place in it. */
const ASCII_NAME = /^[\x20-\x7e]+$/;

/** The name with its letters' accents taken off and anything else outside ASCII dropped. */
function asciiStandIn(name: string): string {
  const plain = name
    .normalize('NFD')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/["\\]/g, '');
  return plain.trim() || 'download';
}

/** RFC 5987's encoding: UTF-8 bytes percent-encoded, except the characters it allows as is. */
function extendedValue(name: string): string {
  return encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/** `attachment; filename="…"` for `name`, with `filename*` when it is not plain ASCII. */
export function attachment(name: string): string {
  if (ASCII_NAME.test(name) && !/["\\]/.test(name)) return `attachment; filename="${name}"`;
  return `attachment; filename="${asciiStandIn(name)}"; filename*=UTF-8''${extendedValue(name)}`;
}
