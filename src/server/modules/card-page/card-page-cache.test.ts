import fs from 'node:fs';
import zlib from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import type { CardPageData } from '@shared/card/card-page';
import { guestGreeting } from '@shared/card/card-page';
import { chosenFonts } from '@shared/card/card-fonts';
import { DEFAULT_THEME, sampleCardContent } from '@shared/card/sample-card';
import { findTheme } from '@shared/themes/catalogue';
import { loadCardTemplate } from '../../render/card-template';
import { makeWebDir } from '../../../../tests/support/web-dir';
import { renderCardDocument } from '../../render/card-document';
import { themeArtStore } from '../themes/theme-art-store';
import { themeDetail } from '../themes/themes.service';
import { cardWords } from '../../render/card-catalogue';
import type { Encoding, PageSource } from './card-page-cache';
import { ByteLru, chooseEncoding, createCardPageCache, etagMatches } from './card-page-cache';

// The card page cache, there for speed, on its own: what it draws, when it draws again, and that a
// page with a guest's name filled in is the page React would have drawn, byte for byte.

// The card page's template as the tests' stand-in for the built app has it.
const webDir = makeWebDir();
afterAll(() => fs.rmSync(webDir, { recursive: true, force: true }));
const template = loadCardTemplate(webDir)!;
const PUBLIC_URL = 'https://jemput.test';
const START = Date.UTC(2026, 4, 1, 2, 0, 0);

/** A live card with music, so the greeting shows twice in the HTML (hero and intro overlay). */
function liveCard(now: number, greeting: string | null = null): CardPageData {
  const theme = findTheme(DEFAULT_THEME)!;
  const content = {
    ...sampleCardContent(new Date(START)),
    groom_name: 'Ali',
    bride_name: 'Aminah',
  };
  return {
    state: 'live',
    card: {
      id: 'cachetest1',
      content,
      features: {
        rsvp: true,
        email_input: false,
        music: true,
        yt_id: 'dQw4w9WgXcQ',
        music_start: 0,
        gift: false,
        salam_kaut: null,
        rsvp_closes_on: null,
        held_at: null,
        after_day: 'keep',
        thanks_note: null,
        trial_ends_at: null,
      },
    },
    theme: themeDetail(theme, themeArtStore()),
    fonts: chosenFonts(content, theme),
    greeting,
    renderedAt: now,
    version: 1,
    photos: [],
    words: cardWords('ms'),
  };
}

/** The page's data as its source (the route reads it from the card's row instead). */
function source(data: CardPageData): PageSource {
  const live = data.state === 'live';
  return {
    state: data.state,
    identity: JSON.stringify(live ? { ...data, renderedAt: 0, greeting: null } : data),
    greeting: live ? data.greeting : null,
    data: (now) => (live ? { ...data, renderedAt: now.getTime() } : data),
  };
}

function setUp(maxBytes?: number) {
  let now = START;
  const drawn: CardPageData[] = [];
  const cache = createCardPageCache({
    render: (data) => {
      drawn.push(data);
      return renderCardDocument(template, data, PUBLIC_URL);
    },
    clock: { now: () => new Date(now) },
    buildId: 'test-build',
    ...(maxBytes ? { maxBytes } : {}),
  });
  return {
    page: (data: CardPageData) => cache.page(source(data)),
    drawn,
    get now() {
      return now;
    },
    advance(ms: number) {
      now += ms;
    },
  };
}

const decoded = (body: Buffer, encoding: Encoding) =>
  encoding === 'br'
    ? zlib.brotliDecompressSync(body).toString()
    : encoding === 'gzip'
      ? zlib.gunzipSync(body).toString()
      : body.toString();

