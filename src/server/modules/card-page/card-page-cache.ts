import { createHash, randomBytes } from 'node:crypto';
import zlib from 'node:zlib';
import type { CardPageData } from '@shared/card/card-page';
import { CARD_DATA_ELEMENT_ID } from '@shared/card/card-page';
import type { Clock } from '../../lib/clock';
import { jsonForScript } from '../../render/html';

// The guest card's page, drawn once and compressed once, then served from
// memory. Every request still reads the card (card-row-cache.ts: from memory on SQLite while
// nothing was written); the page is keyed by what it is drawn from (a digest of the card's whole
// row, the theme asked for, the state, the minute), so
// any change to the card (an edit, a theme, a switch that does not raise the version, the end of a
// trial), made by this instance or another one sharing the database, gives a new key on the very
// next request. Nothing is ever invalidated by hand. The page's data is built only to draw it.

export type Encoding = 'br' | 'gzip' | 'identity';

export interface CardPage {
  /** A weak validator: the same for the same bytes, changed by any change to the page. */
  etag: string;
  /** The page's bytes in an encoding, compressed once and then kept. */
  body(encoding: Encoding): Buffer;
}

/** What a page is drawn from (card-page.service.ts `cardPageSource`). */
export interface PageSource {
  state: CardPageData['state'];
  /** Everything the page is drawn from but the greeting and the instant, as text. */
  identity: string;
  greeting: string | null;
  /** The page's data at an instant (only called to draw the page). */
  data(now: Date): CardPageData;
}

export interface CardPageCache {
  /** The page, drawn only when what it is drawn from or the minute changed. */
  page(source: PageSource): CardPage;
}

export interface CardPageCacheOptions {
  /** Draws the page (renderCardDocument with the template and the public address). */
  render: (data: CardPageData) => string;
  clock: Clock;
  /** What the page is drawn from besides the data (the template, the public address). */
  buildId: string;
  /** The most memory the pages take (default 64 MB). */
  maxBytes?: number;
}

export const DEFAULT_MAX_BYTES = 64 * 1024 * 1024;
const MINUTE = 60_000;

// A cached page is drawn once a minute per card, compressed harder than the compression plugin
// would (the demo page: draw 7 ms, Brotli 9 in 14 ms; 11 takes 60 ms, blocking every other
// request, for 2 % fewer bytes). A guest's page is compressed per guest: faster settings.
const STORED = {
  br: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } },
  gzip: { level: 9 },
};
const PER_GUEST = {
  br: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } },
  gzip: { level: 6 },
};

function compress(html: Buffer, encoding: Encoding, settings: typeof STORED): Buffer {
  if (encoding === 'br') return zlib.brotliCompressSync(html, settings.br);
  if (encoding === 'gzip') return zlib.gzipSync(html, settings.gzip);
  return html;
}

const hash = (texts: string[], length = 22) => {
  const sha = createHash('sha256');
  for (const text of texts) sha.update(text).update('\n');
  return sha.digest('base64url').slice(0, length);
};

/**
 * A guest's name as React writes text (its escapeTextForBrowser: `'` is `&#x27;`, not the
 * `&#39;` of render/html.ts), so a filled-in page is the page React would have drawn.
 */
