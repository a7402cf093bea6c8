import type { ExpressionBuilder, Kysely, Selectable, SqlBool } from 'kysely';
import { sql } from 'kysely';
import type { MajlisAnswer } from '@shared/card/majlis-answers';
import { rsvpSummary } from '@shared/card/majlis-answers';
import type { OwnerRsvp, RsvpCounts, RsvpGroup, ValidRsvp, Wish } from '@shared/schemas/rsvp';
import { MAX_RSVPS_PER_CARD } from '@shared/schemas/rsvp';
import type { OwnerMajlisAnswer } from '@shared/schemas/rsvp-majlis';
import type { Database, Flag, RsvpAttendanceTable, RsvpsTable } from '../../db/schema';
import { nowIso } from '../../lib/clock';
import { randomId } from '../../lib/ids';

/** An RSVP with its answer for each majlis the guest may attend (see majlisAnswers). */
export type KeptRsvp = ValidRsvp & { answers: readonly MajlisAnswer[] };

/** Runs `work` in a transaction: the caller's, or a new one. */
export function inTransaction<T>(
  db: Kysely<Database>,
  work: (trx: Kysely<Database>) => Promise<T>,
): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}

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

/** An RSVP with whether a party on the guest list sent it. */
type RsvpRow = Selectable<RsvpsTable> & {
  from_list: number | string | boolean | null;
  answered_by: string | null;
};

/** Every column of an RSVP, and whether it came through a party's personal link. */
const ownerColumns = () =>
  [
    sql<number>`case when exists (select 1 from guest_parties gp where gp.rsvp_id = rsvps.id) then 1 else 0 end`.as(
      'from_list',
    ),
    // The co-host who recorded the answer by hand, by name ("oleh Mak"); null: guest or owner.
    sql<
      string | null
    >`(select ch.name from card_hosts ch where ch.id = rsvps.answered_by_host_id)`.as(
      'answered_by',
    ),
  ] as const;

/** An RSVP's answer for one majlis, as its row keeps it. */
type AnswerRow = Pick<
  Selectable<RsvpAttendanceTable>,
  'rsvp_id' | 'majlis_id' | 'attending' | 'guests' | 'session_id' | 'checked_in_at'
> & { checked_in_by: string | null };

const ANSWER_COLUMNS = [
  'rsvp_id',
  'majlis_id',
  'attending',
  'guests',
  'session_id',
  'checked_in_at',
  // The co-host who checked the guest in, by name; null: the owner, staff or an usher link.
  sql<
    string | null
  >`(select ch.name from card_hosts ch where ch.id = rsvp_attendance.checked_in_by_host_id)`.as(
    'checked_in_by',
  ),
] as const;

/** Each RSVP's answers per majlis, by the RSVP's id. */
function answersByRsvp(rows: readonly AnswerRow[]): Map<string, OwnerMajlisAnswer[]> {
  const answers = new Map<string, OwnerMajlisAnswer[]>();
  for (const row of rows) {
    const answer: OwnerMajlisAnswer = {
      id: row.majlis_id,
      attending: Number(row.attending) === 1,
      guests: row.guests,
      sessionId: row.session_id,
      checkedIn: row.checked_in_at !== null,
      checkedInAt: row.checked_in_at,
      ...(row.checked_in_at !== null && row.checked_in_by
        ? { checkedInBy: row.checked_in_by }
        : {}),
    };
    const known = answers.get(row.rsvp_id);
    if (known) known.push(answer);
    else answers.set(row.rsvp_id, [answer]);
  }
  return answers;
}

