import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import sharp from 'sharp';
import { photoWidths } from '@shared/card-photos/photo-rules';
import type { CardPhoto } from '@shared/schemas/card-photos';
import { CARD_PHOTOS_MESSAGES, MAX_CARD_PHOTOS } from '@shared/schemas/card-photos';
import type { Database } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../http/errors';
import { nowIso } from '../../lib/clock';
import { randomId } from '../../lib/ids';
import type { PictureRules } from '../../media/picture-upload';
import { preparePicture } from '../../media/picture-upload';
import { MEDIA_FOLDERS, MEDIA_NAME_LENGTH, mediaKey } from '../../storage/media-key';
import type { MediaStorage } from '../../storage/media-storage';
import type { CardPhotoRow } from './card-photos.repository';
import { cardPhoto, cardPhotosRepository } from './card-photos.repository';

// A photo goes through the shared picture check (src/server/media/picture-upload.ts:
// recognised by its bytes, decoded whole, turned upright by its EXIF orientation, re-encoded
// without any metadata), then is stored at a few widths in WebP under one generated name. The
// files are written before the row and removed if the row is not written; a crash in between
// leaves at most orphan files, which the daily sweep removes, never a row without its files.

/** Orphans younger than this are left alone: their upload may still be on its way to the row. */
export const ORPHAN_MIN_AGE_MS = 24 * 60 * 60 * 1000;

/** The photo's longest side as kept; the widths are made from it. */
const STORED_MAX_SIDE = 1600;
/** Photos, not line art: WebP at this quality is about a tenth of the JPEG a phone makes. */
const WEBP_QUALITY = 80;

export const PHOTO_PICTURE_RULES: PictureRules = {
  field: 'photo',
  messages: CARD_PHOTOS_MESSAGES,
  storedMaxSide: STORED_MAX_SIDE,
};

export interface CardPhotosDeps {
  db: Kysely<Database>;
  media: MediaStorage;
  log: FastifyBaseLogger;
}

export interface PreparedPhoto {
  width: number;
  height: number;
  /** One WebP file per width, smallest first; the last is the photo's own width. */
  files: { width: number; bytes: Buffer }[];
}

const fileKey = (name: string, width: number) =>
  mediaKey(MEDIA_FOLDERS.cardPhotos, `${name}-${width}.webp`);

/** Checks an upload (400 in Malay for anything but a whole PNG, JPEG or WebP) and makes its widths. */
export async function preparePhoto(upload: Buffer): Promise<PreparedPhoto> {
  const picture = await preparePicture(upload, PHOTO_PICTURE_RULES);
  const { width, height } = await sharp(picture.bytes).metadata();
  if (!width || !height) throw badRequest(CARD_PHOTOS_MESSAGES.broken, 'photo');
  const files = await Promise.all(
    photoWidths(width).map(async (w) => ({
      width: w,
      bytes: await sharp(picture.bytes)
        .resize({ width: w, withoutEnlargement: true })
        .webp({ quality: WEBP_QUALITY })
        .toBuffer(),
    })),
  );
  return { width, height, files };
}

/** The card's photos, in order. */
export async function listPhotos(db: Kysely<Database>, cardId: string): Promise<CardPhoto[]> {
  return (await cardPhotosRepository(db).list(cardId)).map(cardPhoto);
}

/** Removes a photo's files; a failure leaves orphans for the sweep. */
async function removeFiles(
  deps: Pick<CardPhotosDeps, 'media' | 'log'>,
  name: string,
  widths: number[],
): Promise<void> {
  for (const width of widths) {
    try {
      await deps.media.delete(fileKey(name, width));
    } catch (error) {
      const err = error instanceof Error ? error.message : 'unknown';
      deps.log.warn({ err, name, width }, 'card photo file left');
    }
  }
}

/**
 * Stores a checked photo and adds it last to the card's gallery. Refused (409) when the card
 * already has its twelve: counted inside the transaction that adds the row, after the card's
 * row is written, so two uploads at once can never make a thirteenth.
 */
