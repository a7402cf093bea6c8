import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import type { Database } from '@server/db/schema';
import { randomId } from '@server/lib/ids';
import { malay } from '@shared/i18n/rule-words-in';
import type { WishesBook } from '@shared/schemas/wishes-book';
import { WISHES_BOOK_MESSAGES } from '@shared/schemas/wishes-book';
import type { TestApp } from '../support/test-app';
import { createTestApp } from '../support/test-app';
import { testDialects } from '../support/test-database';
import { logIn } from '../support/auth';
import { newOwnersCard } from '../support/cards';

// The wishes book: every wish not hidden, oldest first, as JSON for the printable page and as a
// PDF in the card's theme; the owner's (and a Pengurus's) and staff's, nobody else's.

const STAFF = 'staf.buku@jemput.test';

/** The pages of a PDF as pdfkit writes it (plain page objects, never in object streams). */
const pageCount = (pdf: Buffer) =>
  (pdf.toString('latin1').match(/\/Type \/Page\b(?!s)/g) ?? []).length;

/** `count` wishes on the card, a minute apart from `start`; `hidden` of them hidden. */
async function addWishes(
  db: Kysely<Database>,
  cardId: string,
  count: number,
  make: (i: number) => { name: string; ucapan: string | null; hidden?: boolean },
) {
  const start = Date.parse('2030-06-15T03:00:00Z');
  const rows = Array.from({ length: count }, (_, i) => {
    const wish = make(i);
    return {
      id: randomId(16),
      card_id: cardId,
      name: wish.name,
      phone_number: '0123456789',
      email: null,
      guests: 1,
      attending: 1 as const,
      checked_in: 0 as const,
      ucapan: wish.ucapan,
      created_at: new Date(start + i * 60_000).toISOString(),
      wish_hidden: wish.hidden ? (1 as const) : (0 as const),
      pass_hash: null,
      checked_in_at: null,
      client_ref: null,
    };
  });
  for (let i = 0; i < rows.length; i += 200) {
    await db
      .insertInto('rsvps')
      .values(rows.slice(i, i + 200))
      .execute();
  }
}

const LONG_WISH =
  'Selamat pengantin baru! Semoga berbahagia hingga ke jannah, dikurniakan zuriat yang soleh ' +
  'dan solehah, dan sentiasa dalam rahmat Allah. Barakallahu lakuma wa baraka alaikuma.';

describe.each(testDialects)('the wishes book on %s', (dialect) => {
  let t: TestApp;
  let other: string;
  let staff: string;
  beforeAll(async () => {
    t = await createTestApp(dialect, { env: { ADMIN_EMAILS: STAFF } });
    other = await logIn(t, 'orang.lain.buku@example.com');
    staff = await logIn(t, STAFF);
  });
  afterAll(() => t.close());
  const db = () => t.database.handle.db;
  const get = (url: string, cookie?: string) =>
    t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

  it('holds every wish not hidden, oldest first, with the name and date', async () => {
    const { id, cookie } = await newOwnersCard(t);
    await addWishes(db(), id, 5, (i) => ({
      name: `Tetamu ${i}`,
      ucapan: i === 3 ? null : `Ucapan ${i}`,
      hidden: i === 1,
    }));
    const res = await get(`/api/cards/${id}/wishes-book`, cookie);
    expect(res.statusCode, res.body).toBe(200);
    const book = res.json<WishesBook>();
    expect(book).toMatchObject({ cardId: id, groomName: 'Ali', brideName: 'Aminah' });
    // Days, not words: the page and the PDF word them in their reader's language.
    expect(book.days).toEqual([expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/)]);
    expect(book.wishes.map((wish) => wish.name)).toEqual(['Tetamu 0', 'Tetamu 2', 'Tetamu 4']);
    expect(book.wishes[0]).toEqual({
      name: 'Tetamu 0',
      ucapan: 'Ucapan 0',
      created_at: '2030-06-15T03:00:00.000Z',
    });
    expect(res.body).not.toContain('Ucapan 1');
  });

  it('draws a thousand wishes as a PDF of many pages, A4 and A5, leaving hidden ones out', async () => {
    const { id, cookie } = await newOwnersCard(t);
    await addWishes(db(), id, 1001, (i) => ({
      // Names in any script and emoji: drawn without what the face lacks, never failing.
      name: i % 7 === 0 ? `Tok Wan 👴🏽 ${i} 陈 Şükrü` : `Tetamu Nombor ${i}`,
      ucapan: i === 500 ? 'RAHSIA-TERSEMBUNYI' : `${LONG_WISH} 🌸 (${i})`,
      hidden: i === 500,
    }));
    const sizes: Record<string, { pages: number; bytes: number; ms: number }> = {};
    for (const size of ['a4', 'a5'] as const) {
      const started = performance.now();
      const res = await get(`/api/cards/${id}/wishes-book.pdf?size=${size}`, cookie);
      const ms = Math.round(performance.now() - started);
      expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="buku-ucapan-ali-aminah-${size}.pdf"`,
      );
      const pdf = res.rawPayload;
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      expect(pdf.subarray(-6).toString()).toContain('%%EOF');
      sizes[size] = { pages: pageCount(pdf), bytes: pdf.length, ms };
    }
    // About six wishes to an A4 page and three to an A5 one.
    expect(sizes.a4!.pages).toBeGreaterThan(100);
    expect(sizes.a5!.pages).toBeGreaterThan(sizes.a4!.pages);
    console.warn(`wishes book, 1000 wishes on ${dialect}: ${JSON.stringify(sizes)}`);
    // The JSON leaves the hidden wish out too.
    const book = (await get(`/api/cards/${id}/wishes-book`, cookie)).json<WishesBook>();
    expect(book.wishes).toHaveLength(1000);
    expect(JSON.stringify(book)).not.toContain('RAHSIA-TERSEMBUNYI');
  });

  it('draws a book with no wishes yet, and refuses a size it does not know', async () => {
    const { id, cookie } = await newOwnersCard(t);
    const empty = await get(`/api/cards/${id}/wishes-book.pdf?size=a5`, cookie);
    expect(empty.statusCode).toBe(200);
    expect(pageCount(empty.rawPayload)).toBe(1);
    const bad = await get(`/api/cards/${id}/wishes-book.pdf?size=letter`, cookie);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: { message: malay(WISHES_BOOK_MESSAGES.size) } });
  });

  it('is the owner’s and staff’s only', async () => {
    const { id, cookie } = await newOwnersCard(t);
    for (const url of [`/api/cards/${id}/wishes-book`, `/api/cards/${id}/wishes-book.pdf`]) {
      expect((await get(url)).statusCode, url).toBe(401);
      expect((await get(url, other)).statusCode, url).toBe(403);
      expect((await get(url, cookie)).statusCode, url).toBe(200);
      expect((await get(url, staff)).statusCode, url).toBe(200);
    }
  });
});
