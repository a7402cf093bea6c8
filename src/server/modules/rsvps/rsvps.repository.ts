import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { OwnerRsvp, ValidRsvp, Wish } from '@shared/schemas/rsvp';
import { MAX_RSVPS_PER_CARD } from '@shared/schemas/rsvp';
import type { Database, RsvpsTable } from '../../db/schema';
import { nowIso } from '../../lib/clock';
import { randomId } from '../../lib/ids';

/** The newest wishes shown on a card; older ones stay in the owner's list. */
export const WISHES_SHOWN = 200;

/** Where a page of the owner's list ended: the last RSVP's time and id, as an opaque token. */
interface Cursor {
  createdAt: string;
  id: string;
}

const encodeCursor = (cursor: Cursor) =>
  Buffer.from(`${cursor.createdAt}|${cursor.id}`).toString('base64url');

function decodeCursor(token: string): Cursor | null {
  const [createdAt, id, ...rest] = Buffer.from(token, 'base64url').toString('utf8').split('|');
  return createdAt && id && rest.length === 0 ? { createdAt, id } : null;
}

function toOwnerRsvp(row: RsvpsTable): OwnerRsvp {
  return {
    id: row.id,
    name: row.name,
    phoneNumber: row.phone_number,
    email: row.email,
    guests: row.guests,
    attending: row.attending === 1,
    checkedIn: row.checked_in === 1,
    ucapan: row.ucapan,
    created_at: row.created_at,
  };
}

export function rsvpsRepository(db: Kysely<Database>) {
  return {
    /**
     * Keeps an RSVP unless the card already holds MAX_RSVPS_PER_CARD: the count and the insert
     * are one statement, so a burst of guests cannot slip many past the cap (two racing
     * PostgreSQL transactions may each add their one). Returns the new id, or null when full.
     */
    async create(cardId: string, rsvp: ValidRsvp, now = new Date()): Promise<string | null> {
      const id = randomId(16);
      // Casts, because PostgreSQL types the parameters of a bare SELECT as text.
      const result = await sql`
        insert into rsvps
          (id, card_id, name, phone_number, email, guests, attending, checked_in, ucapan, created_at)
        select ${id}, ${cardId}, ${rsvp.name}, ${rsvp.phoneNumber}, ${rsvp.email ?? null},
          cast(${rsvp.guests} as integer), cast(${rsvp.attending ? 1 : 0} as integer), 0,
          ${rsvp.ucapan ?? null}, ${nowIso(now)}
        where (select count(*) from rsvps where card_id = ${cardId}) < ${MAX_RSVPS_PER_CARD}
      `.execute(db);
      return Number(result.numAffectedRows ?? 0) === 1 ? id : null;
    },

    async countOfCard(cardId: string): Promise<number> {
      const row = await db
        .selectFrom('rsvps')
        .select(sql<number | string>`count(*)`.as('n'))
        .where('card_id', '=', cardId)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /**
     * owner-side §7 "GET /rsvp/{id}": one page of the card's RSVPs, contacts included, newest
     * first, after the page that ended at `cursor`. Keyset paging on (created_at, id), which the
     * card's index serves, so the 100th page is as quick as the first.
     */
    async pageForOwner(
      cardId: string,
      limit: number,
      cursorToken?: string,
    ): Promise<{ rsvps: OwnerRsvp[]; nextCursor: string | null } | null> {
      const cursor = cursorToken === undefined ? undefined : decodeCursor(cursorToken);
      if (cursor === null) return null;
      let query = db.selectFrom('rsvps').selectAll().where('card_id', '=', cardId);
      if (cursor) {
        query = query.where((eb) =>
          eb.or([
            eb('created_at', '<', cursor.createdAt),
            eb.and([eb('created_at', '=', cursor.createdAt), eb('id', '<', cursor.id)]),
          ]),
        );
      }
      const rows = await query
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit + 1)
        .execute();
      const page = rows.slice(0, limit);
      const last = page.at(-1);
      return {
        rsvps: page.map(toOwnerRsvp),
        nextCursor:
          rows.length > limit && last
            ? encodeCursor({ createdAt: last.created_at, id: last.id })
            : null,
      };
    },

    /** guest-side §7: wishes newest first, only those with text; name, wish and time only. */
    async listWishes(cardId: string): Promise<Wish[]> {
      const rows = await db
        .selectFrom('rsvps')
        .select(['name', 'ucapan', 'created_at'])
        .where('card_id', '=', cardId)
        .where('ucapan', 'is not', null)
        .where('ucapan', '!=', '')
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(WISHES_SHOWN)
        .execute();
      return rows.map((row) => ({
        name: row.name,
        ucapan: row.ucapan ?? '',
        created_at: row.created_at,
      }));
    },

    /** Removes the card's RSVPs except those named (the demo card keeps only its samples). */
    async deleteOfCardExcept(cardId: string, keepNames: readonly string[]): Promise<number> {
      let query = db.deleteFrom('rsvps').where('card_id', '=', cardId);
      if (keepNames.length > 0) query = query.where('name', 'not in', keepNames);
      const result = await query.executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
