import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { AdminCatalogueItem, CatalogueKind } from '@shared/schemas/catalogue-admin';
import type { Database } from '../../db/schema';
import { conflict, notFound, said } from '../../http/errors';
import { randomId } from '../../lib/ids';
import type { PreparedPicture } from '../../media/picture-upload';
import type { MediaFolder } from '../../storage/media-key';
import { MEDIA_FOLDERS, mediaKey, newMediaName } from '../../storage/media-key';
import type { MediaStorage } from '../../storage/media-storage';
import type { CatalogueChanges } from './catalogue.repository';
import { catalogueRepository } from './catalogue.repository';

// Gift ideas' and recommended items' pictures, uploaded by staff, kept in the media
// storage's `catalogue` folder and served at `/media/catalogue/…`. The seeded entries' pictures
// are the web app's own files (`/gift-ideas/…svg`, `/recommended/…svg`) and are never removed.
// Replacing follows the salam kaut QR's order: the new file is written first, the row changes
// in a transaction, the old file goes after the commit; a failure removes the new file.

export const CATALOGUE_FOLDER: MediaFolder = MEDIA_FOLDERS.catalogue;
const PREFIX = `/media/${CATALOGUE_FOLDER}/`;
const SWAP_TRIES = 3;

export interface CatalogueDeps {
  db: Kysely<Database>;
  media: MediaStorage;
  log: FastifyBaseLogger;
}

export const cataloguePictureKey = (name: string) => mediaKey(CATALOGUE_FOLDER, name);

/** The storage key of a picture we stored, or null for anything else (a seeded asset). */
export function storedPictureKey(image: string): string | null {
  if (!image.startsWith(PREFIX)) return null;
  try {
    return cataloguePictureKey(image.slice(PREFIX.length));
  } catch {
    return null;
  }
}

async function removeQuietly(deps: CatalogueDeps, image: string): Promise<void> {
  const key = storedPictureKey(image);
  if (!key) return;
  try {
    await deps.media.delete(key);
  } catch (error) {
    deps.log.warn({ err: error instanceof Error ? error.message : 'unknown', key }, 'picture left');
  }
}

async function store(deps: CatalogueDeps, picture: PreparedPicture): Promise<string> {
  const name = newMediaName(picture.extension);
  await deps.media.put(cataloguePictureKey(name), picture.bytes, picture.contentType);
  return `${PREFIX}${name}`;
}

export interface NewCatalogueFields {
  title: string;
  /** '' for none. */
  titleEn: string;
  link: string;
  priceSen: number;
}

/** Stores the picture, then adds the entry (last in the order); the file goes if the row fails. */
export async function createCatalogueItem(
  deps: CatalogueDeps,
  kind: CatalogueKind,
  fields: NewCatalogueFields,
  picture: PreparedPicture,
  now: Date,
): Promise<AdminCatalogueItem> {
  const image = await store(deps, picture);
  const id = randomId(12);
  try {
    await deps.db.transaction().execute(async (trx) => {
      await catalogueRepository(trx, kind).insert({ id, image, ...fields }, now);
    });
  } catch (error) {
    await removeQuietly(deps, image);
    throw error;
  }
  const saved = await catalogueRepository(deps.db, kind).find(id);
  if (!saved) throw notFound(said('staffGifts.error.notFound'));
  return saved;
}

/** Points the entry at a new picture; the old one (if ours) is removed after the commit. */
export async function replaceCataloguePicture(
  deps: CatalogueDeps,
  kind: CatalogueKind,
  id: string,
  picture: PreparedPicture,
  now: Date,
): Promise<AdminCatalogueItem> {
  if (!(await catalogueRepository(deps.db, kind).find(id))) {
    throw notFound(said('staffGifts.error.notFound'));
  }
  const image = await store(deps, picture);
  let old: string | null = null;
  try {
    for (let tries = 0; tries < SWAP_TRIES && old === null; tries += 1) {
      old = await deps.db.transaction().execute(async (trx) => {
        const repository = catalogueRepository(trx, kind);
        const current = await repository.find(id);
        if (!current) throw notFound(said('staffGifts.error.notFound'));
        return (await repository.swapImage(id, current.image, image, now)) ? current.image : null;
      });
    }
    // Another staff member changed the picture at the same moment each time.
    if (old === null) throw conflict(said('staffGifts.error.pictureBusy'));
  } catch (error) {
    await removeQuietly(deps, image);
    throw error;
  }
  if (old !== image) await removeQuietly(deps, old);
  const saved = await catalogueRepository(deps.db, kind).find(id);
  if (!saved) throw notFound(said('staffGifts.error.notFound'));
  return saved;
}

export async function updateCatalogueItem(
  deps: CatalogueDeps,
  kind: CatalogueKind,
  id: string,
  changes: CatalogueChanges,
  now: Date,
): Promise<AdminCatalogueItem> {
  const repository = catalogueRepository(deps.db, kind);
  if (!(await repository.update(id, changes, now)))
    throw notFound(said('staffGifts.error.notFound'));
  const saved = await repository.find(id);
  if (!saved) throw notFound(said('staffGifts.error.notFound'));
  return saved;
}

/** Sets the order; `ids` must name every entry exactly once (else null, nothing changed). */
export async function reorderCatalogue(
  deps: CatalogueDeps,
  kind: CatalogueKind,
  ids: readonly string[],
  now: Date,
): Promise<boolean> {
  return deps.db.transaction().execute(async (trx) => {
    const repository = catalogueRepository(trx, kind);
    const existing = new Set(await repository.ids());
    if (existing.size !== ids.length || ids.some((id) => !existing.has(id))) return false;
    for (const [index, id] of ids.entries()) await repository.setPosition(id, index + 1, now);
    return true;
  });
}

/** Orphans younger than this are left alone: their upload may still be on its way to the row. */
export const CATALOGUE_ORPHAN_MIN_AGE_MS = 24 * 60 * 60 * 1000;

/**
 * Removes catalogue pictures that no gift idea or recommended item names and that are older than
 * a day (what a crash between writing a file and its row, or a failed removal, leaves). Daily.
 */
export async function sweepOrphanCataloguePictures(
  deps: Pick<CatalogueDeps, 'db' | 'media'>,
  now: Date,
): Promise<{ checked: number; removed: number }> {
  const listed = await deps.media.list(CATALOGUE_FOLDER);
  const old = listed.filter(
    (file) => now.getTime() - file.modifiedAt.getTime() > CATALOGUE_ORPHAN_MIN_AGE_MS,
  );
  if (old.length === 0) return { checked: listed.length, removed: 0 };
  const named = new Set<string>();
  for (const kind of ['gift-ideas', 'recommended-items'] as const) {
    for (const item of await catalogueRepository(deps.db, kind).listAll()) {
      const key = storedPictureKey(item.image);
      if (key) named.add(key);
    }
  }
  let removed = 0;
  for (const file of old) {
    if (named.has(file.key)) continue;
    await deps.media.delete(file.key);
    removed += 1;
  }
  return { checked: listed.length, removed };
}
