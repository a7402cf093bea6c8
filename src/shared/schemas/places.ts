import { z } from 'zod';
import { ruleMessage } from '../i18n/rule-words';
import { isCoordinates } from '../location/coordinates';
import { userText } from '../text/user-text';

// The place search of /search and the venue panel (restricted to Malaysia): Jemput's server asks a
// Nominatim-compatible geocoder and answers with place names and coordinates the venue panel can
// take as they are.

export const MIN_PLACE_QUERY_LENGTH = 3;
export const MAX_PLACE_QUERY_LENGTH = 100;
/** Results asked of the geocoder (and so at most this many in a reply). */
export const PLACE_RESULTS_LIMIT = 8;
/** Per address: typing with a debounce stays well under it; scripts do not. */
export const PLACES_RATE_LIMIT = { max: 30, timeWindow: '1 minute' } as const;

export const PLACES_MESSAGES = {
  query: ruleMessage('locationSearch.error.query'),
  queryTooShort: ruleMessage('locationSearch.tooShort', { min: MIN_PLACE_QUERY_LENGTH }),
  queryTooLong: ruleMessage('locationSearch.error.queryTooLong', { max: MAX_PLACE_QUERY_LENGTH }),
  queryCharacters: ruleMessage('locationSearch.error.queryCharacters'),
} as const;

/** `q`: the shared text rule (normalised, trimmed, no control characters), 3 to 100 characters. */
export const placeQuerySchema = userText({
  maxLength: MAX_PLACE_QUERY_LENGTH,
  required: true,
  messages: {
    invalid: PLACES_MESSAGES.query,
    required: PLACES_MESSAGES.query,
    tooLong: PLACES_MESSAGES.queryTooLong,
    badCharacters: PLACES_MESSAGES.queryCharacters,
  },
}).refine((text) => text.length >= MIN_PLACE_QUERY_LENGTH, PLACES_MESSAGES.queryTooShort);

export const placesSearchQuerySchema = z.object({ q: placeQuerySchema });
export type PlacesSearchQuery = z.infer<typeof placesSearchQuerySchema>;

/** Display_name and place_id, with the point itself. */
export const placeSchema = z.object({
  /** The geocoder's display_name ("Dewan Seri Endon, Presint 10, Putrajaya, …"). */
  name: z.string(),
  /** Degrees, rounded to 6 decimals (the coordinate rule allows at most 6). */
  lat: z.number().min(-90).max(90),
  lon: z.number().min(-180).max(180),
  /** The geocoder's place_id, as text (its own numbering; only a key for lists). */
  placeId: z.string(),
});
export type Place = z.infer<typeof placeSchema>;

export const placesSearchReplySchema = z.object({ places: z.array(placeSchema) });
export type PlacesSearchReply = z.infer<typeof placesSearchReplySchema>;

/** A degree value with at most 6 decimals (what the coordinate rule and the card's links take). */
export function roundCoordinate(degrees: number): number {
  return Math.round(degrees * 1e6) / 1e6;
}

/**
 * The place's point as the venue panel's Coordinate field takes it (`3.139003,101.686855`):
 * always six decimals, so a whole degree still has the dot the coordinate rule asks for.
 */
export function placeCoordinatesText(place: Pick<Place, 'lat' | 'lon'>): string {
  const text = `${place.lat.toFixed(6)},${place.lon.toFixed(6)}`;
  // The rule's own check, so a point it refuses (it cannot happen for Malaysia) fails loudly.
  if (!isCoordinates(text)) throw new Error(`coordinates outside the rule: ${text}`);
  return text;
}

/**
 * Malaysia's bounding box with a margin (Peninsular, Sabah, Sarawak and their islands): results
 * outside it are dropped even if the geocoder's country filter let them through.
 */
export const MALAYSIA_BOUNDS = { south: 0.5, north: 7.8, west: 99.0, east: 119.8 } as const;

export function isInMalaysia(lat: number, lon: number): boolean {
  return (
    lat >= MALAYSIA_BOUNDS.south &&
    lat <= MALAYSIA_BOUNDS.north &&
    lon >= MALAYSIA_BOUNDS.west &&
    lon <= MALAYSIA_BOUNDS.east
  );
}

/**
 * A place's display_name as the venue's Tempat text: its own name on the first line, the rest
 * of the address on the second, without the country (every place here is in Malaysia).
 */
export function venueTextOfPlace(name: string, maxLength = 300): string {
  const parts = name
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.length > 1 && /^malaysia$/i.test(parts[parts.length - 1] ?? '')) parts.pop();
  const [first = '', ...rest] = parts;
  const text = rest.length > 0 ? `${first}\n${rest.join(', ')}` : first;
  return text.length <= maxLength ? text : text.slice(0, maxLength).replace(/[,\s]+$/, '');
}
