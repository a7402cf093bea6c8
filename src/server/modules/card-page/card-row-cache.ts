import type { ChangeMark } from '../../db/database';
import { ByteLru } from './card-page-cache';
import type { CardRow } from '../cards/cards.repository';

// Reading the card's row was half the cost of a guest card page served from
// the page cache. A row read while the database's change mark (db/database.ts) was m is still
// the row while the mark is m: nothing was written anywhere since, by this instance or another
// process. Any write (an RSVP included) changes the mark, and the next read goes to the database.
// Where there is no mark (PostgreSQL, an open transaction) every read goes to the database.

export interface CardRowReader {
  findById(id: string): Promise<CardRow | undefined>;
}

interface Kept {
  mark: string;
  row: CardRow | undefined;
}

/** Cards kept at most (a row is 2–10 KB as text; the bound is on bytes). */
const DEFAULT_MAX_BYTES = 16 * 1024 * 1024;

const rowBytes = (row: CardRow | undefined) =>
  row ? Object.values(row).reduce((sum: number, v) => sum + String(v).length * 2 + 16, 64) : 64;

export function cachedCardRows(
  cards: CardRowReader,
  changeMark: ChangeMark,
  maxBytes = DEFAULT_MAX_BYTES,
): CardRowReader {
  const kept = new ByteLru<Kept>(maxBytes);
  return {
    async findById(id) {
      // Read before the row: a write landing between the two leaves a newer row under an older
      // mark, which the next request sees as changed. Never the other way round.
      const mark = changeMark();
      if (mark === null) return cards.findById(id);
      const hit = kept.get(id);
      if (hit && hit.mark === mark) return hit.row;
      const row = await cards.findById(id);
      kept.set(id, { mark, row }, rowBytes(row));
      return row;
    },
  };
}
