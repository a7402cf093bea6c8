import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { nowIso } from '../../lib/clock';
import type { RemovedMajlis } from '../cards/owner-card-majlis';

/**
 * In the card save's transaction: an usher link that checks guests in for a removed majlis has
 * nothing left to check them in for, so it ends (revoked, as the owner would); links for every
 * majlis stay.
 */
export async function ushersOfRemovedMajlis(
  trx: Kysely<Database>,
  removed: RemovedMajlis,
  now: Date,
): Promise<void> {
  if (removed.majlisIds.length === 0) return;
  await trx
    .updateTable('ushers')
    .set({ revoked_at: nowIso(now) })
    .where('card_id', '=', removed.cardId)
    .where('majlis_id', 'in', removed.majlisIds)
    .where('revoked_at', 'is', null)
    .execute();
}
