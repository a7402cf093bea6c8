import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { PromoCode } from '@shared/promo/promo-code';
import type { AdminPromoCode } from '@shared/schemas/promo-admin';
import type { Database } from '../../db/schema';
import { nowIso } from '../../lib/clock';

/** A promo code as the promo rules read it, with its (normalised) code. */
export interface PromoCodeRow extends PromoCode {
  code: string;
}

/** What staff set on a code; the discount in sen, `maxUses` the spec's `valid`. */
export interface PromoCodeChanges {
  discountSen?: number | undefined;
  expirationDate?: string | null | undefined;
  maxUses?: number | undefined;
  disabled?: boolean | undefined;
}

const ADMIN_COLUMNS = [
  'code',
  'discount_sen',
  'expiration_date',
  'claimed',
  'valid',
  'disabled',
  'created_at',
] as const;

function toAdmin(row: {
  code: string;
  discount_sen: number;
  expiration_date: string | null;
  claimed: number;
  valid: number;
  disabled: number;
  created_at: string;
}): AdminPromoCode {
  return {
    code: row.code,
    discountSen: Number(row.discount_sen),
    expirationDate: row.expiration_date,
    maxUses: Number(row.valid),
    claimed: Number(row.claimed),
    disabled: Number(row.disabled) === 1,
    createdAt: row.created_at,
  };
}

/** Promo codes; pass a transaction's `trx` to claim inside it. Codes are stored normalised. */
export function promoCodesRepository(db: Kysely<Database>) {
  return {
    /** A code owners may use; one staff switched off is as good as unknown. */
    async findByCode(code: string): Promise<PromoCodeRow | undefined> {
      const row = await db
        .selectFrom('promo_codes')
        .select(['code', 'discount_sen', 'expiration_date', 'claimed', 'valid'])
        .where('code', '=', code)
        .where('disabled', '=', 0)
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
     * last claim cannot both get it: true when this call got it.
     */
    async claim(code: string, today: string): Promise<boolean> {
      const result = await db
        .updateTable('promo_codes')
        .set({ claimed: sql<number>`claimed + 1` })
        .where('code', '=', code)
        .where('disabled', '=', 0)
        .where((eb) => eb('claimed', '<', eb.ref('valid')))
        .where((eb) =>
          eb.or([eb('expiration_date', 'is', null), eb('expiration_date', '>=', today)]),
        )
        .executeTakeFirst();
      return result.numUpdatedRows === 1n;
    },

    /**
     * One more claim, whatever the count: money received for a discounted bill whose hold was
     * given back (it expired, or failed and was paid on a retry) is honoured even when the
     * code's last use went elsewhere in the meantime (the count stays a true count).
     */
    async countClaim(code: string): Promise<void> {
      await db
        .updateTable('promo_codes')
        .set({ claimed: sql<number>`claimed + 1` })
        .where('code', '=', code)
        .execute();
    },

    /**
     * Gives one use back: a waiting bill that held it was withdrawn, failed, expired, or was
     * paid for a card already sold.
     */
    async unclaim(code: string): Promise<void> {
      await db
        .updateTable('promo_codes')
        .set({ claimed: sql<number>`claimed - 1` })
        .where('code', '=', code)
        .where('claimed', '>', 0)
        .execute();
    },

    /** Staff's list, newest first, switched-off codes too. */
    async listAll(): Promise<AdminPromoCode[]> {
      const rows = await db
        .selectFrom('promo_codes')
        .select(ADMIN_COLUMNS)
        .orderBy('created_at', 'desc')
        .orderBy('code')
        .execute();
      return rows.map(toAdmin);
    },

    async findForStaff(code: string): Promise<AdminPromoCode | undefined> {
      const row = await db
        .selectFrom('promo_codes')
        .select(ADMIN_COLUMNS)
        .where('code', '=', code)
        .executeTakeFirst();
      return row ? toAdmin(row) : undefined;
    },

    /** Adds a code; false when one with the same (normalised) code exists already. */
    async insert(
      code: string,
      values: Required<Omit<PromoCodeChanges, 'disabled'>>,
      now: Date,
    ): Promise<boolean> {
      const result = await db
        .insertInto('promo_codes')
        .values({
          code,
          discount_sen: values.discountSen,
          expiration_date: values.expirationDate,
          valid: values.maxUses,
          claimed: 0,
          disabled: 0,
          created_at: nowIso(now),
          updated_at: nowIso(now),
        })
        .onConflict((oc) => oc.column('code').doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0n) === 1;
    },

    /** True when the code exists (and was changed). Uses so far are never touched here. */
    async update(code: string, changes: PromoCodeChanges, now: Date): Promise<boolean> {
      const result = await db
        .updateTable('promo_codes')
        .set({
          ...(changes.discountSen !== undefined && { discount_sen: changes.discountSen }),
          ...(changes.expirationDate !== undefined && {
            expiration_date: changes.expirationDate,
          }),
          ...(changes.maxUses !== undefined && { valid: changes.maxUses }),
          ...(changes.disabled !== undefined && { disabled: changes.disabled ? 1 : 0 }),
          updated_at: nowIso(now),
        })
        .where('code', '=', code)
        .executeTakeFirst();
      return result.numUpdatedRows === 1n;
    },
  };
}
