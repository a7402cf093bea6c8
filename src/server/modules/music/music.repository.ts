import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { QuickPick } from '@shared/schemas/music';
import type { Dialect } from '../../db/database';
import type { Database } from '../../db/schema';
import { nowIso } from '../../lib/clock';

/**
 * PostgreSQL advisory-lock key for "the quick-pick list is being replaced" (any constant of
 * ours). Only taken inside a transaction, so it ends with it.
 */
const QUICK_PICKS_LOCK = 0x4a4d51; // "JMQ"

/** The music page's quick picks, in their order. */
export function musicRepository(db: Kysely<Database>, dialect: Dialect) {
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

    /**
     * Staff replace the whole list at once (positions 1 to n, in the order given). Two saves at
     * the same moment take turns, so the list is always one save's whole list: on PostgreSQL a
     * second save would otherwise delete only the rows it could see and then insert positions
     * the first had just written (a unique-key error). SQLite runs one write at a time anyway.
     */
    async replaceQuickPicks(picks: Omit<QuickPick, 'position'>[], now: Date): Promise<void> {
      await db.transaction().execute(async (trx) => {
        if (dialect === 'postgres') {
          await sql`select pg_advisory_xact_lock(${sql.lit(QUICK_PICKS_LOCK)})`.execute(trx);
        }
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
