import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { chosenFonts } from '@shared/card/card-fonts';
import { heroHeading } from '@shared/card/card-page';
import { majlisInDateOrder } from '@shared/card/majlis';
import { DEFAULT_THEME } from '@shared/card/sample-card';
import { apiErrorSchema } from '@shared/schemas/api-error';
import { cardIdParamsSchema } from '@shared/schemas/card-id';
import type { WishesBook } from '@shared/schemas/wishes-book';
import {
  WISHES_BOOK_MESSAGES,
  wishesBookPdfQuerySchema,
  wishesBookSchema,
} from '@shared/schemas/wishes-book';
import { findTheme } from '@shared/themes/catalogue';
import { attachment } from '../../http/attachment';
import { retryLater } from '../../http/errors';
import { GUARDED_REPLIES } from '../../http/guarded-route';
import type { CardRow } from '../cards/cards.repository';
import { columnsToContent } from '../cards/cards.repository';
import { themeArtStore } from '../themes/theme-art-store';
import { themeDetail } from '../themes/themes.service';
import { wishesBookFaces, wishesBookFileName } from './wishes-book-pdf';
import { wishesBookPdfBytes } from './wishes-book-pdf-cache';
import { rsvpsRepository } from './rsvps.repository';

/**
 * A PDF of a thousand wishes costs a second or more of the server's time: a person downloads a
 * few (A4 and A5, again after hiding a wish), never hundreds.
 */
const PDF_RATE_LIMIT = { max: 20, timeWindow: '10 minutes' } as const;

/**
 * The wishes book ("Buku ucapan"): every wish guests left with their name and date, hidden ones
 * left out, for the couple to print (the page lays it out in the card's theme) or download as a
 * PDF, both in the language of whoever reads them (the couple's site language, not the card's:
 * the book is theirs, not their guests'). The owner's and a Pengurus's (who moderates the wishes), and staff's on a support case.
 */
const wishesBookRoutes: FastifyPluginAsyncZod = async (app) => {
  const rsvps = rsvpsRepository(app.db);
  const guard = app.requireCardAccess('manage', { allowStaff: true });

  const bookOf = async (card: CardRow): Promise<WishesBook> => {
    const content = columnsToContent(card);
    const days = majlisInDateOrder(content.majlis).map((majlis) => majlis.date);
    const theme = findTheme(content.theme) ?? findTheme(DEFAULT_THEME)!;
    const fonts = chosenFonts(content, theme);
    return {
      cardId: card.id,
      heading: heroHeading(content),
      groomName: content.groom_name,
      brideName: content.bride_name,
      theme: theme.name,
      headingFont: fonts.heading,
      bodyFont: fonts.body,
      days: [...new Set(days)],
      wishes: await rsvps.listWishes(card.id, { order: 'asc', limit: null }),
    };
  };

  app.get(
    '/api/cards/:id/wishes-book',
    guard(
      {
        schema: {
          tags: ['rsvps'],
          summary: 'The wishes book: every wish not hidden, oldest first, with the card’s look',
          params: cardIdParamsSchema,
          response: { 200: wishesBookSchema, ...GUARDED_REPLIES },
        },
      },
      async (_request, reply, { card }) => {
        reply.header('Cache-Control', 'no-store');
        return bookOf(card);
      },
    ),
  );

  app.get(
    '/api/cards/:id/wishes-book.pdf',
    guard(
      {
        config: {
          rateLimit: {
            ...PDF_RATE_LIMIT,
            // After the guard (onRequest): counted per person, wherever they are.
            hook: 'preHandler',
            keyGenerator: guard.key(({ user }) => `wishes-book-pdf:user:${user.id}`),
            errorResponseBuilder: retryLater(WISHES_BOOK_MESSAGES.rateLimited),
          },
        },
        schema: {
          tags: ['rsvps'],
          summary:
            'The wishes book as a PDF in the card’s theme and the visitor’s language, A4 or A5 (`size`, A4 unless asked)',
          params: cardIdParamsSchema,
          querystring: wishesBookPdfQuerySchema,
          produces: ['application/pdf'],
          response: {
            200: z.unknown().describe('A PDF file'),
            400: apiErrorSchema,
            429: apiErrorSchema,
            ...GUARDED_REPLIES,
          },
        },
      },
      async (request, reply, { card }) => {
        const { size } = request.query;
        const book = await bookOf(card);
        const content = columnsToContent(card);
        const theme = findTheme(content.theme) ?? findTheme(DEFAULT_THEME)!;
        const store = themeArtStore();
        const pdf = await wishesBookPdfBytes(
          book,
          {
            theme: themeDetail(theme, store),
            faces: await wishesBookFaces(chosenFonts(content, theme)),
            art: {
              top: store.file(theme.name, 'top')?.svg ?? null,
              bottom: store.file(theme.name, 'bottom')?.svg ?? null,
            },
          },
          size,
          request.locale,
        );
        return reply
          .header('Cache-Control', 'no-store')
          .header('Content-Disposition', attachment(wishesBookFileName(book, size, request.locale)))
          .type('application/pdf')
          .send(pdf);
      },
    ),
  );
};

export default wishesBookRoutes;
