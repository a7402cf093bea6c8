import { z } from 'zod';

/**
 * `GET /api/admin/counters` (guest-side §7 "GET /totalusers", "/totalcards", "/todayweddings"),
 * for staff only. DESIGN.md item 8: real counts, no added offset. The demo card is not counted.
 */
export const countersSchema = z.object({
  users: z.number().int().nonnegative(),
  cards: z.number().int().nonnegative(),
  /** Cards whose wedding date is today in Asia/Kuala_Lumpur. */
  weddingsToday: z.number().int().nonnegative(),
});
export type Counters = z.infer<typeof countersSchema>;
