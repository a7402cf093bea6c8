import type { Kysely } from 'kysely';

// Forward-only: never edit this file once landed; add a new migration instead.
// The card's photos (its Galeri): at most twelve per card, in the couple's order, each stored
// at a few widths under one generated name (`card-photos/<name>-<width>.webp`). The card row
// counts changes to its photos (`photos_version`), so the guest page, cached by the card's row,
// is drawn afresh when a photo is added, moved, captioned or removed, by any instance.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the current schema type
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('card_photos')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('card_id', 'text', (c) => c.notNull().references('cards.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('caption', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    // The generated name every width's file is named after, and the widths stored ("480,960").
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('widths', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('card_photos_card_position')
    .on('card_photos')
    .columns(['card_id', 'position'])
    .execute();
  await db.schema
    .alterTable('cards')
    .addColumn('photos_version', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}
