import { z } from 'zod';
import { waitWords } from '../dates/wait-words';
import { ruleMessage } from '../i18n/rule-words';
import { wishSchema } from './rsvp';

// The wishes book ("Buku ucapan"): every wish guests left on the card with their name and date,
// hidden ones left out, oldest first, as a printable page and a PDF in the card's theme.

export const WISHES_BOOK_SIZES = ['a4', 'a5'] as const;
export type WishesBookSize = (typeof WISHES_BOOK_SIZES)[number];

export const WISHES_BOOK_MESSAGES = {
  size: ruleMessage('wishesBook.error.size'),
  rateLimited: (seconds: number) =>
    ruleMessage('wishesBook.error.rateLimited', { wait: waitWords(seconds) }),
} as const;

/** `GET /api/cards/:id/wishes-book`: what the page lays out. */
export const wishesBookSchema = z.object({
  cardId: z.string(),
  /** The hero's heading line (Walimatulurus, or the couple's own). */
  heading: z.string(),
  groomName: z.string(),
  brideName: z.string(),
  /** The card's theme, for its colours and ornaments. */
  theme: z.string(),
  /** The faces the card is drawn in (the couple's pair, or the theme's). */
  headingFont: z.string(),
  bodyFont: z.string(),
  /** The majlis's days (`2030-06-15`), in date order: each reader words them in their language. */
  days: z.array(z.string()),
  /** Every visible wish, oldest first. */
  wishes: z.array(wishSchema),
});
export type WishesBook = z.infer<typeof wishesBookSchema>;

/** `GET /api/cards/:id/wishes-book.pdf?size=a4|a5` (A4 unless asked). */
export const wishesBookPdfQuerySchema = z.looseObject({
  size: z.enum(WISHES_BOOK_SIZES, WISHES_BOOK_MESSAGES.size).default('a4'),
});
