import { z } from 'zod';
import { cardContentSchema } from '../card/card-content';

// What guests receive (guest-side §7 "GET /kad/{id}", "GET /clients/{id}", "GET /rsvp/{cardId}",
// "POST /addrsvp"), narrowed by DESIGN.md item 3: no owner e-mail or mobile, no guest phone or
// e-mail in public wishes.

/** The card's features a guest's page needs (spec §3 "Client record", guest-facing part). */
export const publicFeaturesSchema = z.object({
  rsvp: z.boolean(),
  email_input: z.boolean(),
  /** Music plays only when the couple switched it on and staff activated it. */
  music: z.boolean(),
  yt_id: z.string().nullable(),
  music_start: z.number().int().nonnegative(),
  gift: z.boolean(),
  /** The salam kaut QR picture's address, when there is one and it is switched on. */
  salam_kaut: z.string().nullable(),
});

export const publicCardSchema = z.discriminatedUnion('state', [
  z.object({
    id: z.string(),
    state: z.literal('live'),
    content: cardContentSchema,
    features: publicFeaturesSchema,
  }),
  // An unverified card an hour after creation: nothing of it reaches guests.
  z.object({ id: z.string(), state: z.literal('expired') }),
]);
export type PublicCard = z.infer<typeof publicCardSchema>;
