import type { Kysely } from 'kysely';
import type { CardContent } from '@shared/card/card-content';
import type { CardLanguage } from '@shared/i18n/card-words';
import type { PublishCardReply } from '@shared/schemas/publish';
import type { Database } from '../../db/schema';
import { malaysiaToday } from '../../lib/clock';
import { newCardId } from '../../lib/ids';
import type { AuthUser } from '../auth/sessions.service';
import type { CardFeatures } from '../cards/cards.repository';
import { cardsRepository } from '../cards/cards.repository';
import { recordFreeSale } from '../payments/card-sale';
import { priceFor } from '../promo-codes/card-price';

/**
 * A new card is unverified (its trial) with the gift button on; RSVP comes with every new card
 * (the owner may switch it off on the RSVP page).
 */
export const NEW_CARD_FEATURES: Partial<CardFeatures> = { gift_button: true, rsvp: true };

export interface PublishRequest {
  owner: AuthUser;
  draft: CardContent;
  profile: { name: string; mobile: string };
  /** Normalised; undefined when none was typed. */
  promo?: string | undefined;
  /** The language of the card's fixed words. */
  language: CardLanguage;
}

/**
 * Creates the owner's card from a checked draft under an unguessable id. The card starts
 * unverified (a one-hour trial) and waits for checkout, unless nothing is left to pay: then it
 * is sold at once (recordFreeSale), in the same transaction as the card is written, so a promo
 * code's last use goes to one card only; a refused code refuses the whole publish and nothing
 * is written. A code that leaves something to pay is only checked here: the checkout's bill
 * holds its use.
 */
export async function publishCard(
  db: Kysely<Database>,
  request: PublishRequest,
  now: Date,
): Promise<PublishCardReply> {
  const price = await priceFor(db, request.promo, malaysiaToday(now));
  const free = price.totalSen === 0;
  const id = newCardId();

  await db.transaction().execute(async (trx) => {
    await cardsRepository(trx).insert(
      {
        id,
        userId: request.owner.id,
        client: {
          name: request.profile.name,
          email: request.owner.email.toLowerCase(),
          mobile: request.profile.mobile,
        },
        status: 'unverified',
        content: request.draft,
        features: NEW_CARD_FEATURES,
        language: request.language,
      },
      now,
    );
    if (free) {
      await recordFreeSale(
        trx,
        {
          cardId: id,
          userId: request.owner.id,
          promoCode: price.promo?.code ?? null,
          priceSen: price.priceSen,
          discountSen: price.discountSen,
        },
        now,
      );
    }
  });

  // The reply tells the promo's discount as the code gives it, even past the price.
  const discountSen = price.promo?.discountSen ?? 0;
  return { id, totalSen: price.totalSen, discountSen, next: free ? 'dashboard' : 'checkout' };
}