export async function addPhoto(
  deps: CardPhotosDeps,
  cardId: string,
  photo: PreparedPhoto,
  caption: string,
  now: Date,
): Promise<CardPhoto[]> {
  const name = randomId(MEDIA_NAME_LENGTH);
  const widths = photo.files.map((file) => file.width);
  try {
    for (const file of photo.files) {
      await deps.media.put(fileKey(name, file.width), file.bytes, 'image/webp');
    }
    await deps.db.transaction().execute(async (trx) => {
      const repository = cardPhotosRepository(trx);
      if (!(await repository.touchCard(cardId))) throw conflict(CARD_PHOTOS_MESSAGES.busy);
      const existing = await repository.list(cardId);
      if (existing.length >= MAX_CARD_PHOTOS) throw conflict(CARD_PHOTOS_MESSAGES.full, 'photo');
      const row: CardPhotoRow = {
        id: randomId(12),
        card_id: cardId,
        position: existing.reduce((last, p) => Math.max(last, p.position + 1), 0),
        caption,
        width: photo.width,
        height: photo.height,
        name,
        widths: widths.join(','),
        created_at: nowIso(now),
      };
      await repository.insert(row);
    });
  } catch (error) {
    await removeFiles(deps, name, widths);
    throw error;
  }
  return listPhotos(deps.db, cardId);
}

/** A photo's caption ('' for none). */
export async function captionPhoto(
  db: Kysely<Database>,
  cardId: string,
  photoId: string,
  caption: string,
): Promise<CardPhoto[]> {
  await db.transaction().execute(async (trx) => {
    const repository = cardPhotosRepository(trx);
    if (!(await repository.touchCard(cardId))) throw conflict(CARD_PHOTOS_MESSAGES.busy);
    if (!(await repository.setCaption(cardId, photoId, caption))) {
      throw notFound(CARD_PHOTOS_MESSAGES.photoNotFound);
    }
  });
  return listPhotos(db, cardId);
}

/**
 * The photos in a new order: `ids` must name every photo of the card once (a list made before
 * another tab added or removed one is refused, 409, rather than half applied).
 */
export async function reorderPhotos(
  db: Kysely<Database>,
  cardId: string,
  ids: string[],
): Promise<CardPhoto[]> {
  await db.transaction().execute(async (trx) => {
    const repository = cardPhotosRepository(trx);
    if (!(await repository.touchCard(cardId))) throw conflict(CARD_PHOTOS_MESSAGES.busy);
    const existing = new Set((await repository.list(cardId)).map((row) => row.id));
    if (existing.size !== ids.length || ids.some((id) => !existing.has(id))) {
      throw conflict(CARD_PHOTOS_MESSAGES.orderInvalid, 'ids');
    }
    for (const [position, id] of ids.entries()) {
      await repository.setPosition(cardId, id, position);
    }
  });
  return listPhotos(db, cardId);
}

/** Removes a photo: its row first (the card stops showing it), then its files. */
export async function deletePhoto(
  deps: CardPhotosDeps,
  cardId: string,
  photoId: string,
): Promise<void> {
  const removed = await deps.db.transaction().execute(async (trx) => {
    const repository = cardPhotosRepository(trx);
    if (!(await repository.touchCard(cardId))) throw conflict(CARD_PHOTOS_MESSAGES.busy);
    const row = await repository.remove(cardId, photoId);
    if (!row) throw notFound(CARD_PHOTOS_MESSAGES.photoNotFound);
    return row;
  });
  await removeFiles(deps, removed.name, cardPhoto(removed).widths);
}

/** `<name>-<width>.webp` → name. */
const FILE_NAME = /^([a-z0-9]+)-\d+\.webp$/;

/**
 * Removes photo files that no photo names and that are older than a day (what a crash between
 * writing the files and the row, a failed removal, or a deleted card leaves behind). Run daily.
 */
export async function sweepOrphanPhotos(
  deps: Pick<CardPhotosDeps, 'db' | 'media'>,
  now: Date,
): Promise<{ checked: number; removed: number }> {
  const folder = MEDIA_FOLDERS.cardPhotos;
  const listed = await deps.media.list(folder);
  const old = listed
    .filter((file) => now.getTime() - file.modifiedAt.getTime() > ORPHAN_MIN_AGE_MS)
    .map((file) => ({
      key: file.key,
      name: FILE_NAME.exec(file.key.slice(folder.length + 1))?.[1],
    }));
  const names = [...new Set(old.flatMap((file) => (file.name ? [file.name] : [])))];
  const referenced = await cardPhotosRepository(deps.db).referencedNames(names);
  let removed = 0;
  for (const file of old) {
    if (file.name && referenced.has(file.name)) continue;
    await deps.media.delete(file.key);
    removed += 1;
  }
  return { checked: listed.length, removed };
}
