import type { Kysely } from 'kysely';
import type { QuickPick } from '@shared/schemas/music';
import type { Database } from '../../db/schema';
import { nowIso } from '../../lib/clock';

/** The music page's quick picks (issue 15), in their order. */
export function musicRepository(db: Kysely<Database>) {
  return {
    async quickPicks(): Promise<QuickPick[]> {
      const rows = await db
        .selectFrom('music_quick_picks')
        .select(['position', 'title', 'artist', 'yt_id', 'start'])
        .orderBy('position')
        .execute();
      return rows.map((row) => ({
        position: Number(row.position),
        title: row.title,
        artist: row.artist,
        ytId: row.yt_id,
        start: Number(row.start),
      }));
    },

    /** Staff replace the whole list at once (positions 1 to n, in the order given). */
    async replaceQuickPicks(picks: Omit<QuickPick, 'position'>[], now: Date): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('music_quick_picks').execute();
        await trx
          .insertInto('music_quick_picks')
          .values(
            picks.map((pick, index) => ({
              position: index + 1,
              title: pick.title,
              artist: pick.artist,
              yt_id: pick.ytId,
              start: pick.start,
              updated_at: nowIso(now),
            })),
          )
          .execute();
      });
    },
  };
}
