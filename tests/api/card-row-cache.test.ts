import SQLite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cachedCardRows } from '@server/modules/card-page/card-row-cache';
import type { CardRowReader } from '@server/modules/card-page/card-row-cache';
import { cardsRepository } from '@server/modules/cards/cards.repository';
import type { TestDatabase } from '../support/test-database';
import { createTestDatabase, testDialects } from '../support/test-database';
import { createCard } from '../support/cards';

// The card rows the guest card's page keeps: kept while the database's change
// mark says nothing was written, read again after any write, by this connection or another, and
// never kept from inside a transaction (whose rows may yet be rolled back).

/** The repository's reads, counted. */
function countedReads(t: TestDatabase): CardRowReader & { reads: number } {
  const cards = cardsRepository(t.handle.db);
  const counted = {
    reads: 0,
    findById: (id: string) => {
      counted.reads += 1;
      return cards.findById(id);
    },
  };
  return counted;
}

describe.each(testDialects)('card rows kept by the change mark on %s', (dialect) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(dialect);
    await t.migrate();
  });
  afterAll(() => t.drop());

  const rename = (id: string, brideName: string) =>
    t.handle.db.updateTable('cards').set({ bride_name: brideName }).where('id', '=', id).execute();

  if (dialect === 'postgres') {
    it('reads every time: PostgreSQL has no cheap mark', async () => {
      const id = await createCard(t.handle.db);
      const counted = countedReads(t);
      const rows = cachedCardRows(counted, t.handle.changeMark);
      expect(t.handle.changeMark()).toBeNull();
      await rows.findById(id);
      await rows.findById(id);
      expect(counted.reads).toBe(2);
    });
    return;
  }

  it('keeps a row, and an unknown card, while nothing is written', async () => {
    const id = await createCard(t.handle.db);
    const counted = countedReads(t);
    const rows = cachedCardRows(counted, t.handle.changeMark);
    const first = await rows.findById(id);
    expect(first?.bride_name).toBe('Aminah');
    expect(await rows.findById(id)).toBe(first);
    expect(await rows.findById('tiadasiapa')).toBeUndefined();
    expect(await rows.findById('tiadasiapa')).toBeUndefined();
    expect(counted.reads).toBe(2);
  });

  it('reads again after a write through the same connection, to any table', async () => {
    const id = await createCard(t.handle.db);
    const counted = countedReads(t);
    const rows = cachedCardRows(counted, t.handle.changeMark);
    await rows.findById(id);
    await rename(id, 'Zaleha');
    expect((await rows.findById(id))?.bride_name).toBe('Zaleha');
    // Another card's write changes the mark too: read again, same content.
    await createCard(t.handle.db);
    expect((await rows.findById(id))?.bride_name).toBe('Zaleha');
    expect(counted.reads).toBe(3);
  });

  it('reads again after a write by another process (another connection to the file)', async () => {
    if (t.config.dialect !== 'sqlite') throw new Error('sqlite only');
    const id = await createCard(t.handle.db);
    const rows = cachedCardRows(countedReads(t), t.handle.changeMark);
    expect((await rows.findById(id))?.bride_name).toBe('Aminah');
    const other = new SQLite(t.config.file);
    try {
      other.prepare('UPDATE cards SET bride_name = ? WHERE id = ?').run('Khadijah', id);
    } finally {
      other.close();
    }
    expect((await rows.findById(id))?.bride_name).toBe('Khadijah');
  });

  it('never keeps a row read while a transaction is open, which may be rolled back', async () => {
    const id = await createCard(t.handle.db);
    const counted = countedReads(t);
    const rows = cachedCardRows(counted, t.handle.changeMark);
    let during: Promise<unknown> | undefined;
    await expect(
      t.handle.db.transaction().execute(async (trx) => {
        await trx.updateTable('cards').set({ bride_name: 'Batal' }).where('id', '=', id).execute();
        expect(t.handle.changeMark()).toBeNull();
        // A guest's request arrives mid-transaction: it waits for the connection.
        during = rows.findById(id);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(((await during) as { bride_name: string }).bride_name).toBe('Aminah');
    expect((await rows.findById(id))?.bride_name).toBe('Aminah');
    expect(counted.reads).toBe(2);
  });
});
