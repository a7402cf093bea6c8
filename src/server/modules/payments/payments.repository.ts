import type { Kysely } from 'kysely';
import type { Database, PaymentsTable } from '../../db/schema';
import { nowIso } from '../../lib/clock';
import { randomId } from '../../lib/ids';

export interface NewPayment {
  cardId: string;
  /** `promo` (a code took the total to zero), `free` (the price is zero), or a payment provider. */
  provider: string;
  providerRef?: string | null;
  amountSen: number;
  promoCode?: string | null;
  status: PaymentsTable['status'];
}

/** What activated a card, and for how much (pass a transaction's `trx` to write inside it). */
export function paymentsRepository(db: Kysely<Database>) {
  return {
    async insert(payment: NewPayment, now = new Date()): Promise<string> {
      const id = randomId(16);
      const at = nowIso(now);
      await db
        .insertInto('payments')
        .values({
          id,
          card_id: payment.cardId,
          provider: payment.provider,
          provider_ref: payment.providerRef ?? null,
          amount_sen: payment.amountSen,
          promo_code: payment.promoCode ?? null,
          status: payment.status,
          created_at: at,
          updated_at: at,
        })
        .execute();
      return id;
    },
  };
}
