import type { Kysely } from 'kysely';
import type { MajlisAnswer } from '@shared/card/majlis-answers';
import { rsvpSummary } from '@shared/card/majlis-answers';
import type { Database, Flag } from '../../db/schema';
import { nowIso } from '../../lib/clock';
import type { RemovedMajlis } from '../cards/owner-card-majlis';

// When the owner saves a card without a majlis, the guests' answers to it go; their RSVPs stay
// (their wish, their answers to the other majlis) with the summary rewritten from what is left.
// An answer that took a session the majlis no longer has keeps the majlis and loses the session.

/** RSVPs read per query (well under either database's limit on bound parameters). */
const CHUNK = 500;

interface AnswerRow {
  rsvp_id: string;
  majlis_id: string;
  attending: Flag;
  guests: number;
  session_id: string | null;
  checked_in_at: string | null;
}

interface RsvpRow {
  id: string;
  guests: number;
  checked_in: Flag;
  checked_in_at: string | null;
}

const asAnswer = (row: AnswerRow): MajlisAnswer => ({
  majlisId: row.majlis_id,
  attending: row.attending === 1,
  guests: row.guests,
  sessionId: row.session_id,
});

const latest = (rows: readonly AnswerRow[]) =>
  rows
    .map((row) => row.checked_in_at)
    .filter((at): at is string => at !== null)
    .sort()
    .at(-1) ?? null;

/**
 * An RSVP's summary once the answers `removed` are gone and `left` remain: coming to any, the
 * most people at any (the shared rsvpSummary), and checked in at any. A check-in the RSVP kept
 * without a majlis of its own stays while the guest still comes; one made at a removed majlis
 * goes with it.
 */
export function summaryAfterRemoval(
  rsvp: RsvpRow,
  left: readonly AnswerRow[],
  removed: readonly AnswerRow[],
) {
  const { attending, guests } = rsvpSummary(left.map(asAnswer), rsvp.guests);
  const lastIn = latest(left);
  const checkedIn =
    !attending || (lastIn === null && latest(removed) !== null)
      ? { checked_in: 0 as Flag, checked_in_at: null }
      : lastIn !== null
        ? { checked_in: 1 as Flag, checked_in_at: lastIn }
        : { checked_in: rsvp.checked_in, checked_in_at: rsvp.checked_in_at };
  return { attending: (attending ? 1 : 0) as Flag, guests, ...checkedIn };
}

function chunks<T>(list: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += CHUNK) out.push(list.slice(i, i + CHUNK));
  return out;
}

/** Rewrites the summary of each RSVP in `rsvpIds` from its answers left after `gone`. */
async function rewriteSummaries(
  trx: Kysely<Database>,
  rsvpIds: readonly string[],
  gone: readonly AnswerRow[],
) {
  for (const ids of chunks(rsvpIds)) {
    const rsvps = await trx
      .selectFrom('rsvps')
      .select(['id', 'guests', 'checked_in', 'checked_in_at'])
      .where('id', 'in', ids)
      .execute();
    const left = await trx
      .selectFrom('rsvp_attendance')
      .select(['rsvp_id', 'majlis_id', 'attending', 'guests', 'session_id', 'checked_in_at'])
      .where('rsvp_id', 'in', ids)
      .execute();
    for (const rsvp of rsvps) {
      const summary = summaryAfterRemoval(
        rsvp,
        left.filter((row) => row.rsvp_id === rsvp.id),
        gone.filter((row) => row.rsvp_id === rsvp.id),
      );
      await trx.updateTable('rsvps').set(summary).where('id', '=', rsvp.id).execute();
    }
  }
}

/**
 * In the card save's transaction: the answers to each removed majlis go and their RSVPs'
 * summaries are rewritten; answers that took a removed session keep their majlis, without it.
 */
export async function answersOfRemovedMajlis(
  trx: Kysely<Database>,
  removed: RemovedMajlis,
  now: Date,
): Promise<void> {
  const { cardId, majlisIds, sessionIds } = removed;
  if (majlisIds.length > 0) {
    const gone = await trx
      .selectFrom('rsvp_attendance')
      .select(['rsvp_id', 'majlis_id', 'attending', 'guests', 'session_id', 'checked_in_at'])
      .where('card_id', '=', cardId)
      .where('majlis_id', 'in', majlisIds)
      .execute();
    if (gone.length > 0) {
      await trx
        .deleteFrom('rsvp_attendance')
        .where('card_id', '=', cardId)
        .where('majlis_id', 'in', majlisIds)
        .execute();
      await rewriteSummaries(trx, [...new Set(gone.map((row) => row.rsvp_id))], gone);
    }
  }
  if (sessionIds.length > 0) {
    await trx
      .updateTable('rsvp_attendance')
      .set({ session_id: null, updated_at: nowIso(now) })
      .where('card_id', '=', cardId)
      .where('session_id', 'in', sessionIds)
      .execute();
  }
}
