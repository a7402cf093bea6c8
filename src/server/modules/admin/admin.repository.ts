import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Counters } from '@shared/schemas/admin';
import { DEMO_CARD_ID } from '../../db/demo-card';
import type { Database } from '../../db/schema';

export function adminRepository(db: Kysely<Database>) {
  const count = sql<number | string>`count(*)`.as('n');
  return {
    /** DESIGN.md item 8: real counts; the demo card is nobody's wedding. */
    async counters(today: string): Promise<Counters> {
      const [users, cards, weddingsToday] = await Promise.all([
        db.selectFrom('users').select(count).executeTakeFirstOrThrow(),
        db
          .selectFrom('cards')
          .select(count)
          .where('id', '!=', DEMO_CARD_ID)
          .executeTakeFirstOrThrow(),
        db
          .selectFrom('cards')
          .select(count)
          .where('id', '!=', DEMO_CARD_ID)
          .where('wedding_date', '=', today)
          .executeTakeFirstOrThrow(),
      ]);
      return {
        users: Number(users.n),
        cards: Number(cards.n),
        weddingsToday: Number(weddingsToday.n),
      };
    },
  };
}
