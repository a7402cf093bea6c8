import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Dialect } from '../../db/database';
import { PAYMENT_STATUSES } from '@shared/schemas/checkout';
import type { Database, PaymentsTable } from '../../db/schema';

// The counts /metrics reads from the database at each scrape: cheap aggregate reads, so a
// gauge is never out of step with the rows (another instance's writes included).

/** The table of mail waiting to leave (rows with `sent_at` null), when the schema has it. */
export const MAIL_OUTBOX_TABLE = 'mail_outbox';

export function metricsRepository(db: Kysely<Database>, dialect: Dialect) {
  /** Whether a table is in the schema in use (PostgreSQL: on the search path). */
  async function tableExists(table: string): Promise<boolean> {
    if (dialect === 'sqlite') {
      const { rows } = await sql<{ n: number }>`
        select count(*) as n from sqlite_master where type = 'table' and name = ${table}
      `.execute(db);
      return Number(rows[0]?.n ?? 0) > 0;
    }
    const { rows } = await sql<{ found: string | null }>`
      select to_regclass(${table})::text as found
    `.execute(db);
    return rows[0]?.found !== null && rows[0]?.found !== undefined;
  }

  // The outbox table appears with a migration and never goes away: once seen, not looked up again.
  let outboxSeen = false;

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

    /** Mail not yet sent (`sent_at` null), or null while the schema has no outbox table. */
    async mailOutboxPending(): Promise<number | null> {
      if (!outboxSeen) {
        if (!(await tableExists(MAIL_OUTBOX_TABLE))) return null;
        outboxSeen = true;
      }
      const { rows } = await sql<{ n: number | string }>`
        select count(*) as n from ${sql.table(MAIL_OUTBOX_TABLE)} where sent_at is null
      `.execute(db);
      return Number(rows[0]?.n ?? 0);
    },
  };
}
