import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { Locale } from '@shared/i18n/locales';
import type { WishesBook, WishesBookSize } from '@shared/schemas/wishes-book';
import type { WishesBookLook } from './wishes-book-pdf';
import { wishesBookPdf } from './wishes-book-pdf';

// Finished wishes-book PDFs, by everything they show. Drawing one costs the server a few hundred
// milliseconds even when empty (the theme's two ornaments are painted and packed into every
// document) and a second or more with a thousand wishes, while a couple downloads the same book
// again and again: A4 then A5, on the phone then on the laptop. A new or hidden wish, another
// theme, face, size or language makes another key, so a stale book is never sent.

/** Books kept, by total bytes: a thousand-wish book is about a megabyte. */
const finished = new LRUCache<string, Buffer>({
  maxSize: 48 << 20,
  sizeCalculation: (pdf) => pdf.length,
});
/** Drawings under way: requests for one book at the same moment share one drawing. */
const drawing = new Map<string, Promise<Buffer>>();

function keyOf(book: WishesBook, look: WishesBookLook, size: WishesBookSize, locale: Locale) {
  return createHash('sha256')
    .update(JSON.stringify([book, look.theme, look.art, size, locale]))
    .digest('base64url');
}

/** The bytes of a pdfkit document, once it has ended. */
function bytesOf(doc: PDFKit.PDFDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}

/** The book as PDF bytes: the kept copy when this very book was drawn before. */
export function wishesBookPdfBytes(
  book: WishesBook,
  look: WishesBookLook,
  size: WishesBookSize,
  locale: Locale,
): Promise<Buffer> {
  const key = keyOf(book, look, size, locale);
  const kept = finished.get(key);
  if (kept) return Promise.resolve(kept);
  let job = drawing.get(key);
  if (!job) {
    job = bytesOf(wishesBookPdf(book, look, size, locale))
      .then((pdf) => {
        finished.set(key, pdf);
        return pdf;
      })
      .finally(() => drawing.delete(key));
    drawing.set(key, job);
  }
  return job;
}
