import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { PromoCode } from '@shared/promo/promo-code';
import type { Database } from '../../db/schema';

/** owner-side §3 "Promo code", as the promo rules read it, with its (normalised) code. */
export interface PromoCodeRow extends PromoCode {
  code: string;
}

/** Promo codes; pass a transaction's `trx` to claim inside it. Codes are stored normalised. */
export function promoCodesRepository(db: Kysely<Database>) {
  return {
    async findByCode(code: string): Promise<PromoCodeRow | undefined> {
      const row = await db
        .selectFrom('promo_codes')
        .select(['code', 'discount_sen', 'expiration_date', 'claimed', 'valid'])
        .where('code', '=', code)
        .executeTakeFirst();
      if (!row) return undefined;
      return {
        code: row.code,
        discountSen: row.discount_sen,
        expirationDate: row.expiration_date,
        claimed: row.claimed,
        valid: row.valid,
      };
    },

    /**
     * Takes one claim of the code if it still has one and has not expired (`today` is Malaysia's
     * `YYYY-MM-DD`; the last day counts). One conditional UPDATE, so two owners racing for the
     * last claim cannot both get it (DESIGN.md item 9): true when this call got it.
     */
    async claim(code: string, today: string): Promise<boolean> {
      const result = await db
        .updateTable('promo_codes')
        .set({ claimed: sql<number>`claimed + 1` })
        .where('code', '=', code)
        .where((eb) => eb('claimed', '<', eb.ref('valid')))
        .where((eb) =>
          eb.or([eb('expiration_date', 'is', null), eb('expiration_date', '>=', today)]),
        )
        .executeTakeFirst();
      return result.numUpdatedRows === 1n;
    },

    /**
     * One more claim, whatever the count: a partial discount is claimed when the payment for the
     * rest is confirmed, and money received for a discounted bill is honoured even when the
     * code's last claim went elsewhere in the meantime (the count stays a true count).
     */
    async countClaim(code: string): Promise<void> {
      await db
        .updateTable('promo_codes')
        .set({ claimed: sql<number>`claimed + 1` })
        .where('code', '=', code)
        .execute();
    },
  };
}
