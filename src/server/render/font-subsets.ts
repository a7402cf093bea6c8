import { createHmac, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import { LRUCache } from 'lru-cache';
import { convert } from 'fontverter';
import subsetFont from 'subset-font';

// Per-card font subsets: the card's first screen loads only the glyphs it draws, a
// few KB instead of a whole face (Italianno is 37 KB, Lato 24 KB). The server knows the text, so
// it names a subset by its characters in the URL; the font route rebuilds it from the URL alone
// (any instance can answer it) and keeps recent ones in memory. The URL is signed, so nobody can
// make the server cut fonts for text no card asked for.

/** The most characters one subset may hold: a card's page uses about 80. */
export const MAX_SUBSET_CHARACTERS = 160;
const SIGNATURE_LENGTH = 16;

export interface SubsetSource {
  /** `/fonts/subset/<package>/<version>/<weight>`: the face, without the characters. */
  base: string;
  absolutePath: string;
}

// Set once at start from APP_SECRET (plugins/font-subsets.ts); every instance shares it, so a page
// drawn by one is answered by another. The fallback serves development and unit tests.
let signingKey = Buffer.from('jemput-font-subsets-development-key');

export function useFontSubsetSecret(appSecret: string): void {
  signingKey = createHmac('sha256', appSecret).update('font-subsets').digest();
}

const sign = (path: string) =>
  createHmac('sha256', signingKey).update(path).digest('base64url').slice(0, SIGNATURE_LENGTH);

/** The characters of `text`, each once, in code point order (one text, one URL). */
export function subsetCharacters(text: string): string[] {
  const unique = new Set([...text].filter((c) => c.codePointAt(0)! >= 0x20));
  return [...unique].sort((a, b) => a.codePointAt(0)! - b.codePointAt(0)!);
}

/** CSS `unicode-range` for exactly these characters, runs merged (`U+41-5A,U+26`). */
export function unicodeRange(characters: readonly string[]): string {
  const points = characters.map((c) => c.codePointAt(0)!).sort((a, b) => a - b);
  const runs: string[] = [];
  for (let i = 0; i < points.length;) {
    let j = i;
    while (j + 1 < points.length && points[j + 1] === points[j]! + 1) j += 1;
    const hex = (n: number) => n.toString(16).toUpperCase();
    runs.push(i === j ? `U+${hex(points[i]!)}` : `U+${hex(points[i]!)}-${hex(points[j]!)}`);
    i = j + 1;
  }
  return runs.join(',');
}

/**
 * CSS `unicode-range` for every code point *not* among `characters`: the whole file's share once
 * its subset is declared, so the two faces never compete and the file loads only when a
 * character outside the subset is drawn.
 */
export function unicodeRangeWithout(characters: readonly string[]): string {
  const points = [...new Set(characters.map((c) => c.codePointAt(0)!))].sort((a, b) => a - b);
  const hex = (n: number) => n.toString(16).toUpperCase();
  const runs: string[] = [];
  let next = 0;
  for (const point of points) {
    if (point > next)
      runs.push(point - 1 === next ? `U+${hex(next)}` : `U+${hex(next)}-${hex(point - 1)}`);
    next = point + 1;
  }
  if (next <= 0x10ffff) runs.push(`U+${hex(next)}-10FFFF`);
  return runs.join(',');
}

/** Code point runs in hex, `20-21_26_41-5a`: short in a URL, since a page's letters run. */
function encodeCharacters(characters: readonly string[]): string {
  return unicodeRange(characters).replace(/U\+/g, '').replace(/,/g, '_').toLowerCase();
}

function decodeCharacters(payload: string): string | null {
  let text = '';
  for (const run of payload.split('_')) {
    const [from, to = from] = run.split('-').map((hex) => parseInt(hex!, 16));
    if (!Number.isInteger(from) || !Number.isInteger(to) || to! < from! || to! > 0x10ffff)
      return null;
    if (to! - from! > MAX_SUBSET_CHARACTERS) return null;
    for (let point = from!; point <= to!; point += 1) text += String.fromCodePoint(point);
  }
  return [...text].length <= MAX_SUBSET_CHARACTERS ? text : null;
}

/** The signed URL of `source` cut to `characters`, or null when there are too many. */
export function subsetUrl(source: SubsetSource, characters: readonly string[]): string | null {
  if (characters.length === 0 || characters.length > MAX_SUBSET_CHARACTERS) return null;
  const path = `${source.base}/${encodeCharacters(characters)}`;
  return `${path}.${sign(path)}.woff2`;
}

/** The characters a subset URL names, if its signature holds. */
export function verifySubsetUrl(urlPath: string): { base: string; characters: string } | null {
  const match = /^(\/fonts\/subset\/[\w-]+\/[\w.-]+\/\d{3})\/([0-9a-f_-]+)\.([\w-]+)\.woff2$/.exec(
    urlPath,
  );
  if (!match) return null;
  const [, base, payload, signature] = match;
  const expected = Buffer.from(sign(`${base}/${payload}`));
  const given = Buffer.from(signature!);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const characters = decodeCharacters(payload!);
  return characters === null ? null : { base: base!, characters };
}

// Cut subsets by URL: a card's guests all ask for the same few.
const bytesOf = (file: SubsetFile) => file.bytes.length;
const packed = new LRUCache<string, SubsetFile>({ maxSize: 32 << 20, sizeCalculation: bytesOf });
const cut = new LRUCache<string, SubsetFile>({ maxSize: 32 << 20, sizeCalculation: bytesOf });
const packing = new Set<string>();

export interface SubsetFile {
  bytes: Buffer;
  type: 'font/woff2' | 'font/ttf';
}

/** Packs a cut subset as WOFF2 off the request path, for the guests who come next. */
function packLater(urlPath: string, ttf: Buffer): void {
  if (packing.has(urlPath)) return;
  packing.add(urlPath);
  convert(ttf, 'woff2', 'truetype')
    .then((bytes) => packed.set(urlPath, { bytes, type: 'font/woff2' }))
    .catch(() => undefined)
    .finally(() => packing.delete(urlPath));
}

/** How often each TrueType cut went out: the second time, it is worth packing. */
const sent = new LRUCache<string, number>({ max: 10_000 });

/**
 * The subset a verified URL path names. Cutting takes milliseconds, but packing the cut as
 * WOFF2 takes a hundred or more: the first guests get the TrueType cut (compressed on the way,
 * plugins/compression.ts), and a subset asked for a second time is packed as WOFF2 for everyone
 * after (a one-off, such as a preview of another theme, is never worth it). Browsers read either
 * (they tell font formats by their bytes). `warm` cuts without counting a guest; `pack` packs
 * at once: a page's first-screen faces, which every guest of that page asks for before the first
 * paint, where each kilobyte counts.
 */
export async function subsetFile(
  urlPath: string,
  sourceFor: (base: string) => string | null,
  { warm = false, pack = false } = {},
): Promise<SubsetFile | null> {
  const ready = packed.get(urlPath) ?? cut.get(urlPath) ?? (await cutSubset(urlPath, sourceFor));
  if (ready && ready.type === 'font/ttf' && pack) packLater(urlPath, ready.bytes);
  else if (ready && ready.type === 'font/ttf' && !warm) {
    const times = (sent.get(urlPath) ?? 0) + 1;
    sent.set(urlPath, times);
    if (times >= 2) packLater(urlPath, ready.bytes);
  }
  return ready;
}

async function cutSubset(
  urlPath: string,
  sourceFor: (base: string) => string | null,
): Promise<SubsetFile | null> {
  const wanted = verifySubsetUrl(urlPath);
  if (!wanted) return null;
  const file = sourceFor(wanted.base);
  if (!file || !fs.existsSync(file)) return null;
  const bytes = await subsetFont(await fs.promises.readFile(file), wanted.characters, {
    targetFormat: 'truetype',
    // A cut carries no hinting (the faces' TrueType instructions): phones draw text unhinted
    // anyway, and hinting was half of a first-screen cut (Italianno's eight letters 5.8 KB with
    // it, 2.8 KB without), bytes every guest fetches before the first paint.
    noHinting: true,
  });
  const result = { bytes, type: 'font/ttf' } as const;
  cut.set(urlPath, result);
  return result;
}
