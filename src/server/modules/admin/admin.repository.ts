import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Counters } from '@shared/schemas/admin';
import { DEMO_CARD_ID } from '../../db/demo-card';
import type { Database } from '../../db/schema';

/** `YYYY-MM-DD` (a day in Asia/Kuala_Lumpur, UTC+8 all year) → its start as stored (UTC ISO). */
export function malaysiaDayStart(day: string): string {
  return new Date(`${day}T00:00:00+08:00`).toISOString();
}

/** `YYYY-MM` (a month in Asia/Kuala_Lumpur) → [start, end) as stored (UTC ISO text). */
export function malaysiaMonthRange(month: string): [string, string] {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const next = m === 12 ? `${year + 1}-01` : `${year}-${String(m + 1).padStart(2, '0')}`;
  return [malaysiaDayStart(`${month}-01`), malaysiaDayStart(`${next}-01`)];
}

/** LIKE pattern text with its wildcards taken literally (used with `escape '\'`). */
const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export interface PaymentFilters {
  status?: 'pending' | 'paid' | 'failed' | 'cancelled' | undefined;
  provider?: string | undefined;
  cardId?: string | undefined;
  month?: string | undefined;
}

export interface AuditFilters {
  cardId?: string | undefined;
  actor?: string | undefined;
}

export function adminRepository(db: Kysely<Database>) {
  const count = sql<number | string>`count(*)`.as('n');
  return {
    /**
     * Real counts; the demo card is nobody's wedding. `today` and `month` are
     * Asia/Kuala_Lumpur's (`YYYY-MM-DD`, `YYYY-MM`).
     */
    async counters(today: string, month = today.slice(0, 7)): Promise<Omit<Counters, 'cardOpens'>> {
      const cards = () => db.selectFrom('cards').where('id', '!=', DEMO_CARD_ID);
      const [monthStart, monthEnd] = malaysiaMonthRange(month);
      const dayStart = malaysiaDayStart(today);
      const dayEnd = new Date(Date.parse(dayStart) + 24 * 60 * 60 * 1000).toISOString();
      const [users, all, weddingsToday, active, createdToday, payments] = await Promise.all([
        db.selectFrom('users').select(count).executeTakeFirstOrThrow(),
        cards().select(count).executeTakeFirstOrThrow(),
        cards().select(count).where('wedding_date', '=', today).executeTakeFirstOrThrow(),
        cards().select(count).where('status', '=', 'active').executeTakeFirstOrThrow(),
        cards()
          .select(count)
          .where('created_at', '>=', dayStart)
          .where('created_at', '<', dayEnd)
          .executeTakeFirstOrThrow(),
        db
          .selectFrom('payments')
          .select(count)
          .select(sql<number | string | null>`sum(amount_sen)`.as('sen'))
          .where('status', '=', 'paid')
          // A refund owed (or given back) is money that is not the card's sale.
          .where('refund_status', 'is', null)
          .where(sql`coalesce(paid_at, created_at)`, '>=', monthStart)
          .where(sql`coalesce(paid_at, created_at)`, '<', monthEnd)
          .executeTakeFirstOrThrow(),
      ]);
      return {
        users: Number(users.n),
        cards: Number(all.n),
        weddingsToday: Number(weddingsToday.n),
        activeCards: Number(active.n),
        cardsCreatedToday: Number(createdToday.n),
        paymentsThisMonth: Number(payments.n),
        revenueThisMonthSen: Number(payments.sen ?? 0),
      };
    },

    /**
     * Cards by id, by the owner's e-mail (exact or prefix) or by the couple's names
     * (case-insensitive substring); newest first, at most `limit`.
     */
    async searchCards(query: string, limit: number) {
      const q = query.trim().toLowerCase();
      const prefix = `${likeEscape(q)}%`;
      const infix = `%${likeEscape(q)}%`;
      return db
        .selectFrom('cards')
        .leftJoin('users', 'users.id', 'cards.user_id')
        .select([
          'cards.id',
          'cards.groom_name',
          'cards.bride_name',
          'cards.wedding_date',
          'cards.status',
          'cards.created_at',
          'cards.trial_ends_at',
          'cards.client_email',
          'users.email as user_email',
        ])
        .where((eb) =>
          eb.or([
            eb('cards.id', '=', q),
            eb(sql`lower(cards.client_email)`, 'like', sql`${prefix} escape '\\'`),
            eb(sql`lower(users.email)`, 'like', sql`${prefix} escape '\\'`),
            eb(sql`lower(cards.groom_name)`, 'like', sql`${infix} escape '\\'`),
            eb(sql`lower(cards.bride_name)`, 'like', sql`${infix} escape '\\'`),
          ]),
        )
        .orderBy('cards.created_at', 'desc')
        .orderBy('cards.id')
        .limit(limit)
        .execute();
    },

    /** The card's owner e-mail (the user who published it, else the client record's). */
    async ownerEmail(userId: string | null): Promise<string | null> {
      if (!userId) return null;
      const row = await db
        .selectFrom('users')
        .select('email')
        .where('id', '=', userId)
        .executeTakeFirst();
      return row?.email ?? null;
    },

    /** Sets the trial's end, when staff extend the one-hour trial. */
    async setTrialEnd(id: string, endsAt: string, now: string): Promise<void> {
      await db
        .updateTable('cards')
        .set({ trial_ends_at: endsAt, updated_at: now })
        .where('id', '=', id)
        .execute();
    },

    /** The ids among `ids` that are cards. */
    async existingCardIds(ids: string[]): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const rows = await db.selectFrom('cards').select('id').where('id', 'in', ids).execute();
      return new Set(rows.map((r) => r.id));
    },

    async switchRsvpOn(ids: string[], now: string): Promise<void> {
      if (ids.length === 0) return;
      await db
        .updateTable('cards')
        .set({ rsvp: 1, updated_at: now })
        .where('id', 'in', ids)
        .execute();
    },

    /** Payments, newest first, one page. */
    async payments(filters: PaymentFilters, page: number, pageSize: number) {
      let query = db.selectFrom('payments');
      if (filters.status) query = query.where('status', '=', filters.status);
      if (filters.provider) query = query.where('provider', '=', filters.provider);
      if (filters.cardId) query = query.where('card_id', '=', filters.cardId.toLowerCase());
      if (filters.month) {
        const [start, end] = malaysiaMonthRange(filters.month);
        query = query.where('created_at', '>=', start).where('created_at', '<', end);
      }
      const [rows, total] = await Promise.all([
        query
          .selectAll()
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .limit(pageSize)
          .offset((page - 1) * pageSize)
          .execute(),
        query.select(count).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(total.n) };
    },

    paymentsOfCard(cardId: string) {
      return db
        .selectFrom('payments')
        .selectAll()
        .where('card_id', '=', cardId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
    },

    /** Audit rows, newest first, one page. */
    async audit(filters: AuditFilters, page: number, pageSize: number) {
      let query = db.selectFrom('audit_log');
      if (filters.cardId) query = query.where('card_id', '=', filters.cardId.toLowerCase());
      if (filters.actor) {
        query = query.where(sql`lower(actor_email)`, '=', filters.actor.toLowerCase());
      }
      const [rows, total] = await Promise.all([
        query
          .selectAll()
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .limit(pageSize)
          .offset((page - 1) * pageSize)
          .execute(),
        query.select(count).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(total.n) };
    },
  };
}
