import type { Kysely } from 'kysely';
import type { CardPhoto } from '@shared/schemas/card-photos';
import type { Database } from '../../db/schema';
import { cardPhoto, cardPhotosRepository } from './card-photos.repository';

// The guest card's page reads its photos on every request it draws: from memory, keyed by the
// card's photos version (card-photos.repository.ts `touchCard`, raised in the same transaction
// as every change to them, by any instance). A card that never had a photo (version 0) costs
// no query at all; a card with photos costs one query per change, not one per guest.

export interface CardPhotosReader {
  photosOf(card: { id: string; photos_version: number }): Promise<CardPhoto[]>;
}

/** Cards' photo lists kept at most (a list of twelve is about 2 KB). */
const DEFAULT_MAX_ENTRIES = 2000;

export function cachedCardPhotos(
  db: Kysely<Database>,
  maxEntries = DEFAULT_MAX_ENTRIES,
): CardPhotosReader {
  const kept = new Map<string, { version: number; photos: CardPhoto[] }>();
  return {
    async photosOf(card) {
      if (card.photos_version === 0) return [];
      const hit = kept.get(card.id);
      if (hit && hit.version === card.photos_version) return hit.photos;
      // Read after the row: a change committed in between is newer than the version it is kept
      // under, and the next row (with the newer version) reads again. Never older.
      const photos = (await cardPhotosRepository(db).list(card.id)).map(cardPhoto);
      kept.delete(card.id);
      kept.set(card.id, { version: card.photos_version, photos });
      // Oldest first out (a Map keeps insertion order).
      if (kept.size > maxEntries) kept.delete(kept.keys().next().value!);
      return photos;
    },
  };
}
