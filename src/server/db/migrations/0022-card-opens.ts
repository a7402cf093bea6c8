import type { Kysely } from 'kysely';

// Forward-only: never edit this file once landed; add a new migration instead.
// How many opened a card: per card and per day in Malaysia, the browsers that opened its page
// (each counted once a day). To count a browser once, the day keeps a keyed hash of each visitor
// (made with a key of that day only, from APP_SECRET, of the address, the browser's user agent
// and the card): no address or user agent is ever stored, and a day's hashes are removed once
// the day is over.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the current schema type
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('card_opens')
    .addColumn('card_id', 'text', (c) => c.notNull().references('cards.id').onDelete('cascade'))
    // `YYYY-MM-DD`, the calendar day in Malaysia.
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('opens', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('card_opens_pk', ['card_id', 'day'])
    .execute();
  await db.schema
    .createTable('card_open_visitors')
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('visitor_hash', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('card_open_visitors_pk', ['day', 'visitor_hash'])
    .execute();
}
