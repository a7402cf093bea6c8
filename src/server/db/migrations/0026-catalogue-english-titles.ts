import type { Kysely } from 'kysely';

// Forward-only: never edit this file once landed; add a new migration instead.
// Staff's catalogues in English: a gift idea's and a recommended item's optional English title,
// beside the Malay one ('' when staff gave none). Guests of a card in English read it (Malay
// when it is empty), guests of a card in both read it beneath the Malay, owners whose site is in
// English read it on the card home. The entries a new installation is seeded with get their
// English here too, where staff have not renamed them (same id, same Malay title): the words are
// written out, as a migration must not read today's seed. Staff's own entries have none.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the current schema type
type AnyDb = Kysely<any>;

const SEEDED_ENGLISH = {
  gift_ideas: [
    ['set-cadar', 'Set Cadar', 'Bedsheet Set'],
    ['set-pinggan-mangkuk', 'Set Pinggan Mangkuk', 'Dinnerware Set'],
    ['sejadah-telekung', 'Sejadah & Telekung', 'Prayer Mat & Telekung'],
    ['periuk-nasi-elektrik', 'Periuk Nasi Elektrik', 'Electric Rice Cooker'],
    ['set-tuala', 'Set Tuala', 'Towel Set'],
    ['pembancuh-kopi', 'Pembancuh Kopi', 'Coffee Maker'],
  ],
  recommended_items: [
    ['doorgift', 'Doorgift Tetamu', 'Guest Door Gifts'],
    ['buku-tetamu', 'Buku Tetamu', 'Guest Book'],
    ['papan-selamat-datang', 'Papan Selamat Datang', 'Welcome Sign'],
    ['bunga-pahar', 'Bunga Pahar', 'Bunga Pahar (Egg Flower Stand)'],
  ],
} as const;

export async function up(db: AnyDb): Promise<void> {
  for (const table of ['gift_ideas', 'recommended_items'] as const) {
    await db.schema
      .alterTable(table)
      .addColumn('title_en', 'text', (c) => c.notNull().defaultTo(''))
      .execute();
    for (const [id, title, english] of SEEDED_ENGLISH[table]) {
      await db
        .updateTable(table)
        .set({ title_en: english })
        .where('id', '=', id)
        .where('title', '=', title)
        .execute();
    }
  }
}
