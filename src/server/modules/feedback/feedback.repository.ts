import type { ExpressionBuilder, Kysely, Selectable } from 'kysely';
import { sql } from 'kysely';
import type {
  FeedbackSummary,
  OwnFeedback,
  PublicFeedback,
  StaffFeedback,
} from '@shared/schemas/feedback';
import { FEEDBACK_RATINGS } from '@shared/schemas/feedback';
import type { Database, FeedbackTable } from '../../db/schema';
import { nowIso } from '../../lib/clock';
import { randomId } from '../../lib/ids';

type FeedbackRow = Selectable<FeedbackTable>;

/**
 * An entry is counted and shown publicly when staff have not hidden it, its name is not
 * blank, and its rating is 1 to 5 (older rows are not checked).
 */
function counted(eb: ExpressionBuilder<Database, 'feedback'>) {
  return eb.and([
    eb('hidden', '=', 0),
    eb(sql<string>`trim(name)`, '<>', ''),
    eb('rating', '>=', 1),
    eb('rating', '<=', 5),
  ]);
}

const isCounted = (row: FeedbackRow) =>
  Number(row.hidden) === 0 && row.name.trim() !== '' && row.rating >= 1 && row.rating <= 5;

const toPublic = (row: FeedbackRow): PublicFeedback => ({
  id: row.id,
  name: row.name,
  comment: row.comment,
  rating: Number(row.rating),
  createdAt: row.created_at,
});

const toOwn = (row: FeedbackRow): OwnFeedback => ({
  ...toPublic(row),
  updatedAt: row.updated_at,
  hidden: Number(row.hidden) === 1,
});

const toStaff = (row: FeedbackRow): StaffFeedback => ({
  ...toOwn(row),
  // Staff may see older rows whatever they hold.
  rating: Math.min(5, Math.max(1, Number(row.rating))),
  cardId: row.card_id,
  counted: isCounted(row),
});

export interface FeedbackInput {
  name: string;
  rating: number;
  comment: string;
}

/** The `feedback` table: the only place that writes its SQL. */
export function feedbackRepository(db: Kysely<Database>) {
  return {
    /** Counts per star over counted entries, in SQL (five rows at most). */
    async summary(): Promise<FeedbackSummary> {
      const rows = await db
        .selectFrom('feedback')
        .select(['rating', sql<number | string>`count(*)`.as('n')])
        .where(counted)
        .groupBy('rating')
        .execute();
      const byRating = new Map(rows.map((row) => [Number(row.rating), Number(row.n)]));
      const count = [...byRating.values()].reduce((sum, n) => sum + n, 0);
      const starsSum = [...byRating].reduce((sum, [rating, n]) => sum + rating * n, 0);
      return {
        count,
        average: count === 0 ? null : Math.round((starsSum / count) * 100) / 100,
        stars: [...FEEDBACK_RATINGS].reverse().map((rating) => {
          const n = byRating.get(rating) ?? 0;
          return { rating, count: n, share: count === 0 ? 0 : n / count };
        }),
      };
    },

    /** Counted entries, newest first, optionally of one rating; a page of them and their total. */
    async publicPage(options: { rating?: number | undefined; page: number; pageSize: number }) {
      let query = db.selectFrom('feedback').where(counted);
      if (options.rating !== undefined) query = query.where('rating', '=', options.rating);
      const [rows, total] = await Promise.all([
        query
          .selectAll()
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .limit(options.pageSize)
          .offset((options.page - 1) * options.pageSize)
          .execute(),
        query.select(sql<number | string>`count(*)`.as('n')).executeTakeFirstOrThrow(),
      ]);
      return { entries: rows.map(toPublic), total: Number(total.n) };
    },

    /** Every entry for staff, hidden ones too, newest first. */
    async staffPage(options: { page: number; pageSize: number }) {
      const [rows, total] = await Promise.all([
        db
          .selectFrom('feedback')
          .selectAll()
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .limit(options.pageSize)
          .offset((options.page - 1) * options.pageSize)
          .execute(),
        db
          .selectFrom('feedback')
          .select(sql<number | string>`count(*)`.as('n'))
          .executeTakeFirstOrThrow(),
      ]);
      return { entries: rows.map(toStaff), total: Number(total.n) };
    },

    async findByCard(cardId: string): Promise<OwnFeedback | undefined> {
      const row = await db
        .selectFrom('feedback')
        .selectAll()
        .where('card_id', '=', cardId)
        .executeTakeFirst();
      return row && toOwn(row);
    },

    async findForStaff(id: string): Promise<StaffFeedback | undefined> {
      const row = await db
        .selectFrom('feedback')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirst();
      return row && toStaff(row);
    },

    /**
     * The card's one entry: made the first time, changed after (its place in the list, the time
     * it was first left, and a staff hide all stay). One statement, so two quick taps make one.
     */
    async saveForCard(
      cardId: string,
      userId: string,
      input: FeedbackInput,
      now: Date,
    ): Promise<{ feedback: OwnFeedback; created: boolean }> {
      const at = nowIso(now);
      const id = randomId(16);
      await db
        .insertInto('feedback')
        .values({
          id,
          card_id: cardId,
          user_id: userId,
          name: input.name,
          rating: input.rating,
          comment: input.comment,
          created_at: at,
          updated_at: null,
        })
        .onConflict((oc) =>
          oc.column('card_id').doUpdateSet({
            user_id: userId,
            name: input.name,
            rating: input.rating,
            comment: input.comment,
            updated_at: at,
          }),
        )
        .execute();
      const row = await db
        .selectFrom('feedback')
        .selectAll()
        .where('card_id', '=', cardId)
        .executeTakeFirstOrThrow();
      return { feedback: toOwn(row), created: row.id === id };
    },

    /** Staff hide or show an entry; the entry as it is now, or undefined when there is none. */
    async setHidden(id: string, hidden: boolean): Promise<StaffFeedback | undefined> {
      await db
        .updateTable('feedback')
        .set({ hidden: hidden ? 1 : 0 })
        .where('id', '=', id)
        .execute();
      const row = await db
        .selectFrom('feedback')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirst();
      return row && toStaff(row);
    },
  };
}
