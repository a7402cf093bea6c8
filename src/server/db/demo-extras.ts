import type { Kysely } from 'kysely';
import QRCode from 'qrcode';
import { nowIso } from '../lib/clock';
import {
  MEDIA_CONTENT_TYPES,
  MEDIA_FOLDERS,
  isMediaKey,
  mediaKey,
  newMediaName,
} from '../storage/media-key';
import type { MediaStorage } from '../storage/media-storage';
import type { Database } from './schema';

// What the demo card `demoplus` shows beyond its content, so it has everything a paying couple
// gets: a song with the intro overlay, and a sample salam kaut QR.

/**
 * Maher Zain, "Baraka Allahu Lakuma" (official lyric video), a favourite at Malay weddings; its
 * words are the Prophet's prayer for a newly married couple. Starts a few seconds in, past the
 * silence before the music.
 */
export const DEMO_SONG = { yt_id: 'mHpTdsBbYRM', music_start: 5 } as const;

/** What the sample QR says when scanned: plainly a sample, no account of anyone's. */
export const SAMPLE_SALAM_KAUT_TEXT = 'CONTOH SALAM KAUT JEMPUT - bukan akaun sebenar';

/** The sample QR as a PNG: about 480 px, deep green modules on white. */
export function sampleSalamKautPng(): Promise<Buffer> {
  return QRCode.toBuffer(SAMPLE_SALAM_KAUT_TEXT, {
    type: 'png',
    width: 480,
    margin: 4,
    errorCorrectionLevel: 'M',
    color: { dark: '#0f4c45ff', light: '#ffffffff' },
  });
}

/**
 * Gives the demo card its song and sample salam kaut when it lacks them (a database seeded before
 * they existed), and never replaces a value that is set. The song's switches come with the song;
 * the QR's switch comes with the QR. When the QR's row was taken meanwhile (two instances seeding
 * at once) the picture just written is removed again; when the row names a picture the storage
 * does not have (a new data folder beside an old PostgreSQL database), the sample is written
 * again under that name.
 */
export async function ensureDemoExtras(
  db: Kysely<Database>,
  media: MediaStorage,
  cardId: string,
  now: Date,
): Promise<void> {
  const demo = await db
    .selectFrom('cards')
    .select(['yt_id', 'salam_kaut'])
    .where('id', '=', cardId)
    .executeTakeFirst();
  if (!demo) return;

  if (demo.yt_id === null) {
    await db
      .updateTable('cards')
      .set({
        yt_id: DEMO_SONG.yt_id,
        music_start: DEMO_SONG.music_start,
        music: 1,
        music_activation: 1,
        updated_at: nowIso(now),
      })
      .where('id', '=', cardId)
      .where('yt_id', 'is', null)
      .execute();
  }

  if (demo.salam_kaut === null) {
    const name = newMediaName('png');
    const key = mediaKey(MEDIA_FOLDERS.salamKaut, name);
    await media.put(key, await sampleSalamKautPng(), MEDIA_CONTENT_TYPES.png);
    try {
      const result = await db
        .updateTable('cards')
        .set({ salam_kaut: name, salamkaut_activation: 1, updated_at: nowIso(now) })
        .where('id', '=', cardId)
        .where('salam_kaut', 'is', null)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) await media.delete(key);
    } catch (error) {
      await media.delete(key);
      throw error;
    }
  } else {
    const key = `${MEDIA_FOLDERS.salamKaut}/${demo.salam_kaut}`;
    // A name that is not ours (set by hand) is left alone: the seed must never stop the start.
    if (isMediaKey(key) && (await media.get(key)) === null) {
      await media.put(key, await sampleSalamKautPng(), MEDIA_CONTENT_TYPES.png);
    }
  }
}
