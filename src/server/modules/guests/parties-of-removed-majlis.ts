import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { RemovedMajlis } from '../cards/owner-card-majlis';
import { guestMessagesRepository } from './guest-messages.repository';
import { invitedMajlisIds } from './guests.repository';

/**
 * In the card save's transaction: parties invited to a removed majlis are no longer invited to
 * it; a party left invited to none is invited to the card's open majlis again (null), as a
 * party whose majlis were never chosen is. Their reminders the day before it go too.
 */
export async function partiesOfRemovedMajlis(
  trx: Kysely<Database>,
  removed: RemovedMajlis,
): Promise<void> {
  if (removed.majlisIds.length === 0) return;
  await guestMessagesRepository(trx).forgetMajlis(removed.cardId, removed.majlisIds);
  const gone = new Set(removed.majlisIds);
  const parties = await trx
    .selectFrom('guest_parties')
    .select(['id', 'majlis_ids'])
    .where('card_id', '=', removed.cardId)
    .where('majlis_ids', 'is not', null)
    .execute();
  for (const party of parties) {
    const invited = invitedMajlisIds(party);
    if (invited === null || !invited.some((id) => gone.has(id))) continue;
    const kept = invited.filter((id) => !gone.has(id));
    await trx
      .updateTable('guest_parties')
      .set({ majlis_ids: kept.length > 0 ? JSON.stringify(kept) : null })
      .where('id', '=', party.id)
      .execute();
  }
}
