import type { Kysely } from 'kysely';
import type { Majlis } from '@shared/card/card-content';
import type { Database } from '../../db/schema';

// A saved card may drop a majlis or a session. What pointed at it (the guests' answers, the
// parties invited to it, the usher links for it) lives in later modules, which this one may not
// import: app.ts hands the owner's card routes a hook that clears them, run in the save's own
// transaction, so a card never points one way and its answers another.

/** What a saved card dropped: whole majlis, and sessions of a majlis that stays. */
export interface RemovedMajlis {
  cardId: string;
  /** Majlis no longer on the card. */
  majlisIds: string[];
  /** Sessions gone from a majlis still on the card (a removed majlis's go with it). */
  sessionIds: string[];
}

/** Clears what pointed at removed majlis and sessions, inside the save's transaction. */
export type MajlisRemovedHook = (
  trx: Kysely<Database>,
  removed: RemovedMajlis,
  now: Date,
) => Promise<void>;

type MajlisIds = Pick<Majlis, 'id'> & {
  sessions: readonly Pick<Majlis['sessions'][number], 'id'>[];
};

/**
 * The majlis and sessions of `before` that `after` no longer has, or null when it keeps them
 * all. A session counts as kept only in its own majlis.
 */
export function removedMajlis(
  cardId: string,
  before: readonly MajlisIds[],
  after: readonly MajlisIds[],
): RemovedMajlis | null {
  const kept = new Map(after.map((majlis) => [majlis.id, majlis]));
  const majlisIds: string[] = [];
  const sessionIds: string[] = [];
  for (const majlis of before) {
    const still = kept.get(majlis.id);
    if (!still) {
      majlisIds.push(majlis.id);
      continue;
    }
    const sessions = new Set(still.sessions.map((session) => session.id));
    for (const session of majlis.sessions) {
      if (!sessions.has(session.id)) sessionIds.push(session.id);
    }
  }
  return majlisIds.length > 0 || sessionIds.length > 0 ? { cardId, majlisIds, sessionIds } : null;
}
