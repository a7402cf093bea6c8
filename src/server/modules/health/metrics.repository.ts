import type { Kysely } from 'kysely';
import { PAYMENT_STATUSES } from '@shared/schemas/checkout';
import type { Database, PaymentsTable } from '../../db/schema';

// The counts /metrics reads from the database at each scrape: cheap aggregate reads, so a
// gauge is never out of step with the rows (another instance's writes included).

export function metricsRepository(db: Kysely<Database>) {
  return {
    /** RSVPs kept, on every card. */
    async rsvpCount(): Promise<number> {
      const row = await db
        .selectFrom('rsvps')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** Payment rows by status, every status present (0 when none). */
    async paymentsByStatus(): Promise<Record<PaymentsTable['status'], number>> {
      const rows = await db
        .selectFrom('payments')
        .select((eb) => ['status', eb.fn.countAll().as('n')] as const)
        .groupBy('status')
        .execute();
      const counts = Object.fromEntries(PAYMENT_STATUSES.map((status) => [status, 0])) as Record<
        PaymentsTable['status'],
        number
      >;
      for (const row of rows) counts[row.status] = Number(row.n);
      return counts;
    },

    /** Mail queued and not yet sent (`sent_at` null): waiting, or being retried. */
    async mailOutboxPending(): Promise<number> {
      const row = await db
        .selectFrom('mail_outbox')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('sent_at', 'is', null)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
  };
}
