import { z } from 'zod';
import { HOST_ROLES } from '../card/card-roles';
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
  /** The user's part in it: its owner, or a co-host the owner asked to help. */
  role: z.enum(['owner', ...HOST_ROLES]),
});
export type MyCard = z.infer<typeof myCardSchema>;

/** The user's own cards, newest first, then the cards they help with, newest first. */
export const myCardListSchema = z.object({ cards: z.array(myCardSchema) });
export type MyCardList = z.infer<typeof myCardListSchema>;
