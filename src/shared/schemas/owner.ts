import { z } from 'zod';
import { CARD_STATES } from '../card/trial';

// What a logged-in owner (or staff) receives about their own cards: the session's own cards and
// a card's RSVPs with their contacts.

/** `GET /api/me/cards`: one card in the owner's list ('Kad Kahwin Digital Anda'). */
export const myCardSchema = z.object({
  id: z.string(),
  groom_name: z.string(),
  bride_name: z.string(),
  wedding_date: z.string(),
  status: z.enum(['unverified', 'active']),
  /** trial, expired or active, by the server's clock (never the phone's). */
  state: z.enum(CARD_STATES),
  theme: z.string(),
  created_at: z.string(),
  /** RSVPs the card holds (at most MAX_RSVPS_PER_CARD). */
  rsvpCount: z.number().int().nonnegative(),
});
export type MyCard = z.infer<typeof myCardSchema>;

/** Newest card first. */
export const myCardListSchema = z.object({ cards: z.array(myCardSchema) });
export type MyCardList = z.infer<typeof myCardListSchema>;
