import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { QrCheck, SalamKautSettings } from '@shared/schemas/salam-kaut';
import type { SiteMessageId } from '@shared/i18n/site-messages';
import type { Database } from '../../db/schema';
import { conflict, said } from '../../http/errors';
import { MEDIA_FOLDERS, mediaKey, newMediaName } from '../../storage/media-key';
import type { MediaStorage } from '../../storage/media-storage';
import type { PreparedQrImage } from './qr-image';
import type { SalamKautRow } from './salam-kaut.repository';
import { salamKautRepository } from './salam-kaut.repository';

/** Orphans younger than this are left alone: their upload may still be on its way to the row. */
export const ORPHAN_MIN_AGE_MS = 24 * 60 * 60 * 1000;
/** Tries of the conditional write when another change of the same card came in between. */
const SWAP_TRIES = 3;

export interface SalamKautDeps {
  db: Kysely<Database>;
  media: MediaStorage;
  log: FastifyBaseLogger;
}

const qrKey = (name: string) => mediaKey(MEDIA_FOLDERS.salamKaut, name);

/** The owner's view of the page: the switches and the QR's address even while switched off. */
export function salamKautSettings(row: SalamKautRow): SalamKautSettings {
  return {
    gift: row.gift,
    salam_kaut: row.salamkaut_activation,
    qr: row.salam_kaut === null ? null : `/media/${qrKey(row.salam_kaut)}`,
  };
}

/** The owner's warning and note about the QR. */
export function qrWarning(check: QrCheck): SiteMessageId | null {
  return check.found ? null : 'salamKaut.reply.noQrFound';
}

/** Removes a file that no row names any more; a failure leaves an orphan for the sweep. */
async function removeQuietly(deps: SalamKautDeps, name: string): Promise<void> {
  try {
    await deps.media.delete(qrKey(name));
  } catch (error) {
    deps.log.warn({ err: error instanceof Error ? error.message : 'unknown', name }, 'qr left');
  }
}

/**
 * Moves the card from whatever QR it has to `next` (a stored file name, or null to remove it):
 * the conditional write is the one moment the card changes; the file it pointed at before is
 * removed only after.
 */
async function swap(
  deps: SalamKautDeps,
  cardId: string,
  next: string | null,
  now: Date,
): Promise<void> {
  const repository = salamKautRepository(deps.db);
  for (let tries = 0; tries < SWAP_TRIES; tries += 1) {
    const current = await repository.find(cardId);
    if (!current) throw conflict(said('salamKaut.error.busy'));
    if (await repository.swapQr(cardId, current.salam_kaut, next, now)) {
      if (current.salam_kaut !== null && current.salam_kaut !== next) {
        await removeQuietly(deps, current.salam_kaut);
      }
      return;
    }
  }
  throw conflict(said('salamKaut.error.busy'));
}

/**
 * Stores a (checked, re-encoded) QR for the card and points the card at it, keeping the row and
 * the file consistent: the new file is written first under a new
 * name, the row changes in one conditional write, the old file goes after. If the write fails the
 * new file is removed; a crash in between leaves at most an orphan file, never a row naming a
 * file that is not there.
 */
export async function replaceQr(
  deps: SalamKautDeps,
  cardId: string,
  image: PreparedQrImage,
  now: Date,
): Promise<SalamKautRow> {
  const name = newMediaName(image.extension);
  await deps.media.put(qrKey(name), image.bytes, image.contentType);
  try {
    await swap(deps, cardId, name, now);
  } catch (error) {
    await removeQuietly(deps, name);
    throw error;
  }
  const saved = await salamKautRepository(deps.db).find(cardId);
  if (!saved) throw conflict(said('salamKaut.error.busy'));
  return saved;
}

/** The card has no QR any more (its row first, then the file). */
export async function deleteQr(deps: SalamKautDeps, cardId: string, now: Date): Promise<void> {
  await swap(deps, cardId, null, now);
}

/**
 * Removes salam kaut files that no card names and that are older than a day (what a crash
 * between writing a file and writing its row, or a failed removal, leaves behind). Run daily.
 */
export async function sweepOrphanQrs(
  deps: Pick<SalamKautDeps, 'db' | 'media'>,
  now: Date,
): Promise<{ checked: number; removed: number }> {
  const listed = await deps.media.list(MEDIA_FOLDERS.salamKaut);
  const old = listed.filter(
    (file) => now.getTime() - file.modifiedAt.getTime() > ORPHAN_MIN_AGE_MS,
  );
  const names = old.map((file) => file.key.slice(MEDIA_FOLDERS.salamKaut.length + 1));
  const referenced = await salamKautRepository(deps.db).referencedQrs(names);
  let removed = 0;
  for (const name of names) {
    if (referenced.has(name)) continue;
    await deps.media.delete(qrKey(name));
    removed += 1;
  }
  return { checked: listed.length, removed };
}