const REACT_TEXT_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#x27;',
};
export const escapeReactText = (text: string) =>
  text.replace(/[&<>"']/g, (c) => REACT_TEXT_ESCAPES[c]!);

/** A greeting as it sits inside a string of the page's JSON data (escaped as jsonForScript does). */
const escapeJsonString = (text: string) => jsonForScript(text).slice(1, -1);

/**
 * The page drawn once with a stand-in greeting, cut where it stands: each guest's page is the
 * pieces joined with the guest's name, escaped for where each piece ends (HTML or the JSON data).
 */
interface GreetingTemplate {
  pieces: string[];
  /** Whether the gap after pieces[i] is inside the JSON data. */
  inJson: boolean[];
}

function greetingTemplate(html: string, sentinel: string): GreetingTemplate | null {
  const dataStart = html.indexOf(`<script type="application/json" id="${CARD_DATA_ELEMENT_ID}">`);
  const dataEnd = html.indexOf('</script>', dataStart);
  if (dataStart < 0 || dataEnd < 0) return null;
  const pieces = html.split(sentinel);
  const inJson: boolean[] = [];
  let at = 0;
  for (const piece of pieces.slice(0, -1)) {
    at += piece.length;
    inJson.push(at > dataStart && at < dataEnd);
    at += sentinel.length;
  }
  return { pieces, inJson };
}

function fillGreeting(template: GreetingTemplate, greeting: string): string {
  const html = escapeReactText(greeting);
  const json = escapeJsonString(greeting);
  let page = template.pieces[0]!;
  for (let i = 0; i < template.inJson.length; i += 1) {
    page += (template.inJson[i] ? json : html) + template.pieces[i + 1]!;
  }
  return page;
}

/** Least recently used first out, bounded by the bytes its values hold. */
export class ByteLru<V> {
  private readonly entries = new Map<string, { value: V; bytes: number }>();
  private total = 0;
  constructor(private readonly maxBytes: number) {}

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  /** Adds or replaces a value (also to account for what it has grown by). */
  set(key: string, value: V, bytes: number): void {
    this.delete(key);
    if (bytes > this.maxBytes) return;
    this.entries.set(key, { value, bytes });
    this.total += bytes;
    for (const [oldest] of this.entries) {
      if (this.total <= this.maxBytes) break;
      this.delete(oldest);
    }
  }

  private delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.total -= entry.bytes;
  }
}

/** One page (one card's view in one minute, or one guest's page of it) and its encodings. */
interface Stored {
  etag: string;
  html: string;
  bodies: Partial<Record<Encoding, Buffer>>;
  /** The instant it was drawn at (its countdown's); guests' pages share their card's. */
  drawnAt: number;
  /** For the page without a greeting: its stand-in page, drawn at the first guest's request. */
  greeting?: GreetingTemplate | null;
}

const storedBytes = (stored: Stored) =>
  stored.html.length * 2 +
  Object.values(stored.bodies).reduce((sum, body) => sum + body.length, 0) +
  (stored.greeting?.pieces.reduce((sum, piece) => sum + piece.length * 2, 0) ?? 0);

export function createCardPageCache(options: CardPageCacheOptions): CardPageCache {
  const { render, clock, buildId } = options;
  const pages = new ByteLru<Stored>(options.maxBytes ?? DEFAULT_MAX_BYTES);
  // Letters and digits only (nothing to escape), and unguessable: no card can hold it.
  const sentinel = `Kepada${randomBytes(12).toString('hex')}`;

  const served = (key: string, stored: Stored, settings: typeof STORED): CardPage => ({
    etag: stored.etag,
    body(encoding) {
      let body = stored.bodies[encoding];
      if (!body) {
        body = compress(Buffer.from(stored.html), encoding, settings);
        stored.bodies[encoding] = body;
        pages.set(key, stored, storedBytes(stored));
      }
      return body;
    },
  });

  return {
    page(source) {
      const now = clock.now().getTime();
      // The minute stands for the instant: the countdown is drawn to the second from it. The key
      // is plain text (a hash on every request cost more than the rest of the lookup); the
      // cache belongs to one build, whose id goes into the ETag instead.
      const minute = Math.floor(now / MINUTE);
      const key = `${minute}\n${source.identity}`;
      const drawn = (greeting: string | null, at: number) => {
        const data = source.data(new Date(at));
        return render(data.state === 'live' ? { ...data, greeting } : data);
      };

      let stored = pages.get(key);
      if (!stored) {
        const html = drawn(null, now);
        const etag = `W/"${hash([buildId, String(minute), source.identity])}"`;
        stored = { etag, html, bodies: {}, drawnAt: now };
        // Compressed at once: the next requests find every body ready.
        stored.bodies.identity = Buffer.from(html);
        stored.bodies.br = compress(stored.bodies.identity, 'br', STORED);
        stored.bodies.gzip = compress(stored.bodies.identity, 'gzip', STORED);
        pages.set(key, stored, storedBytes(stored));
      }
      const greeting = source.state === 'live' ? source.greeting : null;
      if (greeting === null) return served(key, stored, STORED);

      const guestKey = `${key}\n${greeting}`;
      let guest = pages.get(guestKey);
      if (!guest) {
        if (stored.greeting === undefined) {
          // The stand-in is random: no card holds it, so every place it shows is the greeting's.
          stored.greeting = source.identity.includes(sentinel)
            ? null
            : greetingTemplate(drawn(sentinel, stored.drawnAt), sentinel);
          pages.set(key, stored, storedBytes(stored));
        }
        guest = {
          etag: `${stored.etag.slice(0, -1)}.${hash([greeting], 12)}"`,
          html: stored.greeting
            ? fillGreeting(stored.greeting, greeting)
            : drawn(greeting, stored.drawnAt),
          bodies: {},
          drawnAt: stored.drawnAt,
        };
        pages.set(guestKey, guest, storedBytes(guest));
      }
      return served(guestKey, guest, PER_GUEST);
    },
  };
}

/** The encoding to send for an Accept-Encoding header: Brotli, else gzip, else none (RFC 9110). */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return 'identity';
  const quality = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.split(';').map((s) => s.trim().toLowerCase());
    const q = params.find((p) => p.startsWith('q='));
    const value = q ? Number(q.slice(2)) : 1;
    if (name) quality.set(name, Number.isNaN(value) ? 0 : value);
  }
  const accepts = (name: Encoding) => (quality.get(name) ?? quality.get('*') ?? 0) > 0;
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return 'identity';
}

/** Whether an If-None-Match header names this ETag (weak comparison, as for GET). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}
