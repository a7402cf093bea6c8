import type { ExpressionBuilder, Kysely, SqlBool } from 'kysely';
import { sql } from 'kysely';
import type { DoorGuest } from '@shared/schemas/check-in';
import { PARTY_GUEST_PREFIX } from '@shared/schemas/check-in';
import type { RsvpCounts } from '@shared/schemas/rsvp';
import { MAX_RSVPS_PER_CARD } from '@shared/schemas/rsvp';
import type { Database, Flag } from '../../db/schema';
import { nowIso } from '../../lib/clock';
import { randomId } from '../../lib/ids';
import {
  answerCheckedIn,
  countsByGroup,
  inTransaction,
  rsvpGroupOf,
} from '../rsvps/rsvps.repository';

// The door reads and writes one majlis at a time: a guest's answer for that majlis (its
// `rsvp_attendance` row: coming or not, how many, which session, checked in when), and the
// listed parties invited to it that never answered for it. Every check-in written here keeps the
// RSVP's summary (`rsvps.checked_in/_at`: checked in at any majlis, the latest time) in step, in
// the same transaction, as the RSVP's own writes do.

/** Guests shown at the door per page (a name search usually needs one). */
export const DOOR_PAGE_SIZE = 50;

/** What the door reads of a guest at one majlis: an RSVP's answer there, or a listed party. */
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
  session_id: string | null;
}

/** The majlis whose door it is, as the queries need it. */
export interface DoorMajlisRef {
  id: string;
  /** Only parties invited to it by name see it (parties never asked are invited to the open ones). */
  invite_only: boolean;
}

/** A guest as the door sees them: no phone number, no e-mail, no wish. */
export function doorGuest(row: DoorRow): DoorGuest {
  return {
    id: row.id,
    name: row.name,
    guests: Number(row.guests),
    attending: Number(row.attending) === 1,
    checkedIn: Number(row.checked_in) === 1,
    checkedInAt: Number(row.checked_in) === 1 ? row.checked_in_at : null,
    sessionId: row.session_id,
    walkIn: Number(row.walk_in) === 1,
    allowance: row.allowance === null ? null : Number(row.allowance),
    awaitingReply: Number(row.awaiting) === 1,
  };
}

/** A group's parties and people, from a grouped count. */
export interface GroupCount {
  parties: number;
  guests: number;
}

/** A majlis's three groups, and each of its sessions' expected and checked-in guests. */
export interface MajlisCounts {
  counts: RsvpCounts;
  sessions: Map<string, { expected: GroupCount; 'checked-in': GroupCount }>;
}

const encodeCursor = (name: string, id: string) =>
  Buffer.from(`${name}\u0000${id}`).toString('base64url');
function decodeCursor(token: string): { name: string; id: string } | null {
  const [name, id, ...rest] = Buffer.from(token, 'base64url').toString('utf8').split('\u0000');
  return name !== undefined && id && rest.length === 0 ? { name, id } : null;
}

/** `%`, `_` and `\` typed at the door are themselves, not LIKE's wildcards. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

const noGroup = (): GroupCount => ({ parties: 0, guests: 0 });

/**
 * A listed party invited to the majlis: named in its chosen ids (kept as a JSON list; an id is
 * letters and digits only, so its quoted form matches that id alone), or, never chosen, when the
 * majlis is open.
 */
function partyInvitedTo(
  eb: ExpressionBuilder<Database & { gp: Database['guest_parties'] }, 'gp'>,
  majlis: DoorMajlisRef,
) {
  const named = sql<SqlBool>`gp.majlis_ids like ${`%"${majlis.id}"%`}`;
  return majlis.invite_only ? named : eb.or([eb('gp.majlis_ids', 'is', null), named]);
}

/** The RSVP's checked-in summary from its answers: checked in at any majlis, the latest time. */
async function keepCheckInSummary(trx: Kysely<Database>, rsvpId: string): Promise<void> {
  await trx
    .updateTable('rsvps')
    .set({
      checked_in: sql<Flag>`case when exists (select 1 from rsvp_attendance a where a.rsvp_id = rsvps.id and a.checked_in_at is not null) then 1 else 0 end`,
      checked_in_at: sql<
        string | null
      >`(select max(a.checked_in_at) from rsvp_attendance a where a.rsvp_id = rsvps.id)`,
    })
    .where('id', '=', rsvpId)
    .execute();
}

