import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { AdminCatalogueItem, CatalogueKind } from '@shared/schemas/catalogue-admin';
import type { Database } from '../../db/schema';
import { nowIso } from '../../lib/clock';

// The console's side of the gift ideas and the recommended items. The two tables have
// the same columns but for the recommended items' price, so one repository serves both; the
// public lists stay in their own repositories (hidden entries left out there).

const TABLES = { 'gift-ideas': 'gift_ideas', 'recommended-items': 'recommended_items' } as const;

export interface NewCatalogueItem {
  id: string;
  title: string;
  /** '' for none. */
  titleEn: string;
  link: string;
  image: string;
  priceSen: number;
}

export interface CatalogueChanges {
  title?: string | undefined;
  /** '' takes the English title away. */
  titleEn?: string | undefined;
  link?: string | undefined;
  priceSen?: number | undefined;
  hidden?: boolean | undefined;
}

interface Row {
  id: string;
  title: string;
  title_en: string;
  image: string;
  link: string;
  position: number;
  hidden: number;
  price_sen?: number;
}

function toItem(row: Row): AdminCatalogueItem {
  return {
    id: row.id,
    title: row.title,
    title_en: row.title_en,
    priceSen: Number(row.price_sen ?? 0),
    image: row.image,
    link: row.link,
    position: Number(row.position),
    hidden: Number(row.hidden) === 1,
  };
}

export function catalogueRepository(db: Kysely<Database>, kind: CatalogueKind) {
  // The recommended items' table stands for both in the types: every column used here but
  // price_sen is in both, and price_sen is only touched for recommended items.
  const table = TABLES[kind] as 'recommended_items';
  const priced = kind === 'recommended-items';
  const columns = priced
    ? (['id', 'title', 'title_en', 'image', 'link', 'position', 'hidden', 'price_sen'] as const)
    : (['id', 'title', 'title_en', 'image', 'link', 'position', 'hidden'] as const);

  return {
    /** Every entry, hidden ones too, in the public order. */
    async listAll(): Promise<AdminCatalogueItem[]> {
      const rows = await db
        .selectFrom(table)
        .select(columns)
        .orderBy('position')
        .orderBy('id')
        .execute();
      return rows.map((row) => toItem(row as Row));
    },

    async find(id: string): Promise<AdminCatalogueItem | undefined> {
      const row = await db
        .selectFrom(table)
        .select(columns)
        .where('id', '=', id)
        .executeTakeFirst();
      return row ? toItem(row as Row) : undefined;
    },

    /** Adds the entry last in the order. */
    async insert(item: NewCatalogueItem, now: Date): Promise<void> {
      const last = await db
        .selectFrom(table)
        .select(sql<number | string | null>`max(position)`.as('p'))
        .executeTakeFirst();
      await db
        .insertInto(table)
        .values({
          id: item.id,
          title: item.title,
          title_en: item.titleEn,
          link: item.link,
          image: item.image,
          position: Number(last?.p ?? 0) + 1,
          updated_at: nowIso(now),
          // Gift ideas have no price column: the key is left out for them.
          ...((priced ? { price_sen: item.priceSen } : {}) as { price_sen: number }),
        })
        .execute();
    },

    /** True when the entry exists (and was changed). */
    async update(id: string, changes: CatalogueChanges, now: Date): Promise<boolean> {
      const result = await db
        .updateTable(table)
        .set({
          ...(changes.title !== undefined && { title: changes.title }),
          ...(changes.titleEn !== undefined && { title_en: changes.titleEn }),
          ...(changes.link !== undefined && { link: changes.link }),
          ...(priced && changes.priceSen !== undefined && { price_sen: changes.priceSen }),
          ...(changes.hidden !== undefined && { hidden: changes.hidden ? 1 : 0 }),
          updated_at: nowIso(now),
        })
        .where('id', '=', id)
        .executeTakeFirst();
      return result.numUpdatedRows === 1n;
    },

    /** Points the entry at a new picture if it still shows `from`: true when it did. */
    async swapImage(id: string, from: string, to: string, now: Date): Promise<boolean> {
      const result = await db
        .updateTable(table)
        .set({ image: to, updated_at: nowIso(now) })
        .where('id', '=', id)
        .where('image', '=', from)
        .executeTakeFirst();
      return result.numUpdatedRows === 1n;
    },

    async ids(): Promise<string[]> {
      const rows = await db.selectFrom(table).select('id').execute();
      return rows.map((row) => row.id);
    },

    async setPosition(id: string, position: number, now: Date): Promise<void> {
      await db
        .updateTable(table)
        .set({ position, updated_at: nowIso(now) })
        .where('id', '=', id)
        .execute();
    },
  };
}
