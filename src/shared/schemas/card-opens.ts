import { z } from 'zod';
import { ISO_DATE_PATTERN } from '../dates/malay-date';

/** How many days, today's included, `GET /api/cards/:id/opens` gives one by one. */
export const CARD_OPENS_DAYS = 30;

const count = z.number().int().nonnegative();

/**
 * `GET /api/cards/:id/opens`: how many browsers opened the card's page. `total` since counting
 * began, `today` on today's date in Malaysia, and `days` the last CARD_OPENS_DAYS days, oldest
 * first, today last, a day without opens as 0. A browser is counted once a day.
 */
export const cardOpensSchema = z.object({
  total: count,
  today: count,
  days: z.array(z.object({ date: z.string().regex(ISO_DATE_PATTERN), opens: count })),
});
export type CardOpens = z.infer<typeof cardOpensSchema>;
