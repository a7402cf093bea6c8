import type { Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import type { TestDatabase } from '../support/test-database';
import { createTestDatabase, testDialects } from '../support/test-database';

// Migration 0026 (staff's catalogues in English) on an installation as the release before it
// left it: the seeded entries staff kept get their English title, an entry staff renamed or made
// themselves gets none (its Malay is theirs, not the seed's), and nothing else changes.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- rows of an older schema, which no type of today's describes
type OldDb = Kysely<any>;

const entry = (id: string, title: string, position: number) => ({
  id,
  title,
  image: `/gift-ideas/${id}.svg`,
  link: `https://shopee.com.my/search?keyword=${id}`,
  position,
});

describe.each(testDialects)('migration 0026-catalogue-english-titles on %s', (dialect) => {
  let database: TestDatabase | undefined;
  afterEach(() => database?.drop());

  it('gives kept seed entries their English, and none to renamed or staff-made ones', async () => {
    database = await createTestDatabase(dialect);
    await database.migrate('0025-card-english-texts');
    const db = database.handle.db as OldDb;
    await db
      .insertInto('gift_ideas')
      .values([
        entry('set-cadar', 'Set Cadar', 1),
        entry('set-tuala', 'Set Tuala Mandi', 2),
        entry('hadiah-staff', 'Hadiah Pilihan Staf', 3),
      ])
      .execute();
    await db
      .insertInto('recommended_items')
      .values([{ ...entry('buku-tetamu', 'Buku Tetamu', 1), price_sen: 2500, hidden: 1 }])
      .execute();

    expect(await database.migrate('0026-catalogue-english-titles')).toEqual([
      '0026-catalogue-english-titles',
    ]);

    const ideas = await db
      .selectFrom('gift_ideas')
      .select(['id', 'title', 'title_en', 'position'])
      .orderBy('position')
      .execute();
    expect(ideas).toEqual([
      { id: 'set-cadar', title: 'Set Cadar', title_en: 'Bedsheet Set', position: 1 },
      { id: 'set-tuala', title: 'Set Tuala Mandi', title_en: '', position: 2 },
      { id: 'hadiah-staff', title: 'Hadiah Pilihan Staf', title_en: '', position: 3 },
    ]);
    const items = await db
      .selectFrom('recommended_items')
      .select(['id', 'title', 'title_en', 'price_sen', 'hidden'])
      .execute();
    expect(items.map((row) => ({ ...row, hidden: Number(row.hidden) }))).toEqual([
      {
        id: 'buku-tetamu',
        title: 'Buku Tetamu',
        title_en: 'Guest Book',
        price_sen: 2500,
        hidden: 1,
      },
    ]);
  });
});
