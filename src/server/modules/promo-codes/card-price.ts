import type { Kysely } from 'kysely';
import { totalAfterDiscount } from '@shared/promo/promo-code';
import type { Database } from '../../db/schema';
import { settingsMissing } from '../../http/errors';
import { settingsRepository } from '../settings/settings.repository';
import type { UsablePromo } from './promo-codes.service';
import { findUsablePromo } from './promo-codes.service';

/** What a card costs today, with the promo code the owner typed. */
export interface CardPrice {
  /** The price in the settings. */
  priceSen: number;
  /** The code, usable today (checked, not claimed), or null when none was typed. */
  promo: UsablePromo | null;
  /** What the promo takes off the price: its discount, at most the price. */
  discountSen: number;
  totalSen: number;
}

/**
 * The card's price, discount and total, worked out on the server from the settings and the
 * typed code (publish and checkout both ask). A refused code throws its 400, on `promoField`
 * when the form has one; missing settings throw the 500 that says so.
 */
export async function priceFor(
  db: Kysely<Database>,
  typedPromo: string | undefined,
  today: string,
  { promoField }: { promoField?: string } = {},
): Promise<CardPrice> {
  const settings = await settingsRepository(db).find();
  if (!settings) throw settingsMissing();
  const promo = typedPromo ? await findUsablePromo(db, typedPromo, today, promoField) : null;
  const discountSen = Math.min(promo?.discountSen ?? 0, settings.price);
  return {
    priceSen: settings.price,
    promo,
    discountSen,
    totalSen: totalAfterDiscount(settings.price, discountSen),
  };
}
