import type { Kysely } from 'kysely';

// Forward-only: never edit this file once landed; add a new migration instead.
// The music page: the quick picks
// the couple choose from, kept by staff (`PUT /api/admin/music/quick-picks`).
//
// The first list is written here, once, so a later deploy or `npm run seed` never overwrites what
// staff changed. CAUTION: these machines cannot reach YouTube. The titles are well-known Malay
// wedding songs, but the video ids were written without being able to open them: nobody has
// checked that each id is still that song, still online, or still allows embedding. Staff must
// play each one and fix the ids before launch (see README "Music quick picks").

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the current schema type
type AnyDb = Kysely<any>;

const FIRST_PICKS: readonly [title: string, artist: string, ytId: string, start: number][] = [
  ['Selamat Pengantin Baru', 'Saloma', 'ZkWcFrYQ6dE', 0],
  ['Akad', 'Hafiz Suip', 'bfGwqTn8e_w', 0],
  ['Sempurna', 'Andra and the Backbone', 'yIe3kUWx1Ho', 0],
  ['Lelaki Ini', 'Anuar Zain', 'BCtw0cB1Qdc', 0],
  ['Sedetik Lebih', 'Anuar Zain', 'tnmCNdJ_lLE', 0],
  ['Terukir Di Bintang', 'Yuna', 'pQOGmEs7NAo', 0],
  ['Bunga-Bunga Cinta', 'Misha Omar', 'oPRM2JqBfUY', 0],
  ['Barakallahu Lakuma', 'Maher Zain', 'RCfbx9tMU4k', 0],
  ['Ku Pinang Kau Dengan Bismillah', 'Ungu', 'x8Sk6Vg4kVE', 0],
  ['Kekasih Halal', 'Wali', 'QWbLKUS1jGw', 0],
  ['Cinta Sempurna', 'Siti Nurhaliza', 'cXvKRgoUoHs', 0],
  ['Janji Setia', 'Siti Nurhaliza', '7QVBMGA0b8k', 0],
];

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('music_quick_picks')
    .addColumn('position', 'integer', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('artist', 'text', (c) => c.notNull())
    .addColumn('yt_id', 'text', (c) => c.notNull())
    .addColumn('start', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  const at = new Date().toISOString();
  await db
    .insertInto('music_quick_picks')
    .values(
      FIRST_PICKS.map(([title, artist, ytId, start], index) => ({
        position: index + 1,
        title,
        artist,
        yt_id: ytId,
        start,
        updated_at: at,
      })),
    )
    .execute();
}
