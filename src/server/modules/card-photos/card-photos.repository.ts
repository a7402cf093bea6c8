import type { Kysely, Selectable } from 'kysely';
import type { CardPhoto } from '@shared/schemas/card-photos';
import type { CardPhotosTable, Database } from '../../db/schema';

export type CardPhotoRow = Selectable<CardPhotosTable>;

/** A row as the card and the editor see it. */
export function cardPhoto(row: CardPhotoRow): CardPhoto {
  return {
    id: row.id,
    name: row.name,
    widths: row.widths.split(',').map(Number),
    width: row.width,
    height: row.height,
    caption: row.caption,
  };
}

export function cardPhotosRepository(db: Kysely<Database>) {
  return {
    /** The card's photos in the couple's order. */
    async list(cardId: string): Promise<CardPhotoRow[]> {
      return db
        .selectFrom('card_photos')
        .selectAll()
        .where('card_id', '=', cardId)
        .orderBy('position')
        .orderBy('created_at')
        .execute();
    },

    /**
     * Raises the card's photos version: the first write of every change to its photos, so the
     * card's row is locked (PostgreSQL) or the database's writer held (SQLite) until the change
     * commits, and two uploads at once count each other. False when there is no such card.
     */
    async touchCard(cardId: string): Promise<boolean> {
      const result = await db
        .updateTable('cards')
        .set((eb) => ({ photos_version: eb('photos_version', '+', 1) }))
        .where('id', '=', cardId)
        .executeTakeFirst();
      return result.numUpdatedRows === 1n;
    },

    async insert(row: CardPhotoRow): Promise<void> {
      await db.insertInto('card_photos').values(row).execute();
    },

    async setCaption(cardId: string, photoId: string, caption: string): Promise<boolean> {
      const result = await db
        .updateTable('card_photos')
        .set({ caption })
        .where('id', '=', photoId)
        .where('card_id', '=', cardId)
        .executeTakeFirst();
      return result.numUpdatedRows === 1n;
    },

    async setPosition(cardId: string, photoId: string, position: number): Promise<void> {
      await db
        .updateTable('card_photos')
        .set({ position })
        .where('id', '=', photoId)
        .where('card_id', '=', cardId)
        .execute();
    },

    /** Removes one photo's row; its row as it was, or undefined when the card has no such photo. */
    async remove(cardId: string, photoId: string): Promise<CardPhotoRow | undefined> {
      const row = await db
        .selectFrom('card_photos')
        .selectAll()
        .where('id', '=', photoId)
        .where('card_id', '=', cardId)
        .executeTakeFirst();
      if (!row) return undefined;
      await db.deleteFrom('card_photos').where('id', '=', photoId).execute();
      return row;
    },

    /** Of these names, those some photo still has (the orphan sweep keeps their files). */
    async referencedNames(names: string[]): Promise<Set<string>> {
      const referenced = new Set<string>();
      // Chunks keep the statement within SQLite's and PostgreSQL's parameter limits.
      for (let start = 0; start < names.length; start += 500) {
        const chunk = names.slice(start, start + 500);
        const rows = await db
          .selectFrom('card_photos')
          .select('name')
          .where('name', 'in', chunk)
          .execute();
        for (const row of rows) referenced.add(row.name);
      }
      return referenced;
    },
  };
}
