import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { guestsRepository } from './guests.repository';
import { partyIdOfToken, tokenIsCurrent } from './party-links';

// Who a personal link's token is: the party of today's link on the card it names,
// or nobody. A token we did not sign, one the owner renewed, or another card's is nobody: the
// page and the calls then treat the guest as anyone with the card's open link.

export type LinkedParty = NonNullable<
  Awaited<ReturnType<ReturnType<typeof guestsRepository>['findForLink']>>
>;

/**
 * The party a token is today's link of: on the card given (the card's page and calls), or on
 * any card when `cardId` is null (the pass page, whose token alone says whose pass it is).
 */
export function partyLinkReader(db: Kysely<Database>, secret: string) {
  const guests = guestsRepository(db);
  return async (cardId: string | null, token: string | undefined): Promise<LinkedParty | null> => {
    const id = token === undefined ? null : partyIdOfToken(token);
    if (id === null || token === undefined) return null;
    const party = await guests.findForLink(id);
    if (!party || (cardId !== null && party.card_id !== cardId)) return null;
    return tokenIsCurrent(secret, token, party) ? party : null;
  };
}
