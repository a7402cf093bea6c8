import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Locale } from '@shared/i18n/locales';
import type { RecommendedItem } from '@shared/schemas/owner-card';
import type { Database } from '../../db/schema';
import { titleWithLang } from '@shared/i18n/catalogue-titles';

export type NewRecommendedItem = Omit<RecommendedItem, 'titleLang'> & {
  /** '' or left out: no English title. */
  title_en?: string;
  position: number;
};

/** An item's title for a reader of `locale`, and `titleLang` when it is the Malay fallback. */
function titleOf(
  locale: Locale,
  title: string,
  titleEn: string,
): Pick<RecommendedItem, 'title' | 'titleLang'> {
  const { title: shown, lang } = titleWithLang(locale, title, titleEn);
  return lang ? { title: shown, titleLang: lang } : { title: shown };
}

export function recommendedItemsRepository(db: Kysely<Database>) {
  return {
    /** Every item staff have not hidden, in the order staff gave them, titled for `locale`. */
    async list(locale: Locale): Promise<RecommendedItem[]> {
      const rows = await db
        .selectFrom('recommended_items')
        .select(['id', 'title', 'title_en', 'price_sen', 'image', 'link'])
        // What staff hid stays out of the public list.
        .where('hidden', '=', 0)
        .orderBy('position')
        .orderBy('id')
        .execute();
      return rows.map(({ price_sen, title, title_en, ...item }) => ({
        ...item,
        ...titleOf(locale, title, title_en),
        priceSen: price_sen,
      }));
    },

    async count(): Promise<number> {
      const row = await db
        .selectFrom('recommended_items')
        .select(sql<number | string>`count(*)`.as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** Adds the items; an id that exists already is left as it is. */
    async insertMissing(items: readonly NewRecommendedItem[]): Promise<void> {
      if (items.length === 0) return;
      await db
        .insertInto('recommended_items')
        .values(items.map(({ priceSen, ...item }) => ({ ...item, price_sen: priceSen })))
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
    },
  };
}
