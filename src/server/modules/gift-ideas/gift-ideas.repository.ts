import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { CardLanguage } from '@shared/i18n/card-words';
import type { GiftIdea } from '@shared/schemas/gift-idea';
import type { Database } from '../../db/schema';
import { giftIdeaTitles } from '@shared/i18n/catalogue-titles';

export interface NewGiftIdea {
  id: string;
  title: string;
  /** '' or left out: no English title. */
  title_en?: string;
  image: string;
  link: string;
  position: number;
}

export function giftIdeasRepository(db: Kysely<Database>) {
  return {
    /** Every idea staff have not hidden, in the order staff gave them, titled for `language`. */
    async list(language: CardLanguage): Promise<GiftIdea[]> {
      const rows = await db
        .selectFrom('gift_ideas')
        .select(['id', 'title', 'title_en', 'image', 'link'])
        // What staff hid stays out of the public list.
        .where('hidden', '=', 0)
        .orderBy('position')
        .orderBy('id')
        .execute();
      return rows.map(({ id, title, title_en, image, link }) => ({
        id,
        ...giftIdeaTitles(language, title, title_en),
        image,
        link,
      }));
    },

    async count(): Promise<number> {
      const row = await db
        .selectFrom('gift_ideas')
        .select(sql<number | string>`count(*)`.as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** Adds the ideas; an id that exists already is left as it is. */
    async insertMissing(ideas: readonly NewGiftIdea[]): Promise<void> {
      if (ideas.length === 0) return;
      await db
        .insertInto('gift_ideas')
        .values(ideas.map((idea) => ({ ...idea })))
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
    },
  };
}
