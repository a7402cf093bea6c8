import { z } from 'zod';

// What a logged-in owner (or staff) receives about their own cards: owner-side §7
// "GET /senaraikad/{email}" (now the session's own cards) and "GET /rsvp/{id}" (owner list).

/** `GET /api/me/cards`: one card in the owner's list ('Kad Kahwin Digital Anda'). */
export const myCardSchema = z.object({
  id: z.string(),
  groom_name: z.string(),
  bride_name: z.string(),
  wedding_date: z.string(),
  status: z.enum(['unverified', 'active']),
  theme: z.string(),
  created_at: z.string(),
});
export type MyCard = z.infer<typeof myCardSchema>;

/** Newest card first. */
export const myCardListSchema = z.object({ cards: z.array(myCardSchema) });
export type MyCardList = z.infer<typeof myCardListSchema>;

/** owner-side §3 "RSVP entry", for the owner's RSVP page: contacts included, flags as booleans. */
export const ownerRsvpSchema = z.object({
  id: z.string(),
  name: z.string(),
  phoneNumber: z.string(),
  email: z.string().nullable(),
  guests: z.number().int(),
  attending: z.boolean(),
  checkedIn: z.boolean(),
  ucapan: z.string().nullable(),
  created_at: z.string(),
});
export type OwnerRsvp = z.infer<typeof ownerRsvpSchema>;

/** `GET /api/cards/:id/rsvps`: every RSVP of the card, newest first. */
export const ownerRsvpListSchema = z.object({ rsvps: z.array(ownerRsvpSchema) });
export type OwnerRsvpList = z.infer<typeof ownerRsvpListSchema>;
