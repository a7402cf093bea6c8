import type { Kysely } from 'kysely';
import { PROMO_MESSAGES, checkPromoCode, normalisePromoCode } from '@shared/promo/promo-code';
import { MAX_PROMO_CODE_LENGTH } from '@shared/schemas/promo';
import type { Database } from '../../db/schema';
import { badRequest } from '../../http/errors';
import type { PromoCodeRow } from './promo-codes.repository';
import { promoCodesRepository } from './promo-codes.repository';

/** A code that can be used today, and what it takes off. */
export interface UsablePromo {
  code: string;
  discountSen: number;
}

/** The 400 a refused code answers with, in the product's words, on `field` when one is given. */
export function promoRefusal(row: PromoCodeRow | undefined, today: string, field?: string) {
  if (!row) return badRequest(PROMO_MESSAGES.invalid, field);
  const check = checkPromoCode(row, today);
  return badRequest(check.ok ? PROMO_MESSAGES.fullyClaimed : PROMO_MESSAGES[check.reason], field);
}

/**
 * Looks a typed code up (normalised first) and returns it when it can be used today; otherwise
 * throws the 400 with the product's message (on `field`, when given). Nothing is claimed here.
 */
export async function findUsablePromo(
  db: Kysely<Database>,
  typed: string,
  today: string,
  field?: string,
): Promise<UsablePromo> {
  const code = normalisePromoCode(typed);
  const lookedUp = code !== '' && code.length <= MAX_PROMO_CODE_LENGTH;
  const row = lookedUp ? await promoCodesRepository(db).findByCode(code) : undefined;
  if (!row) throw promoRefusal(undefined, today, field);
  const check = checkPromoCode(row, today);
  if (!check.ok) throw promoRefusal(row, today, field);
  return { code: row.code, discountSen: check.discountSen };
}

/**
 * Claims one use of the code inside the caller's transaction; when it was used up (or expired)
 * in the meantime, throws the 400 that says so, and the caller's transaction rolls back.
 */
export async function claimPromo(trx: Kysely<Database>, code: string, today: string) {
  const promoCodes = promoCodesRepository(trx);
  if (await promoCodes.claim(code, today)) return;
  throw promoRefusal(await promoCodes.findByCode(code), today);
}
