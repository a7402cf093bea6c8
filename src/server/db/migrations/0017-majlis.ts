import type { Kysely } from 'kysely';
import { sql } from 'kysely';

// Forward-only: never edit this file once landed; add a new migration instead.
// A wedding is one to four majlis (akad nikah, resepsi, bertandang, or the couple's own), each
// with its date, times, venue, hosts, programme, whether it is open or by invitation only, and
// sessions with seats. Until now a card held one: its date, times, venue and programme move into
// the card's first majlis (id `m1`, an open resepsi), and the columns that held them go, except
// `wedding_date`, which stays as the date of the card's earliest majlis for staff lists.
//
// A guest answers per majlis: an RSVP keeps who answered, their wish and their pass; each majlis
// they may attend gets an attendance row (coming or not, how many, which session, checked in
// when). Every RSVP until now answered the one majlis. The RSVP's own attending, guests and
// checked-in columns stay as the summary of its attendance rows (coming to any, the most
// people at any, checked in at any), written with them.
//
// A party of the guest list is invited to a set of majlis (null: the open ones, as every party
// was); an usher link serves one majlis or all (null, as every link did). The RSVP may close on
// a date, and the card may show the Hijri date.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the current schema type
type AnyDb = Kysely<any>;

/** Cards are moved this many at a time, so a large database never loads whole into memory. */
const PAGE = 500;

interface OldCard {
  id: string;
  wedding_date: string;
  start_time: string;
  end_time: string;
  location: string;
  directions: string;
  tentative: string;
}

function firstMajlis(card: OldCard) {
  return [
    {
      id: 'm1',
      kind: 'resepsi',
      title: '',
      date: card.wedding_date,
      start_time: card.start_time,
      end_time: card.end_time,
      location: card.location,
      directions: JSON.parse(card.directions) as unknown,
      hosts: '',
      tentative: JSON.parse(card.tentative) as unknown,
      invite_only: false,
      sessions: [],
    },
  ];
}

async function moveMajlisIntoList(db: AnyDb): Promise<void> {
  let after = '';
  for (;;) {
    const cards = await db
      .selectFrom('cards')
      .select([
        'id',
        'wedding_date',
        'start_time',
        'end_time',
        'location',
        'directions',
        'tentative',
      ])
      .where('id', '>', after)
      .orderBy('id')
      .limit(PAGE)
      .execute();
    for (const card of cards as OldCard[]) {
      await db
        .updateTable('cards')
        .set({ majlis: JSON.stringify(firstMajlis(card)) })
        .where('id', '=', card.id)
        .execute();
    }
    const last = cards.at(-1) as OldCard | undefined;
    if (!last || cards.length < PAGE) return;
    after = last.id;
  }
}

export async function up(db: AnyDb): Promise<void> {
  // All or nothing: PostgreSQL's migrations already run in a transaction, SQLite's do not (the
  // migrator thinks its DDL is not transactional; it is), and a start stopped halfway through
  // moving the majlis would leave a database no later start could migrate.
  if (db.isTransaction) await moveToMajlis(db);
  else await db.transaction().execute(moveToMajlis);
}

async function moveToMajlis(db: AnyDb): Promise<void> {
  // One column per statement: SQLite adds only one at a time. The default only fills the rows
  // of the moment, which are given their majlis at once; every card written later names its own.
  await db.schema
    .alterTable('cards')
    .addColumn('majlis', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();
  await db.schema
    .alterTable('cards')
    .addColumn('show_hijri', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('cards')
    .addColumn('hijri_adjust', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  /** The RSVP's last day (a Malaysian calendar date); null: open until the card closes. */
  await db.schema.alterTable('cards').addColumn('rsvp_closes_on', 'text').execute();

  await moveMajlisIntoList(db);
  for (const column of ['start_time', 'end_time', 'location', 'directions', 'tentative']) {
    await db.schema.alterTable('cards').dropColumn(column).execute();
  }

  await db.schema
    .createTable('rsvp_attendance')
    .addColumn('rsvp_id', 'text', (c) => c.notNull().references('rsvps.id').onDelete('cascade'))
    .addColumn('card_id', 'text', (c) => c.notNull().references('cards.id').onDelete('cascade'))
    .addColumn('majlis_id', 'text', (c) => c.notNull())
    .addColumn('attending', 'integer', (c) => c.notNull())
    .addColumn('guests', 'integer', (c) => c.notNull())
    .addColumn('session_id', 'text')
    .addColumn('checked_in_at', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('rsvp_attendance_pk', ['rsvp_id', 'majlis_id'])
    .execute();
  await db.schema
    .createIndex('rsvp_attendance_card_majlis')
    .on('rsvp_attendance')
    .columns(['card_id', 'majlis_id', 'session_id'])
    .execute();
  await sql`insert into rsvp_attendance
      (rsvp_id, card_id, majlis_id, attending, guests, session_id, checked_in_at, updated_at)
    select id, card_id, 'm1', attending, guests, null,
      case when checked_in = 1 then coalesce(checked_in_at, created_at) else null end, created_at
    from rsvps`.execute(db);

  await db.schema.alterTable('guest_parties').addColumn('majlis_ids', 'text').execute();
  await db.schema.alterTable('ushers').addColumn('majlis_id', 'text').execute();
}