describe('card page cache', () => {
  it('draws a page once and serves it again from memory', () => {
    const t = setUp();
    const first = t.page(liveCard(t.now));
    t.advance(10_000);
    const second = t.page(liveCard(t.now));
    expect(t.drawn).toHaveLength(1);
    expect(second.etag).toBe(first.etag);
    expect(first.etag).toMatch(/^W\/"[\w-]+"$/);
    // Drawn as the page was before the cache: from the instant of the first request.
    const expected = renderCardDocument(template, liveCard(START), PUBLIC_URL);
    for (const encoding of ['br', 'gzip', 'identity'] as const) {
      expect(decoded(second.body(encoding), encoding)).toBe(expected);
    }
  });

  it('draws again when the minute turns (the countdown is drawn from it)', () => {
    const t = setUp();
    const first = t.page(liveCard(t.now));
    t.advance(60_000);
    const next = t.page(liveCard(t.now));
    expect(t.drawn).toHaveLength(2);
    expect(next.etag).not.toBe(first.etag);
    expect(t.drawn[1]!.state === 'live' && t.drawn[1]!.renderedAt).toBe(START + 60_000);
  });

  it('draws again for any change to what the page shows', () => {
    const t = setUp();
    const base = liveCard(t.now);
    if (base.state !== 'live') throw new Error('live');
    const etags = new Set([t.page(base).etag]);
    const changed: CardPageData[] = [
      { ...base, version: 2 },
      { ...base, card: { ...base.card, content: { ...base.card.content, groom_name: 'Abu' } } },
      { ...base, card: { ...base.card, features: { ...base.card.features, rsvp: false } } },
      {
        ...base,
        card: { ...base.card, features: { ...base.card.features, salam_kaut: '/media/x.png' } },
      },
      { ...base, theme: { ...base.theme, pageColour: '#000000' } },
      // The card's language: every page of it (this test's source is the page's data).
      { ...base, words: cardWords('en') },
      { state: 'expired', id: base.card.id, words: cardWords('ms') },
      { state: 'not-found', words: cardWords('ms') },
    ];
    for (const data of changed) etags.add(t.page(data).etag);
    expect(etags.size).toBe(changed.length + 1);
    expect(t.drawn).toHaveLength(changed.length + 1);
  });

  it.each([
    'Encik Ali',
    '<script>alert(1)</script>',
    '</script><script>x',
    `"Pak" 'Long' & Mak`,
    '&amp; &lt;',
    'Tok Wan 👴🏽 \\ \\u2028',
    'baris\u2028dua\u2029tiga',
    'Kepada: {"greeting":null}',
    // Text the card shows elsewhere too: the fonts' subsets leave out only the greeting itself.
    'Ali',
    'Walimatulurus',
    'Dato’ Seri',
    'Tuan | Puan',
  ])('fills in the guest’s name as React would draw it: %s', (raw) => {
    const greeting = guestGreeting(raw)!;
    const t = setUp();
    t.page(liveCard(t.now));
    const page = t.page(liveCard(t.now, greeting));
    const expected = renderCardDocument(template, liveCard(START, greeting), PUBLIC_URL);
    expect(decoded(page.body('identity'), 'identity')).toBe(expected);
    expect(decoded(page.body('br'), 'br')).toBe(expected);
    expect(decoded(page.body('gzip'), 'gzip')).toBe(expected);
  });

  it('draws a stand-in page once for every guest, and keeps guests’ pages apart', () => {
    const t = setUp();
    const plain = t.page(liveCard(t.now));
    const zulkarnain = t.page(liveCard(t.now, 'Zulkarnain'));
    const rosmawati = t.page(liveCard(t.now, 'Rosmawati'));
    const again = t.page(liveCard(t.now, 'Zulkarnain'));
    // The card itself, then the stand-in: no drawing per guest.
    expect(t.drawn).toHaveLength(2);
    expect(new Set([plain.etag, zulkarnain.etag, rosmawati.etag]).size).toBe(3);
    expect(again.etag).toBe(zulkarnain.etag);
    expect(decoded(rosmawati.body('br'), 'br')).toContain('Rosmawati');
    expect(decoded(rosmawati.body('br'), 'br')).not.toContain('Zulkarnain');
  });

  it('keeps within its memory, dropping the least recently used page', () => {
    const t = setUp(1);
    t.page(liveCard(t.now));
    t.page(liveCard(t.now));
    // Larger than the whole cache: nothing is kept, every request draws.
    expect(t.drawn).toHaveLength(2);
  });
});

describe('ByteLru', () => {
  it('drops the least recently used values to stay within its bytes', () => {
    const lru = new ByteLru<string>(10);
    lru.set('a', 'A', 4);
    lru.set('b', 'B', 4);
    expect(lru.get('a')).toBe('A'); // now b is the least recently used
    lru.set('c', 'C', 4);
    expect(lru.get('b')).toBeUndefined();
    expect(lru.get('a')).toBe('A');
    expect(lru.get('c')).toBe('C');
    // A value grown in place is counted again: c (larger now) pushes a out.
    lru.set('c', 'C', 7);
    expect(lru.get('a')).toBeUndefined();
    expect(lru.get('c')).toBe('C');
    lru.set('d', 'D', 11);
    expect(lru.get('d')).toBeUndefined();
    expect(lru.get('c')).toBe('C');
  });
});

describe('chooseEncoding', () => {
  it.each([
    [undefined, 'identity'],
    ['', 'identity'],
    ['gzip, deflate, br, zstd', 'br'],
    ['br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['BR;Q=0.5, gzip;q=1', 'br'],
    ['identity', 'identity'],
    ['deflate', 'identity'],
    ['*', 'br'],
    ['*;q=0, gzip', 'gzip'],
    ['br;q=0, gzip;q=0', 'identity'],
  ] as const)('%s → %s', (header, encoding) => {
    expect(chooseEncoding(header)).toBe(encoding);
  });
});

describe('etagMatches', () => {
  it('compares weakly and reads lists and *', () => {
    expect(etagMatches('W/"abc"', 'W/"abc"')).toBe(true);
    expect(etagMatches('"abc"', 'W/"abc"')).toBe(true);
    expect(etagMatches('W/"x", W/"abc"', 'W/"abc"')).toBe(true);
    expect(etagMatches('*', 'W/"abc"')).toBe(true);
    expect(etagMatches('W/"abd"', 'W/"abc"')).toBe(false);
    expect(etagMatches(undefined, 'W/"abc"')).toBe(false);
  });
});
