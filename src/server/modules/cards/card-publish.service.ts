import type { Kysely } from 'kysely';
import type { CardContent } from '@shared/card/card-content';
import { totalAfterDiscount } from '@shared/promo/promo-code';
import type { PublishCardReply } from '@shared/schemas/publish';
import type { Database } from '../../db/schema';
import { settingsMissing } from '../../http/errors';
import { malaysiaToday } from '../../lib/clock';
import { newCardId } from '../../lib/ids';
import type { AuthUser } from '../auth/sessions.service';
import { paymentsRepository } from '../payments/payments.repository';
import { claimPromo, findUsablePromo } from '../promo-codes/promo-codes.service';
import { settingsRepository } from '../settings/settings.repository';
import type { CardFeatures } from './cards.repository';
import { cardsRepository } from './cards.repository';

/**
 * owner-side §4: "'unverified' is set on creation (with gift_button 'true')"; DESIGN.md item 11:
 * RSVP comes with every new card (the owner may switch it off on the RSVP page).
 */
export const NEW_CARD_FEATURES: Partial<CardFeatures> = { gift_button: true, rsvp: true };

export interface PublishRequest {
  owner: AuthUser;
  draft: CardContent;
  profile: { name: string; mobile: string };
  /** Normalised; undefined when none was typed. */
  promo?: string | undefined;
}

/**
 * owner-side §2 "Publish", §7 "POST /invitation-cards": creates the owner's card from a checked
 * draft under an unguessable id (DESIGN.md item 4). The card starts unverified (a one-hour
 * trial) and waits for checkout, unless nothing is left to pay: then it is active at once
 * (DESIGN.md item 9). A promo code that takes the total to zero is claimed in the same
 * transaction as the card is written, atomically, so its last claim goes to one card only; a
 * refused code refuses the whole publish and nothing is written.
 */
export async function publishCard(
  db: Kysely<Database>,
  request: PublishRequest,
  now = new Date(),
): Promise<PublishCardReply> {
  const settings = await settingsRepository(db).find();
  if (!settings) throw settingsMissing();
  const today = malaysiaToday(now);
  const promo = request.promo ? await findUsablePromo(db, request.promo, today) : null;
  const discountSen = promo?.discountSen ?? 0;
  const totalSen = totalAfterDiscount(settings.price, discountSen);
  const free = totalSen === 0;
  const id = newCardId();

  await db.transaction().execute(async (trx) => {
    // Only a code that makes the card free is spent now; a partial discount is claimed when
    // the payment for the rest is confirmed (checkout).
    if (free && promo) await claimPromo(trx, promo.code, today);
    await cardsRepository(trx).insert(
      {
        id,
        userId: request.owner.id,
        client: {
          name: request.profile.name,
          email: request.owner.email.toLowerCase(),
          mobile: request.profile.mobile,
        },
        status: free ? 'active' : 'unverified',
        content: request.draft,
        features: NEW_CARD_FEATURES,
      },
      now,
    );
    if (free) {
      // What activated the card, for staff and for the payments to come.
      await paymentsRepository(trx).insert(
        {
          cardId: id,
          provider: promo ? 'promo' : 'free',
          amountSen: 0,
          promoCode: promo?.code ?? null,
          status: 'paid',
        },
        now,
      );
    }
  });

  return { id, totalSen, discountSen, next: free ? 'dashboard' : 'checkout' };
}
