import type { Place } from '@shared/schemas/places';
import type { Clock } from '../../lib/clock';
import type { GeocoderClient } from './geocoder-client';
import { PlaceCache, placeCacheKey } from './place-cache';
import type { Throttle } from './geocoder-throttle';
import { createThrottle } from './geocoder-throttle';

/** Results are kept a day. */
export const PLACE_CACHE_TTL_MS = 24 * 60 * 60 * 1000;
/** Different queries kept at once (a few hundred kilobytes at most). */
export const PLACE_CACHE_MAX_ENTRIES = 1000;
/** Nominatim's policy: one request a second. */
export const GEOCODER_INTERVAL_MS = 1000;
/** A caller waits at most this long for its turn (about five searches ahead of it). */
export const GEOCODER_MAX_WAIT_MS = 5000;

export interface PlaceSearch {
  search(query: string): Promise<Place[]>;
}

/**
 * The search behind `GET /api/places/search`: the cache first, then one shared request per
 * query in flight (two people typing the same name wait for the same answer), each taking its
 * turn at the geocoder through the throttle. Failures are not cached.
 */
export function createPlaceSearch(deps: {
  client: GeocoderClient;
  clock: Clock;
  throttle?: Throttle;
}): PlaceSearch {
  const cache = new PlaceCache({
    clock: deps.clock,
    ttlMs: PLACE_CACHE_TTL_MS,
    maxEntries: PLACE_CACHE_MAX_ENTRIES,
  });
  const throttle =
    deps.throttle ??
    createThrottle({
      clock: deps.clock,
      intervalMs: GEOCODER_INTERVAL_MS,
      maxWaitMs: GEOCODER_MAX_WAIT_MS,
    });
  const inFlight = new Map<string, Promise<Place[]>>();

  return {
    async search(query) {
      const key = placeCacheKey(query);
      const cached = cache.get(key);
      if (cached) return cached;
      const pending = inFlight.get(key);
      if (pending) return pending;
      const request = (async () => {
        await throttle.take();
        const places = await deps.client.search(query);
        cache.set(key, places);
        return places;
      })();
      inFlight.set(key, request);
      try {
        return await request;
      } finally {
        inFlight.delete(key);
      }
    },
  };
}
