import { z } from 'zod';
import type { Place } from '@shared/schemas/places';
import { PLACE_RESULTS_LIMIT, isInMalaysia, roundCoordinate } from '@shared/schemas/places';

// A Nominatim-compatible geocoder (`GET {url}/search?format=jsonv2`), asked only for places in
// Malaysia ("restricted to Malaysia (country code my)").

export type GeocoderFailure = 'timeout' | 'unreachable' | 'refused' | 'busy' | 'bad_reply';

/** The geocoder did not answer usefully; `kind` says how (logged, never shown to people). */
export class GeocoderError extends Error {
  override name = 'GeocoderError';
  constructor(
    readonly kind: GeocoderFailure,
    detail: string,
  ) {
    super(detail);
  }
}

export interface GeocoderClientOptions {
  /** The geocoder's base address, without the `/search`. */
  url: string;
  /** Who is asking, as Nominatim's policy wants (application, site, contact). */
  userAgent: string;
  timeoutMs: number;
}

/** One result of Nominatim's jsonv2 `/search`; the fields Jemput reads (others are ignored). */
const nominatimPlaceSchema = z.object({
  place_id: z.union([z.number(), z.string()]),
  display_name: z.string().min(1),
  lat: z.coerce.number().min(-90).max(90),
  lon: z.coerce.number().min(-180).max(180),
});
const nominatimReplySchema = z.array(z.unknown());

/** The search address for a query, as the geocoder's policy and Jemput's needs ask. */
export function searchUrl(baseUrl: string, query: string): string {
  const url = new URL(`${baseUrl.replace(/\/+$/, '')}/search`);
  url.search = new URLSearchParams({
    q: query,
    format: 'jsonv2',
    countrycodes: 'my',
    limit: String(PLACE_RESULTS_LIMIT),
    'accept-language': 'ms,en',
    addressdetails: '0',
  }).toString();
  return url.toString();
}

/** Nominatim's results as Jemput's places: inside Malaysia, rounded to 6 decimals, no repeats. */
export function toPlaces(results: unknown[]): Place[] {
  const places: Place[] = [];
  const seen = new Set<string>();
  for (const result of results) {
    const parsed = nominatimPlaceSchema.safeParse(result);
    if (!parsed.success) continue;
    const { place_id, display_name, lat, lon } = parsed.data;
    if (!isInMalaysia(lat, lon)) continue;
    const placeId = String(place_id);
    if (seen.has(placeId)) continue;
    seen.add(placeId);
    places.push({
      name: display_name.trim(),
      lat: roundCoordinate(lat),
      lon: roundCoordinate(lon),
      placeId,
    });
  }
  return places;
}

export interface GeocoderClient {
  search(query: string): Promise<Place[]>;
}

export function createGeocoderClient(options: GeocoderClientOptions): GeocoderClient {
  return {
    async search(query) {
      let response: Response;
      try {
        response = await fetch(searchUrl(options.url, query), {
          headers: { 'User-Agent': options.userAgent, Accept: 'application/json' },
          signal: AbortSignal.timeout(options.timeoutMs),
          redirect: 'error',
        });
      } catch (error) {
        const timedOut = error instanceof Error && error.name === 'TimeoutError';
        throw new GeocoderError(
          timedOut ? 'timeout' : 'unreachable',
          error instanceof Error ? error.message : 'fetch failed',
        );
      }
      if (!response.ok) {
        await response.body?.cancel().catch(() => undefined);
        if (response.status === 429) throw new GeocoderError('busy', 'geocoder said 429');
        throw new GeocoderError('refused', `status ${response.status}`);
      }
      let body: unknown;
      try {
        body = await response.json();
      } catch (error) {
        const timedOut = error instanceof Error && error.name === 'TimeoutError';
        throw new GeocoderError(
          timedOut ? 'timeout' : 'bad_reply',
          `status ${response.status}, body is not JSON`,
        );
      }
      const list = nominatimReplySchema.safeParse(body);
      if (!list.success) throw new GeocoderError('bad_reply', 'reply is not a list');
      return toPlaces(list.data);
    },
  };
}
