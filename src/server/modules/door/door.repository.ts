import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { DoorGuest } from '@shared/schemas/check-in';
import { PARTY_GUEST_PREFIX } from '@shared/schemas/check-in';
import { MAX_RSVPS_PER_CARD } from '@shared/schemas/rsvp';
import type { Database, Flag } from '../../db/schema';
import { nowIso } from '../../lib/clock';
import { randomId } from '../../lib/ids';

/** Guests shown at the door per page (a name search usually needs one). */
export const DOOR_PAGE_SIZE = 50;

/** What the door reads of a guest: an RSVP, or a listed party that has not replied. */
export interface DoorRow {
  id: string;
  name: string;
  guests: number;
  attending: number;
  checked_in: number;
  checked_in_at: string | null;
  walk_in: number;
  /** The party's allowance when the guest is on the guest list. */
  allowance: number | null;
  awaiting: number;
}

/** A guest as the door sees them: no phone number, no e-mail, no wish. */
export function doorGuest(row: DoorRow): DoorGuest {
  return {
    id: row.id,
    name: row.name,
    guests: row.guests,
    attending: Number(row.attending) === 1,
    checkedIn: Number(row.checked_in) === 1,
    checkedInAt: Number(row.checked_in) === 1 ? row.checked_in_at : null,
    walkIn: Number(row.walk_in) === 1,
    allowance: row.allowance === null ? null : Number(row.allowance),
    awaitingReply: Number(row.awaiting) === 1,
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

/** The door's reading and writing of a card's RSVPs. */
export function doorRepository(db: Kysely<Database>) {
  // An RSVP with the allowance of the party that sent it, if one did.
  const rsvpGuests = () =>
    db
      .selectFrom('rsvps')
      .leftJoin('guest_parties as gp', 'gp.rsvp_id', 'rsvps.id')
      .select([
        'rsvps.id as id',
        'rsvps.card_id as card_id',
        'rsvps.name as name',
        'rsvps.guests as guests',
        'rsvps.attending as attending',
        'rsvps.checked_in as checked_in',
        'rsvps.checked_in_at as checked_in_at',
        'rsvps.walk_in as walk_in',
        'gp.allowance as allowance',
        sql<number>`0`.as('awaiting'),
      ]);
  // A listed party that has not replied, as the door lists it: coming with its allowance.
  const awaitingParties = () =>
    db
      .selectFrom('guest_parties')
      .select([
        sql<string>`${PARTY_GUEST_PREFIX} || id`.as('id'),
        'card_id',
        'name',
        'allowance as guests',
        sql<Flag>`1`.as('attending'),
        sql<Flag>`0`.as('checked_in'),
        sql<string | null>`cast(null as text)`.as('checked_in_at'),
        sql<Flag>`0`.as('walk_in'),
        sql<number | null>`allowance`.as('allowance'),
        sql<number>`1`.as('awaiting'),
      ])
      .where('rsvp_id', 'is', null);
  const findBy = (cardId: string, column: 'id' | 'pass_hash', value: string) =>
    rsvpGuests()
      .where('rsvps.card_id', '=', cardId)
      .where(`rsvps.${column}`, '=', value)
      .executeTakeFirst();

  return {
    findById: (cardId: string, rsvpId: string) => findBy(cardId, 'id', rsvpId),
    findByPass: (cardId: string, hash: string) => findBy(cardId, 'pass_hash', hash),

    /** A pass anywhere (the pass page), with its card. */
    findPassAnywhere(hash: string) {
      return db.selectFrom('rsvps').selectAll().where('pass_hash', '=', hash).executeTakeFirst();
    },

    /** The listed parties that never replied, and the guests they may bring. */
    async awaitingReply(cardId: string): Promise<{ parties: number; guests: number }> {
      const row = await db
        .selectFrom('guest_parties')
        .select([
          sql<number | string>`count(*)`.as('parties'),
          sql<number | string>`coalesce(sum(allowance), 0)`.as('guests'),
        ])
        .where('card_id', '=', cardId)
        .where('rsvp_id', 'is', null)
        .executeTakeFirstOrThrow();
      return { parties: Number(row.parties), guests: Number(row.guests) };
    },

    /** Guests by name (any case; those not coming too, marked so), a page at a time. */
    async page(cardId: string, q: string | undefined, cursorToken: string | undefined) {
      const cursor = cursorToken === undefined ? undefined : decodeCursor(cursorToken);
      if (cursor === null) return null;
      // Each half filtered by the card itself, so each uses its own card index.
      const guests = rsvpGuests()
        .where('rsvps.card_id', '=', cardId)
        .unionAll(awaitingParties().where('card_id', '=', cardId));
      let query = db.selectFrom(guests.as('g')).selectAll();
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
    ): Promise<{ row: DoorRow; created: boolean } | null> {
      const existing = await rsvpGuests()
        .where('rsvps.card_id', '=', cardId)
        .where('rsvps.client_ref', '=', walkIn.clientRef)
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
