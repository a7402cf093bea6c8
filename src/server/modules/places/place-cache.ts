import type { Place } from '@shared/schemas/places';
import type { Clock } from '../../lib/clock';

// Results kept a day per query, in memory with a cap on entries: the oldest-used
// entry goes first when full. A Map keeps insertion order, so re-inserting on use makes it an LRU.

export interface PlaceCacheOptions {
  clock: Clock;
  ttlMs: number;
  maxEntries: number;
}

/** The cache key: case, spacing and Unicode forms do not make a new search. */
export function placeCacheKey(query: string): string {
  return query.normalize('NFKC').toLocaleLowerCase('ms').replace(/\s+/g, ' ').trim();
}

export class PlaceCache {
  private readonly entries = new Map<string, { places: Place[]; expiresAt: number }>();

  constructor(private readonly options: PlaceCacheOptions) {}

  get(key: string): Place[] | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (entry.expiresAt <= this.options.clock.now().getTime()) return undefined;
    this.entries.set(key, entry);
    return entry.places;
  }

  set(key: string, places: Place[]): void {
    this.entries.delete(key);
    this.entries.set(key, {
      places,
      expiresAt: this.options.clock.now().getTime() + this.options.ttlMs,
    });
    while (this.entries.size > this.options.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }

  get size(): number {
    return this.entries.size;
  }
}
