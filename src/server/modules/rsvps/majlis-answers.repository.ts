import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Database } from '../../db/schema';

/** How many RSVPs answered each majlis of a card (coming or not), by majlis id. */
export async function answersPerMajlis(
  db: Kysely<Database>,
  cardId: string,
): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('rsvp_attendance')
    .select(['majlis_id', sql<number | string>`count(*)`.as('answers')])
    .where('card_id', '=', cardId)
    .groupBy('majlis_id')
    .execute();
  return new Map(rows.map((row) => [row.majlis_id, Number(row.answers)]));
}
