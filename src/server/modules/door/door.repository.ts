import type { Kysely, Selectable } from 'kysely';
import { sql } from 'kysely';
import type { DoorGuest } from '@shared/schemas/check-in';
import { MAX_RSVPS_PER_CARD } from '@shared/schemas/rsvp';
import type { Database, RsvpsTable } from '../../db/schema';
import { nowIso } from '../../lib/clock';
import { randomId } from '../../lib/ids';

/** Guests shown at the door per page (a name search usually needs one). */
export const DOOR_PAGE_SIZE = 50;

type RsvpRow = Selectable<RsvpsTable>;

/** A guest as the door sees them: no phone number, no e-mail, no wish. */
export function doorGuest(row: RsvpRow): DoorGuest {
  return {
    id: row.id,
    name: row.name,
    guests: row.guests,
    attending: row.attending === 1,
    checkedIn: row.checked_in === 1,
    checkedInAt: row.checked_in === 1 ? row.checked_in_at : null,
    walkIn: row.walk_in === 1,
    allowance: null,
    awaitingReply: false,
  };
}

const encodeCursor = (name: string, id: string) =>
  Buffer.from(`${name}\u0000${id}`).toString('base64url');
function decodeCursor(token: string): { name: string; id: string } | null {
  const [name, id, ...rest] = Buffer.from(token, 'base64url').toString('utf8').split('\u0000');
  return name !== undefined && id && rest.length === 0 ? { name, id } : null;
}

/** `%`, `_` and `\` typed at the door are themselves, not LIKE's wildcards. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The door's reading and writing of a card's RSVPs (issue 14 "check-in at the door"). */
export function doorRepository(db: Kysely<Database>) {
  const findBy = (cardId: string, column: 'id' | 'pass_hash', value: string) =>
    db
      .selectFrom('rsvps')
      .selectAll()
      .where('card_id', '=', cardId)
      .where(column, '=', value)
      .executeTakeFirst();

  return {
    findById: (cardId: string, rsvpId: string) => findBy(cardId, 'id', rsvpId),
    findByPass: (cardId: string, hash: string) => findBy(cardId, 'pass_hash', hash),

    /** A pass anywhere (the pass page), with its card. */
    findPassAnywhere(hash: string) {
      return db.selectFrom('rsvps').selectAll().where('pass_hash', '=', hash).executeTakeFirst();
    },

    /** Guests by name (any case; those not coming too, marked so), a page at a time. */
    async page(cardId: string, q: string | undefined, cursorToken: string | undefined) {
      const cursor = cursorToken === undefined ? undefined : decodeCursor(cursorToken);
      if (cursor === null) return null;
      let query = db.selectFrom('rsvps').selectAll().where('card_id', '=', cardId);
      if (q) {
        const pattern = `%${likeLiteral(q.toLowerCase())}%`;
        query = query.where(sql<boolean>`lower(name) like ${pattern} escape '\\'`);
      }
      if (cursor) {
        query = query.where((eb) =>
          eb.or([
            eb('name', '>', cursor.name),
            eb.and([eb('name', '=', cursor.name), eb('id', '>', cursor.id)]),
          ]),
        );
      }
      const rows = await query
        .orderBy('name')
        .orderBy('id')
        .limit(DOOR_PAGE_SIZE + 1)
        .execute();
      const page = rows.slice(0, DOOR_PAGE_SIZE);
      const last = page.at(-1);
      return {
        guests: page.map(doorGuest),
        nextCursor: rows.length > DOOR_PAGE_SIZE && last ? encodeCursor(last.name, last.id) : null,
      };
    },

    /**
     * Checks an attending guest in, once: true when this call did it. A second scan, a replay
     * from a phone that was offline, or two ushers at once: only the first write counts, and
     * the time of arrival stays the first.
     */
    async checkIn(cardId: string, rsvpId: string, now: Date): Promise<boolean> {
      const result = await db
        .updateTable('rsvps')
        .set({ checked_in: 1, checked_in_at: nowIso(now) })
        .where('card_id', '=', cardId)
        .where('id', '=', rsvpId)
        .where('attending', '=', 1)
        .where('checked_in', '=', 0)
        .executeTakeFirst();
      return result.numUpdatedRows === 1n;
    },

    async undoCheckIn(cardId: string, rsvpId: string): Promise<boolean> {
      const result = await db
        .updateTable('rsvps')
        .set({ checked_in: 0, checked_in_at: null })
        .where('card_id', '=', cardId)
        .where('id', '=', rsvpId)
        .where('checked_in', '=', 1)
        .executeTakeFirst();
      return result.numUpdatedRows === 1n;
    },

    /**
     * A guest who never RSVPed, checked in at once. The phone's reference makes a replay find
     * the first one instead of adding a second (unique per card). Null when the card is full.
     */
    async walkIn(
      cardId: string,
      walkIn: { name: string; guests: number; clientRef: string },
      now: Date,
    ): Promise<{ row: RsvpRow; created: boolean } | null> {
      const existing = await db
        .selectFrom('rsvps')
        .selectAll()
        .where('card_id', '=', cardId)
        .where('client_ref', '=', walkIn.clientRef)
        .executeTakeFirst();
      if (existing) return { row: existing, created: false };
      const id = randomId(16);
      const at = nowIso(now);
      const result = await sql`
        insert into rsvps
          (id, card_id, name, phone_number, email, guests, attending, checked_in, ucapan,
           created_at, checked_in_at, walk_in, client_ref)
        select ${id}, ${cardId}, ${walkIn.name}, '', null, cast(${walkIn.guests} as integer),
          1, 1, null, ${at}, ${at}, 1, ${walkIn.clientRef}
        where (select count(*) from rsvps where card_id = ${cardId}) < ${MAX_RSVPS_PER_CARD}
      `.execute(db);
      if (Number(result.numAffectedRows ?? 0) !== 1) return null;
      const row = await findBy(cardId, 'id', id);
      return row ? { row, created: true } : null;
    },
  };
}