/** The answers of the RSVPs named (a page of the list), by their primary key. */
async function answersOf(
  db: Kysely<Database>,
  rsvpIds: readonly string[],
): Promise<Map<string, OwnerMajlisAnswer[]>> {
  if (rsvpIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('rsvp_attendance')
    .select(ANSWER_COLUMNS)
    .where('rsvp_id', 'in', [...rsvpIds])
    .execute();
  return answersByRsvp(rows);
}

function toOwnerRsvp(row: RsvpRow, answers: ReadonlyMap<string, OwnerMajlisAnswer[]>): OwnerRsvp {
  return {
    id: row.id,
    name: row.name,
    phoneNumber: row.phone_number,
    email: row.email,
    guests: row.guests,
    attending: row.attending === 1,
    checkedIn: row.checked_in === 1,
    ucapan: row.ucapan,
    wishHidden: row.wish_hidden === 1,
    created_at: row.created_at,
    fromList: Number(row.from_list) === 1,
    ...(row.answered_by ? { answeredBy: row.answered_by } : {}),
    majlis: answers.get(row.id) ?? [],
  };
}

/** One majlis of the card, or one session of it (a checked session is of that majlis). */
export interface RsvpMajlisScope {
  majlisId: string;
  sessionId?: string | undefined;
}

/** What narrows the owner's list: one group, a search, and one majlis or session. */
export interface OwnerRsvpFilter {
  group?: RsvpGroup | undefined;
  /** Trimmed; '' or undefined: everyone. */
  q?: string | undefined;
  scope?: RsvpMajlisScope | undefined;
}

/** Whether an answer is checked in, as 1 or 0 (a column to group by). */
export const answerCheckedIn = sql<number>`case when checked_in_at is null then 0 else 1 end`;

/** An RSVP's or an answer's answer and check-in, as 1 or 0 (a count's text on some drivers). */
interface AnswerFlags {
  attending: number | string;
  checked_in: number | string;
}

/** The RSVP page's group of an RSVP or an answer: checked in, else coming, else not coming. */
export function rsvpGroupOf(row: AnswerFlags): RsvpGroup {
  if (Number(row.checked_in) === 1) return 'checked-in';
  return Number(row.attending) === 1 ? 'expected' : 'declined';
}

/** The three groups' parties and people, from counts grouped by answer and check-in. */
export function countsByGroup(
  rows: readonly (AnswerFlags & { parties: number | string; guests: number | string })[],
): RsvpCounts {
  const counts: RsvpCounts = {
    expected: { parties: 0, guests: 0 },
    'checked-in': { parties: 0, guests: 0 },
    declined: { parties: 0, guests: 0 },
  };
  for (const row of rows) {
    const group = rsvpGroupOf(row);
    counts[group].parties += Number(row.parties);
    counts[group].guests += Number(row.guests);
  }
  return counts;
}

type RsvpsBuilder = ExpressionBuilder<Database, 'rsvps'>;

/** Belum Hadir (attending, not in), Sudah Hadir (in), Tidak Hadir (not coming). */
function inGroup(eb: RsvpsBuilder, group: RsvpGroup) {
  if (group === 'checked-in') return eb('checked_in', '=', 1);
  if (group === 'declined') return eb.and([eb('attending', '=', 0), eb('checked_in', '=', 0)]);
  return eb.and([eb('attending', '=', 1), eb('checked_in', '=', 0)]);
}

/**
 * The RSVPs that answered the scope's majlis (came to its session), in the group their answer
 * there puts them: one indexed search of the card's answers (card, majlis, session).
 */
function answeredIn(
  db: Kysely<Database>,
  cardId: string,
  scope: RsvpMajlisScope,
  group: RsvpGroup | undefined,
) {
  let query = db
    .selectFrom('rsvp_attendance')
    .select('rsvp_id')
    .where('card_id', '=', cardId)
    .where('majlis_id', '=', scope.majlisId);
  if (scope.sessionId) query = query.where('session_id', '=', scope.sessionId);
  if (group === 'checked-in') query = query.where('checked_in_at', 'is not', null);
  if (group === 'declined') query = query.where('attending', '=', 0);
  if (group === 'expected') {
    query = query.where('attending', '=', 1).where('checked_in_at', 'is', null);
  }
  return query;
}

/** `%`, `_` and `\` typed by the owner are themselves, not LIKE's wildcards. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The name contains the text in any case, or the phone contains it; digits are
 * compared without the spaces, dashes and plus signs people type in phone numbers either way.
 */
function matchesSearch(eb: RsvpsBuilder, q: string) {
  const name = `%${likeLiteral(q.toLowerCase())}%`;
  const either = [sql<SqlBool>`lower(name) like ${name} escape '\\'`];
  const digits = q.replace(/\D/g, '');
  if (digits.length > 0) {
    either.push(
      sql<SqlBool>`replace(replace(replace(phone_number, ' ', ''), '-', ''), '+', '') like ${`%${digits}%`}`,
    );
  }
  return eb.or(either);
}

/**
 * Writes an RSVP's answers, one row per majlis, keeping the check-in of each majlis the guest
 * still comes to, and the RSVP's checked-in summary with them.
 */
async function writeAttendance(
  trx: Kysely<Database>,
  cardId: string,
  rsvpId: string,
  answers: readonly MajlisAnswer[],
  checkedInBefore: ReadonlyMap<string, string | null>,
  now: Date,
): Promise<void> {
  const rows = answers.map((answer) => ({
    rsvp_id: rsvpId,
    card_id: cardId,
    majlis_id: answer.majlisId,
    attending: (answer.attending ? 1 : 0) as Flag,
    guests: answer.guests,
    session_id: answer.sessionId,
    checked_in_at: answer.attending ? (checkedInBefore.get(answer.majlisId) ?? null) : null,
    updated_at: nowIso(now),
  }));
  if (rows.length > 0) await trx.insertInto('rsvp_attendance').values(rows).execute();
  await writeCheckInSummary(
    trx,
    rsvpId,
    rows.map((row) => row.checked_in_at),
  );
}

/**
 * The RSVP's check-in summary from its answers' check-ins: checked in when at any majlis, at
 * the latest time.
 */
async function writeCheckInSummary(
  trx: Kysely<Database>,
  rsvpId: string,
  checkedInAt: readonly (string | null)[],
): Promise<void> {
  const lastIn = checkedInAt
    .filter((at): at is string => at !== null)
    .sort()
    .at(-1);
  await trx
    .updateTable('rsvps')
    .set({ checked_in: lastIn ? 1 : 0, checked_in_at: lastIn ?? null })
    .where('id', '=', rsvpId)
    .execute();
}

/** Answers of one kind at one majlis and session (null: none) of a card: parties and people. */
export interface AnswerTally {
  majlisId: string;
  sessionId: string | null;
  attending: boolean;
  checkedIn: boolean;
  parties: number;
  guests: number;
}

/** A listed party: the majlis chosen for it (JSON, null: the open ones) and those answered. */
export interface PartyAnswered {
  majlisIds: string | null;
  answered: string[];
}

export function rsvpsRepository(db: Kysely<Database>) {
  return {
    /**
     * Keeps an RSVP unless the card already holds MAX_RSVPS_PER_CARD: the count and the insert
     * are one statement, so a burst of guests cannot slip many past the cap (two racing
     * PostgreSQL transactions may each add their one). Returns the new id, or null when full.
     */
    async create(
      cardId: string,
      rsvp: KeptRsvp,
      now: Date,
      passHash: string | null = null,
    ): Promise<string | null> {
      const id = randomId(16);
      const summary = rsvpSummary(rsvp.answers, rsvp.guests);
      return inTransaction(db, async (trx) => {
        // Casts, because PostgreSQL types the parameters of a bare SELECT as text.
        const result = await sql`
          insert into rsvps
            (id, card_id, name, phone_number, email, guests, attending, checked_in, ucapan,
             created_at, pass_hash)
          select ${id}, ${cardId}, ${rsvp.name}, ${rsvp.phoneNumber}, ${rsvp.email ?? null},
            cast(${summary.guests} as integer), cast(${summary.attending ? 1 : 0} as integer), 0,
            ${rsvp.ucapan ?? null}, ${nowIso(now)}, ${passHash}
          where (select count(*) from rsvps where card_id = ${cardId}) < ${MAX_RSVPS_PER_CARD}
        `.execute(trx);
        if (Number(result.numAffectedRows ?? 0) !== 1) return null;
        await writeAttendance(trx, cardId, id, rsvp.answers, new Map(), now);
        return id;
      });
    },

    /**
     * People already coming to each of the sessions (attending answers), but those of the RSVP
     * `except` (a guest changing their answer does not compete with their own seats).
     */
    async seatsTaken(
      cardId: string,
      sessionIds: readonly string[],
      except?: string,
    ): Promise<Map<string, number>> {
      const taken = new Map<string, number>(sessionIds.map((id) => [id, 0]));
      if (sessionIds.length === 0) return taken;
      let query = db
        .selectFrom('rsvp_attendance')
        .select(['session_id', sql<number | string>`coalesce(sum(guests), 0)`.as('people')])
        .where('card_id', '=', cardId)
        .where('attending', '=', 1)
        .where('session_id', 'in', [...sessionIds])
        .groupBy('session_id');
      if (except) query = query.where('rsvp_id', '!=', except);
      for (const row of await query.execute()) {
        if (row.session_id) taken.set(row.session_id, Number(row.people));
      }
      return taken;
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
     * One page of the card's RSVPs, contacts included, newest
     * first, after the page that ended at `cursor`. Keyset paging on (created_at, id), which the
     * card's index serves, so the 100th page is as quick as the first.
     */
    async pageForOwner(
      cardId: string,
      limit: number,
      cursorToken?: string,
      filter: OwnerRsvpFilter = {},
    ): Promise<{ rsvps: OwnerRsvp[]; nextCursor: string | null } | null> {
      const cursor = cursorToken === undefined ? undefined : decodeCursor(cursorToken);
      if (cursor === null) return null;
      let query = db
        .selectFrom('rsvps')
        .selectAll()
        .select(ownerColumns)
        .where('card_id', '=', cardId);
      const { group, q, scope } = filter;
      if (scope) query = query.where('id', 'in', answeredIn(db, cardId, scope, group));
      else if (group) query = query.where((eb) => inGroup(eb, group));
      if (q) query = query.where((eb) => matchesSearch(eb, q));
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
      const answers = await answersOf(
        db,
        page.map((row) => row.id),
      );
      return {
        rsvps: page.map((row) => toOwnerRsvp(row, answers)),
        nextCursor:
          rows.length > limit && last
            ? encodeCursor({ createdAt: last.created_at, id: last.id })
            : null,
      };
    },

    /** The three groups' parties and guests, in one query. */
    async countsOfCard(cardId: string): Promise<RsvpCounts> {
      const rows = await db
        .selectFrom('rsvps')
        .select([
          'attending',
          'checked_in',
          sql<number | string>`count(*)`.as('parties'),
          sql<number | string>`coalesce(sum(guests), 0)`.as('guests'),
        ])
        .where('card_id', '=', cardId)
        .groupBy(['attending', 'checked_in'])
        .execute();
      return countsByGroup(rows);
    },

    /**
     * The three groups of the RSVPs that answered one majlis (came to one session), by their
     * answer there: its people, not the RSVP's most at any majlis. One indexed search.
     */
    async countsInScope(cardId: string, scope: RsvpMajlisScope): Promise<RsvpCounts> {
      let query = db
        .selectFrom('rsvp_attendance')
        .select([
          'attending',
          answerCheckedIn.as('checked_in'),
          sql<number | string>`count(*)`.as('parties'),
          sql<number | string>`coalesce(sum(guests), 0)`.as('guests'),
        ])
        .where('card_id', '=', cardId)
        .where('majlis_id', '=', scope.majlisId);
      if (scope.sessionId) query = query.where('session_id', '=', scope.sessionId);
      return countsByGroup(await query.groupBy(['attending', answerCheckedIn]).execute());
    },

    /**
     * The card's answers counted by majlis, session, answer and check-in: parties and people.
     * One indexed search of the card's answers, whatever their number.
     */
    async answerTallies(cardId: string): Promise<AnswerTally[]> {
      const rows = await db
        .selectFrom('rsvp_attendance')
        .select([
          'majlis_id',
          'session_id',
          'attending',
          answerCheckedIn.as('checked_in'),
          sql<number | string>`count(*)`.as('parties'),
          sql<number | string>`coalesce(sum(guests), 0)`.as('guests'),
        ])
        .where('card_id', '=', cardId)
        .groupBy(['majlis_id', 'session_id', 'attending', answerCheckedIn])
        .execute();
      return rows.map((row) => ({
        majlisId: row.majlis_id,
        sessionId: row.session_id,
        attending: Number(row.attending) === 1,
        checkedIn: Number(row.checked_in) === 1,
        parties: Number(row.parties),
        guests: Number(row.guests),
      }));
    },

    /**
     * The card's listed parties with the majlis each was invited to (as its row keeps them)
     * and those its RSVP answered: who has not replied for which majlis.
     */
    async partiesAnswered(cardId: string): Promise<PartyAnswered[]> {
      const rows = await db
        .selectFrom('guest_parties as p')
        .leftJoin('rsvp_attendance as a', 'a.rsvp_id', 'p.rsvp_id')
        .select(['p.id', 'p.majlis_ids', 'a.majlis_id'])
        .where('p.card_id', '=', cardId)
        .execute();
      const parties = new Map<string, PartyAnswered>();
      for (const row of rows) {
        const party = parties.get(row.id) ?? { majlisIds: row.majlis_ids, answered: [] };
        if (row.majlis_id !== null) party.answered.push(row.majlis_id);
        parties.set(row.id, party);
      }
      return [...parties.values()];
    },

    async findOfCard(cardId: string, rsvpId: string): Promise<OwnerRsvp | undefined> {
      const row = await db
        .selectFrom('rsvps')
        .selectAll()
        .select(ownerColumns)
        .where('card_id', '=', cardId)
        .where('id', '=', rsvpId)
        .executeTakeFirst();
      return row ? toOwnerRsvp(row, await answersOf(db, [row.id])) : undefined;
    },

    /**
     * The owner checks a guest in at one majlis, or undoes it; a guest not coming to that
     * majlis cannot be checked in there. The RSVP's summary follows, under its row's lock, so
     * two check-ins at two majlis at once both count. False when the RSVP has no such answer
     * that could take it.
     */
    async setCheckedInAt(
      cardId: string,
      rsvpId: string,
      majlisId: string,
      checkedIn: boolean,
      now: Date,
    ): Promise<boolean> {
      return inTransaction(db, async (trx) => {
        await trx
          .updateTable('rsvps')
          .set((eb) => ({ checked_in: eb.ref('checked_in') }))
          .where('id', '=', rsvpId)
          .execute();
        let query = trx
          .updateTable('rsvp_attendance')
          .set({ checked_in_at: checkedIn ? nowIso(now) : null })
          .where('card_id', '=', cardId)
          .where('rsvp_id', '=', rsvpId)
          .where('majlis_id', '=', majlisId);
        if (checkedIn) query = query.where('attending', '=', 1);
        const result = await query.executeTakeFirst();
        if (result.numUpdatedRows !== 1n) return false;
        const answers = await trx
          .selectFrom('rsvp_attendance')
          .select('checked_in_at')
          .where('rsvp_id', '=', rsvpId)
          .execute();
        await writeCheckInSummary(
          trx,
          rsvpId,
          answers.map((answer) => answer.checked_in_at),
        );
        return true;
      });
    },

    /**
     * An attending guest is checked in, or the check-in undone, on the RSVP alone (one kept
     * without answers per majlis); a guest who said they are not coming cannot be checked in.
     * False when no such RSVP could take it.
     */
    async setCheckedIn(
      cardId: string,
      rsvpId: string,
      checkedIn: boolean,
      now: Date,
    ): Promise<boolean> {
      let query = db
        .updateTable('rsvps')
        .set({ checked_in: checkedIn ? 1 : 0, checked_in_at: checkedIn ? nowIso(now) : null })
        .where('card_id', '=', cardId)
        .where('id', '=', rsvpId);
      if (checkedIn) query = query.where('attending', '=', 1);
      const result = await query.executeTakeFirst();
      return result.numUpdatedRows === 1n;
    },

    /**
     * A guest's new answer over their RSVP (a party answering again through its link): who they
     * are, their wish and their answers (see setAnswers). False when there is no such RSVP.
     */
    async replaceAnswer(
      cardId: string,
      rsvpId: string,
      rsvp: KeptRsvp,
      now: Date,
    ): Promise<boolean> {
      return inTransaction(db, async (trx) => {
        const result = await trx
          .updateTable('rsvps')
          .set({
            name: rsvp.name,
            phone_number: rsvp.phoneNumber,
            email: rsvp.email ?? null,
            ucapan: rsvp.ucapan ?? null,
          })
          .where('card_id', '=', cardId)
          .where('id', '=', rsvpId)
          .executeTakeFirst();
        if (result.numUpdatedRows !== 1n) return false;
        return rsvpsRepository(trx).setAnswers(cardId, rsvpId, rsvp.answers, rsvp.guests, now);
      });
    },

    /**
     * An RSVP's answers replaced (the guest's new answer, or the owner's by hand), its summary
     * with them; a majlis the guest still comes to keeps its check-in, one they no longer come
     * to loses it. `guests` is the RSVP's count when it comes to none. False: no such RSVP.
     */
    async setAnswers(
      cardId: string,
      rsvpId: string,
      answers: readonly MajlisAnswer[],
      guests: number,
      now: Date,
    ): Promise<boolean> {
      const summary = rsvpSummary(answers, guests);
      return inTransaction(db, async (trx) => {
        const result = await trx
          .updateTable('rsvps')
          .set({ guests: summary.guests, attending: summary.attending ? 1 : 0 })
          .where('card_id', '=', cardId)
          .where('id', '=', rsvpId)
          .executeTakeFirst();
        if (result.numUpdatedRows !== 1n) return false;
        const before = await trx
          .selectFrom('rsvp_attendance')
          .select(['majlis_id', 'checked_in_at'])
          .where('rsvp_id', '=', rsvpId)
          .execute();
        const checkedIn = new Map(before.map((row) => [row.majlis_id, row.checked_in_at]));
        await trx.deleteFrom('rsvp_attendance').where('rsvp_id', '=', rsvpId).execute();
        await writeAttendance(trx, cardId, rsvpId, answers, checkedIn, now);
        return true;
      });
    },

    async setWishHidden(cardId: string, rsvpId: string, hidden: boolean): Promise<boolean> {
      const result = await db
        .updateTable('rsvps')
        .set({ wish_hidden: hidden ? 1 : 0 })
        .where('card_id', '=', cardId)
        .where('id', '=', rsvpId)
        .executeTakeFirst();
      return result.numUpdatedRows === 1n;
    },

    async deleteOfCard(cardId: string, rsvpId: string): Promise<boolean> {
      const result = await db
        .deleteFrom('rsvps')
        .where('card_id', '=', cardId)
        .where('id', '=', rsvpId)
        .executeTakeFirst();
      return result.numDeletedRows === 1n;
    },

    /** Every RSVP of the card, oldest first, for the CSV (at most MAX_RSVPS_PER_CARD). */
    async allOfCard(cardId: string): Promise<OwnerRsvp[]> {
      const rows = await db
        .selectFrom('rsvps')
        .selectAll()
        .select(ownerColumns)
        .where('card_id', '=', cardId)
        .orderBy('created_at')
        .orderBy('id')
        .execute();
      const answers = answersByRsvp(
        await db
          .selectFrom('rsvp_attendance')
          .select(ANSWER_COLUMNS)
          .where('card_id', '=', cardId)
          .execute(),
      );
      return rows.map((row) => toOwnerRsvp(row, answers));
    },

    /**
     * Wishes with text the owner has not hidden (hidden ones stay in the owner's list, never on
     * the card or in the wishes book); name, wish and time only. The card shows the newest
     * `WISHES_SHOWN`; the wishes book reads them all, oldest first.
     */
    async listWishes(
      cardId: string,
      {
        order = 'desc',
        limit = WISHES_SHOWN,
      }: { order?: 'asc' | 'desc'; limit?: number | null } = {},
    ): Promise<Wish[]> {
      let query = db
        .selectFrom('rsvps')
        .select(['name', 'ucapan', 'created_at'])
        .where('card_id', '=', cardId)
        .where('ucapan', 'is not', null)
        .where('ucapan', '!=', '')
        .where('wish_hidden', '=', 0)
        .orderBy('created_at', order)
        .orderBy('id', order);
      if (limit !== null) query = query.limit(limit);
      const rows = await query.execute();
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
