import { cardsRepository } from '../cards/cards.repository';
import { releasePromoUse } from './card-sale';
import { applyNotice, deleteWithdrawnBills, providerReason } from './payment-notices.service';
import type { PaymentsDeps } from './payments-deps';
import type { PaymentRow } from './payments.repository';
import { paymentsRepository } from './payments.repository';

/** After this long a waiting bill is read back from the provider (a callback may be lost). */
export const RECONCILE_AFTER_MS = 10 * 60_000;
/** Bills older than this are no longer asked about. */
export const RECONCILE_UNTIL_MS = 3 * 24 * 3600_000;
/**
 * A bill can be paid for a day: a second checkout within it gets the same bill; after it the
 * bill is withdrawn (deleted at the provider) and its promo use given back.
 */
export const BILL_LIFETIME_MS = 24 * 3600_000;
/**
 * An attempt still without its bill this long after it was saved will never get one (the
 * provider's call takes at most 15 s; the server must have stopped in between): it no longer
 * holds the card's checkout, and is withdrawn.
 */
export const BILL_GRACE_MS = 20_000;

export interface Reconciled {
  /** Bills read back, and how many of those turned out paid and were settled. */
  checked: number;
  settled: number;
  /** Attempts withdrawn for their age (expired, or never given a bill). */
  withdrawn: number;
  /** Withdrawn bills confirmed deleted (or settled) at the provider. */
  deleted: number;
}

/**
 * What runs every minute so that nothing about a payment depends on one message arriving:
 * bills not paid RECONCILE_AFTER_MS after they were made are read back (a lost callback, a
 * payer who closed the tab before the redirect), old attempts are withdrawn, and withdrawn
 * bills the provider could not delete at the time are deleted now.
 */
export async function reconcilePayments(
  deps: PaymentsDeps,
  now: Date,
  limit = 50,
): Promise<Reconciled> {
  const { checked, settled } = await readBackBills(deps, now, limit);
  const stale = await withdrawStaleAttempts(deps, now, limit);
  const deleted = await deleteWithdrawnBills(
    deps,
    await paymentsRepository(deps.db).billsToDelete(limit),
    now,
  );
  return { checked, settled, withdrawn: stale, deleted };
}

async function readBackBills(deps: PaymentsDeps, now: Date, limit: number) {
  const payments = paymentsRepository(deps.db);
  const due = await payments.dueForCheck(now, RECONCILE_AFTER_MS, RECONCILE_UNTIL_MS, limit);
  let settled = 0;
  for (const payment of due) {
    // Checked first, even another provider's bill: skipped rows must not fill every batch.
    await payments.markChecked(payment.id, now);
    if (payment.provider !== deps.provider.name || !payment.provider_ref) continue;
    try {
      const notice = await deps.provider.readBill(payment.provider_ref);
      if (!notice.paid) continue;
      const outcome = await applyNotice(deps, notice, now);
      if (outcome.kind === 'paid' || outcome.kind === 'refund_due') settled += 1;
    } catch (error) {
      deps.log.warn({ payment: payment.id, err: providerReason(error) }, 'bill not read back');
    }
  }
  return { checked: due.length, settled };
}

/** Withdraws expired bills and attempts that never got one; returns how many. */
async function withdrawStaleAttempts(deps: PaymentsDeps, now: Date, limit: number) {
  const stale = await paymentsRepository(deps.db).staleAttempts(
    new Date(now.getTime() - BILL_LIFETIME_MS),
    new Date(now.getTime() - BILL_GRACE_MS),
    limit,
  );
  let withdrawn = 0;
  for (const attempt of stale) {
    if (await withdraw(deps, attempt, now)) withdrawn += 1;
  }
  return withdrawn;
}

async function withdraw(deps: PaymentsDeps, attempt: PaymentRow, now: Date): Promise<boolean> {
  const done = await deps.db.transaction().execute(async (trx) => {
    await cardsRepository(trx).lockForSale(attempt.card_id);
    if (!(await paymentsRepository(trx).cancel(attempt.id, now))) return false;
    await releasePromoUse(trx, attempt);
    return true;
  });
  if (done) await deleteWithdrawnBills(deps, [attempt], now);
  return done;
}