/** The door's reading and writing of a card's RSVPs, at one majlis. */
export function doorRepository(db: Kysely<Database>) {
  /**
   * RSVPs with their answer for the majlis (`null`: whichever answer they have, for a walk-in,
   * which has one), and the allowance of the party that sent it, if one did.
   */
  const rsvpGuests = (majlisId: string | null) =>
    db
      .selectFrom('rsvps')
      .innerJoin('rsvp_attendance as a', (join) => {
        const onRsvp = join.onRef('a.rsvp_id', '=', 'rsvps.id');
        return majlisId === null ? onRsvp : onRsvp.on('a.majlis_id', '=', majlisId);
      })
      .leftJoin('guest_parties as gp', 'gp.rsvp_id', 'rsvps.id')
      .select([
        'rsvps.id as id',
        'rsvps.card_id as card_id',
        'rsvps.name as name',
        'a.guests as guests',
        'a.attending as attending',
        sql<Flag>`case when a.checked_in_at is null then 0 else 1 end`.as('checked_in'),
        'a.checked_in_at as checked_in_at',
        'rsvps.walk_in as walk_in',
        'gp.allowance as allowance',
        sql<number>`0`.as('awaiting'),
        'a.session_id as session_id',
      ]);
  /**
   * Listed parties invited to the majlis that never answered for it (no RSVP yet, or an RSVP
   * without this majlis), as the door lists them: coming with their allowance. The columns are
   * in `rsvpGuests`'s order (the two are one list).
   */
  const awaitingParties = (cardId: string, majlis: DoorMajlisRef) =>
    db
      .selectFrom('guest_parties as gp')
      .where('gp.card_id', '=', cardId)
      .where((eb) => partyInvitedTo(eb, majlis))
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('rsvp_attendance as a')
              .select('a.rsvp_id')
              .whereRef('a.rsvp_id', '=', 'gp.rsvp_id')
              .where('a.majlis_id', '=', majlis.id),
          ),
        ),
      );
  const awaitingGuests = (cardId: string, majlis: DoorMajlisRef) =>
    awaitingParties(cardId, majlis).select([
      sql<string>`${PARTY_GUEST_PREFIX} || gp.id`.as('id'),
      'gp.card_id as card_id',
      'gp.name as name',
      'gp.allowance as guests',
      sql<Flag>`1`.as('attending'),
      sql<Flag>`0`.as('checked_in'),
      sql<string | null>`cast(null as text)`.as('checked_in_at'),
      sql<Flag>`0`.as('walk_in'),
      sql<number | null>`gp.allowance`.as('allowance'),
      sql<number>`1`.as('awaiting'),
      sql<string | null>`cast(null as text)`.as('session_id'),
    ]);
  const findRsvp = (cardId: string, column: 'id' | 'pass_hash', value: string) =>
    db
      .selectFrom('rsvps')
      .leftJoin('guest_parties as gp', 'gp.rsvp_id', 'rsvps.id')
      .select(['rsvps.id as id', 'rsvps.name as name', 'gp.id as party_id'])
      .where('rsvps.card_id', '=', cardId)
      .where(`rsvps.${column}`, '=', value)
      .executeTakeFirst();
  const guestAt = (cardId: string, rsvpId: string, majlisId: string) =>
    rsvpGuests(majlisId)
      .where('rsvps.card_id', '=', cardId)
      .where('rsvps.id', '=', rsvpId)
      .executeTakeFirst();

  return {
    /** An RSVP of the card by its id, with the listed party that sent it, if one did. */
    findRsvpById: (cardId: string, rsvpId: string) => findRsvp(cardId, 'id', rsvpId),
    /** An RSVP of the card by its pass's hash, likewise. */
    findRsvpByPass: (cardId: string, hash: string) => findRsvp(cardId, 'pass_hash', hash),
    /** The guest as the door of the majlis sees them; undefined when they never answered for it. */
    guestAt,

    /**
     * An RSVP of the card as a whole (its summary: coming to any majlis, the most people at any,
     * checked in at any), with the allowance of the party that sent it: the pass page's reading.
     */
    findById(cardId: string, rsvpId: string) {
      return db
        .selectFrom('rsvps')
        .leftJoin('guest_parties as gp', 'gp.rsvp_id', 'rsvps.id')
        .select([
          'rsvps.id as id',
          'rsvps.name as name',
          'rsvps.guests as guests',
          'rsvps.attending as attending',
          'rsvps.checked_in as checked_in',
          'rsvps.checked_in_at as checked_in_at',
          'rsvps.walk_in as walk_in',
          'gp.allowance as allowance',
        ])
        .where('rsvps.card_id', '=', cardId)
        .where('rsvps.id', '=', rsvpId)
        .executeTakeFirst();
    },

    /** An RSVP's answer for each majlis it answered (the pass lists them), in no set order. */
    answersOf(rsvpId: string) {
      return db
        .selectFrom('rsvp_attendance')
        .select(['majlis_id', 'attending', 'guests', 'session_id', 'checked_in_at'])
        .where('rsvp_id', '=', rsvpId)
        .execute();
    },

    /** A pass anywhere (the pass page), with its card. */
    findPassAnywhere(hash: string) {
      return db.selectFrom('rsvps').selectAll().where('pass_hash', '=', hash).executeTakeFirst();
    },

    /** The listed parties invited to the majlis that never answered for it, and their allowances. */
    async awaitingReply(cardId: string, majlis: DoorMajlisRef): Promise<GroupCount> {
      const row = await awaitingParties(cardId, majlis)
        .select([
          sql<number | string>`count(*)`.as('parties'),
          sql<number | string>`coalesce(sum(gp.allowance), 0)`.as('guests'),
        ])
        .executeTakeFirstOrThrow();
      return { parties: Number(row.parties), guests: Number(row.guests) };
    },

    /**
     * The answers for the majlis in the three groups (Belum Hadir: coming, not in; Sudah Hadir:
     * in; Tidak Hadir: not coming), and each session's coming and checked-in guests, in one query.
     */
    async countsAt(cardId: string, majlisId: string): Promise<MajlisCounts> {
      const rows = await db
        .selectFrom('rsvp_attendance')
        .select([
          'session_id',
          'attending',
          answerCheckedIn.as('checked_in'),
          sql<number | string>`count(*)`.as('parties'),
          sql<number | string>`coalesce(sum(guests), 0)`.as('guests'),
        ])
        .where('card_id', '=', cardId)
        .where('majlis_id', '=', majlisId)
        .groupBy(['session_id', 'attending', answerCheckedIn])
        .execute();
      const sessions: MajlisCounts['sessions'] = new Map();
      for (const row of rows) {
        const group = rsvpGroupOf(row);
        if (row.session_id === null || group === 'declined') continue;
        const session = sessions.get(row.session_id) ?? {
          expected: noGroup(),
          'checked-in': noGroup(),
        };
        session[group].parties += Number(row.parties);
        session[group].guests += Number(row.guests);
        sessions.set(row.session_id, session);
      }
      return { counts: countsByGroup(rows), sessions };
    },

    /**
     * The guests of the majlis by name (any case), a page at a time: those who answered for it
     * (coming or not, marked so), and the listed parties invited to it that have not.
     */
    async page(
      cardId: string,
      majlis: DoorMajlisRef,
      q: string | undefined,
      cursorToken: string | undefined,
    ) {
      const cursor = cursorToken === undefined ? undefined : decodeCursor(cursorToken);
      if (cursor === null) return null;
      // Each half filtered by the card itself, so each uses its own card index.
      const guests = rsvpGuests(majlis.id)
        .where('rsvps.card_id', '=', cardId)
        .unionAll(awaitingGuests(cardId, majlis));
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
     * Checks a guest coming to the majlis in there, once: true when this call did it. A second
     * scan, a replay from a phone that was offline, or two ushers at once: only the first write
     * counts, and the time of arrival stays the first. Another majlis's check-in is its own.
     */
    checkIn(cardId: string, rsvpId: string, majlisId: string, now: Date): Promise<boolean> {
      return inTransaction(db, async (trx) => {
        const result = await trx
          .updateTable('rsvp_attendance')
          .set({ checked_in_at: nowIso(now) })
          .where('card_id', '=', cardId)
          .where('rsvp_id', '=', rsvpId)
          .where('majlis_id', '=', majlisId)
          .where('attending', '=', 1)
          .where('checked_in_at', 'is', null)
          .executeTakeFirst();
        if (result.numUpdatedRows !== 1n) return false;
        await keepCheckInSummary(trx, rsvpId);
        return true;
      });
    },

    /** Takes back the check-in at the majlis (its other majlis's stay); true when there was one. */
    undoCheckIn(cardId: string, rsvpId: string, majlisId: string): Promise<boolean> {
      return inTransaction(db, async (trx) => {
        const result = await trx
          .updateTable('rsvp_attendance')
          .set({ checked_in_at: null })
          .where('card_id', '=', cardId)
          .where('rsvp_id', '=', rsvpId)
          .where('majlis_id', '=', majlisId)
          .where('checked_in_at', 'is not', null)
          .executeTakeFirst();
        if (result.numUpdatedRows !== 1n) return false;
        await keepCheckInSummary(trx, rsvpId);
        return true;
      });
    },

    /**
     * A listed party's RSVP that says nothing about the majlis, answered at its door: coming,
     * with the party's allowance and no session (the door does not ask which). The RSVP's summary
     * follows (coming to any, the most people at any). Two ushers at once: the first stands.
     */
    answerAtDoor(
      cardId: string,
      rsvpId: string,
      majlisId: string,
      guests: number,
      now: Date,
    ): Promise<void> {
      return inTransaction(db, async (trx) => {
        await trx
          .insertInto('rsvp_attendance')
          .values({
            rsvp_id: rsvpId,
            card_id: cardId,
            majlis_id: majlisId,
            attending: 1,
            guests,
            session_id: null,
            checked_in_at: null,
            updated_at: nowIso(now),
          })
          .onConflict((oc) => oc.columns(['rsvp_id', 'majlis_id']).doNothing())
          .execute();
        await trx
          .updateTable('rsvps')
          .set({
            attending: sql<Flag>`case when exists (select 1 from rsvp_attendance a where a.rsvp_id = rsvps.id and a.attending = 1) then 1 else 0 end`,
            guests: sql<number>`coalesce((select max(a.guests) from rsvp_attendance a where a.rsvp_id = rsvps.id and a.attending = 1), rsvps.guests)`,
          })
          .where('id', '=', rsvpId)
          .execute();
      });
    },

    /**
     * A guest who never RSVPed, checked in at once at the majlis's door. The phone's reference
     * makes a replay find the first one instead of adding a second (unique per card). Null when
     * the card is full.
     */
    async walkIn(
      cardId: string,
      majlisId: string,
      walkIn: { name: string; guests: number; clientRef: string },
      now: Date,
    ): Promise<{ row: DoorRow; created: boolean } | null> {
      // A walk-in answered one majlis: the one it came to.
      const existing = await rsvpGuests(null)
        .where('rsvps.card_id', '=', cardId)
        .where('rsvps.client_ref', '=', walkIn.clientRef)
        .executeTakeFirst();
      if (existing) return { row: existing, created: false };
      const id = randomId(16);
      const at = nowIso(now);
      const created = await inTransaction(db, async (trx) => {
        const result = await sql`
          insert into rsvps
            (id, card_id, name, phone_number, email, guests, attending, checked_in, ucapan,
             created_at, checked_in_at, walk_in, client_ref)
          select ${id}, ${cardId}, ${walkIn.name}, '', null, cast(${walkIn.guests} as integer),
            1, 1, null, ${at}, ${at}, 1, ${walkIn.clientRef}
          where (select count(*) from rsvps where card_id = ${cardId}) < ${MAX_RSVPS_PER_CARD}
        `.execute(trx);
        if (Number(result.numAffectedRows ?? 0) !== 1) return false;
        await trx
          .insertInto('rsvp_attendance')
          .values({
            rsvp_id: id,
            card_id: cardId,
            majlis_id: majlisId,
            attending: 1,
            guests: walkIn.guests,
            session_id: null,
            checked_in_at: at,
            updated_at: at,
          })
          .execute();
        return true;
      });
      if (!created) return null;
      const row = await guestAt(cardId, id, majlisId);
      return row ? { row, created: true } : null;
    },
  };
}
