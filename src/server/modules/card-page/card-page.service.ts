import { createHash } from 'node:crypto';
import type { CardPageData } from '@shared/card/card-page';
import { guestGreeting } from '@shared/card/card-page';
import type { Majlis } from '@shared/card/card-content';
import { shownMajlisIds } from '@shared/card/guest-majlis';
import { isTrialExpired } from '@shared/card/trial';
import { cardIdPattern } from '@shared/schemas/card-id';
import { lookInTheme } from '../cards/owner-card.service';
import { chosenFonts } from '@shared/card/card-fonts';
import { DEFAULT_THEME } from '@shared/card/sample-card';
import { findTheme, isThemeName } from '@shared/themes/catalogue';
import { themeArtStore } from '../themes/theme-art-store';
import { themeDetail } from '../themes/themes.service';
import type { PageSource } from './card-page-cache';
import type { CardRow } from '../cards/cards.repository';
import type { CardRowReader } from './card-row-cache';
import { cardHeld, publicCard } from '../cards/cards.service';
import { takenDown } from '@shared/card/after-the-day';
import type { CardPhotosReader } from '../card-photos/card-photos-reader';
import type { CardPhoto } from '@shared/schemas/card-photos';
import { photoFallbackUrl, photoSrcset } from '@shared/card-photos/photo-rules';
import type { Locale } from '@shared/i18n/locales';
import { cardWords } from '../../render/card-catalogue';

export interface CardPageRequest {
  id: string;
  /** `/kad/:id/:demoTheme`: the gallery's Demo buttons show the demo card in another theme. */
  demoTheme?: string;
  /** `?kepada=`: the guest's name for the greeting (text only, never stored). */
  kepada?: unknown;
  /**
   * A party's personal link: the majlis it is invited to (null: the card's open majlis). The
   * card's own link has none.
   */
  invitedIds?: readonly string[] | null;
}

const NOT_FOUND_PAGES = {
  ms: notFoundPage('ms'),
  en: notFoundPage('en'),
} satisfies Record<Locale, PageSource>;

function notFoundPage(locale: Locale): PageSource {
  const words = cardWords(locale);
  return {
    state: 'not-found',
    identity: `not-found\n${locale}`,
    greeting: null,
    data: () => ({ state: 'not-found', words }),
  };
}

/**
 * The not-found page (an id or a second segment of no card's shape, or no such card): no card,
 * so no card's language; it is in the visitor's.
 */
export function notFound(locale: Locale): PageSource {
  return NOT_FOUND_PAGES[locale];
}

/**
 * What the card's page is drawn from, read once per request (card-row-cache.ts): the page
 * cache's key is the card's whole row (content, switches, salam kaut QR, trial), the theme asked
 * for and the state, so anything written to the card, by any instance, gives a new key; the
 * page's data is built from the row only when the page is drawn.
 */
export async function cardPageSource(
  cards: CardRowReader,
  request: CardPageRequest,
  now: Date,
  photoLists: CardPhotosReader,
  visitorLocale: Locale,
): Promise<PageSource> {
  const { id, demoTheme } = request;
  if (!cardIdPattern.test(id)) return notFound(visitorLocale);
  if (demoTheme !== undefined && !isThemeName(demoTheme)) return notFound(visitorLocale);
  const row = await cards.findById(id);
  if (!row) return notFound(visitorLocale);
  // Every page of a card speaks the card's language, the couple's choice.
  const words = cardWords(row.language);
  if (isTrialExpired(row.status, row.created_at, now, row.trial_ends_at)) {
    // A card whose trial ran out shows nothing of itself but its id.
    return {
      state: 'expired',
      identity: `expired\n${row.language}\n${row.id}`,
      greeting: null,
      data: () => ({ state: 'expired', id: row.id, words }),
    };
  }
  const majlis = rowMajlis(row);
  const held = cardHeld(row, majlis, now);
  if (takenDown(row.after_day, held)) {
    // Held and taken down by its owner: a polite page, nothing of the card.
    return {
      state: 'closed',
      identity: `closed\n${row.language}\n${row.id}`,
      greeting: null,
      data: () => ({ state: 'closed', id: row.id, words }),
    };
  }
  const greeting = guestGreeting(request.kepada);
  // The page is kept per set of majlis shown: two parties invited to different majlis never
  // meet each other's page (the greeting alone is filled in per guest).
  const shown = shownIds(majlis, request.invitedIds ?? null);
  // The row's digest covers the photos too: every change to them raises its photos_version.
  const photos = await photoLists.photosOf(row);
  return {
    state: 'live',
    // Held or not is part of the key: a page drawn before the last majlis ended (in the same
    // minute) is never served after it.
    identity: `live\n${held ? 'held' : 'before'}\n${demoTheme ?? ''}\n${shown?.join(',') ?? ''}\n${rowDigest(row)}`,
    greeting,
    data: (at) => pageData(row, { demoTheme, shown, photos }, greeting, at),
  };
}

// A row kept by card-row-cache.ts is the same object on every request: its digest is made once
// (the page cache hashes it with the minute on every request: a digest, not the row's 3 KB).
const rowDigests = new WeakMap<CardRow, string>();
function rowDigest(row: CardRow): string {
  let digest = rowDigests.get(row);
  if (digest === undefined) {
    digest = createHash('sha256').update(JSON.stringify(row)).digest('base64url');
    rowDigests.set(row, digest);
  }
  return digest;
}

// The majlis's dates and who may see them, read once per kept row (as its digest).
const rowsMajlis = new WeakMap<CardRow, Majlis[]>();
function rowMajlis(row: CardRow): Majlis[] {
  let list = rowsMajlis.get(row);
  if (list === undefined) {
    list = JSON.parse(row.majlis) as Majlis[];
    rowsMajlis.set(row, list);
  }
  return list;
}

/** The ids of the majlis a party's page shows, or null for the card's open majlis. */
function shownIds(
  list: readonly Pick<Majlis, 'id' | 'invite_only'>[],
  invitedIds: readonly string[] | null,
): string[] | null {
  if (invitedIds === null) return null;
  // Only the ids and who may see them: no need to check the whole content on every request.
  return shownMajlisIds(list, invitedIds);
}

function pageData(
  row: CardRow,
  {
    demoTheme,
    shown,
    photos,
  }: { demoTheme: string | undefined; shown: string[] | null; photos: CardPhoto[] },
  greeting: string | null,
  now: Date,
): CardPageData {
  const card = publicCard(row, now, shown);
  const words = cardWords(row.language);
  if (card.state !== 'live') return { state: card.state, id: card.id, words };

  // Another theme (the gallery's Demo, the owner's Preview on the theme page) is shown as the
  // card would be after a theme change: the couple's chosen pair stays, theme fonts follow.
  const look = demoTheme ? lookInTheme(card.content, demoTheme) : card.content;
  const theme = findTheme(look.theme) ?? findTheme(DEFAULT_THEME)!;
  const fonts = chosenFonts(look, theme);
  return {
    state: 'live',
    card: { id: card.id, content: { ...card.content, theme: theme.name }, features: card.features },
    theme: themeDetail(theme, themeArtStore()),
    fonts,
    greeting,
    renderedAt: now.getTime(),
    version: row.version,
    words,
    photos: photos.map(({ id, width, height, caption, ...files }) => ({
      id,
      width,
      height,
      caption,
      src: photoFallbackUrl(files),
      srcset: photoSrcset(files),
    })),
  };
}
