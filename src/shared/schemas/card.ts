import { z } from 'zod';
import { cardContentSchema } from '../card/card-content';
import { isPhoneNumber } from '../contact/phone';

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
  // DESIGN.md item 5: an unverified card an hour after creation: nothing of it reaches guests.
  z.object({ id: z.string(), state: z.literal('expired') }),
]);
export type PublicCard = z.infer<typeof publicCardSchema>;

export const wishSchema = z.object({
  name: z.string(),
  ucapan: z.string(),
  created_at: z.string(),
});
export type Wish = z.infer<typeof wishSchema>;
export const wishListSchema = z.object({ wishes: z.array(wishSchema) });

export const RSVP_MESSAGES = {
  success: 'RSVP anda telah disahkan!',
  failure: 'Maaf. RSVP tidak berjaya. Boleh cuba sekali lagi',
  name: 'Sila masukkan nama anda.',
  phone: 'Sila masukkan nombor telefon yang sah.',
  email: 'Sila masukkan email yang sah.',
  guests: 'Jumlah tetamu mesti antara 1 dan 20.',
  ucapan: 'Ucapan terlalu panjang (maksimum 500 aksara).',
  closed: 'Maaf. RSVP untuk kad ini tidak dibuka.',
} as const;

export const MAX_GUESTS_PER_RSVP = 20;
export const MAX_UCAPAN_LENGTH = 500;

/** guest-side §5: name, phone, guests and attending required; email when asked; wish optional. */
export const rsvpInputSchema = z.object({
  name: z.string().trim().min(1, RSVP_MESSAGES.name).max(80, RSVP_MESSAGES.name),
  phoneNumber: z.string().trim().refine(isPhoneNumber, RSVP_MESSAGES.phone),
  email: z
    .string()
    .trim()
    .max(254)
    .optional()
    .transform((value) => (value ? value.toLowerCase() : undefined))
    .pipe(z.email(RSVP_MESSAGES.email).optional()),
  guests: z.coerce
    .number(RSVP_MESSAGES.guests)
    .int(RSVP_MESSAGES.guests)
    .min(1, RSVP_MESSAGES.guests)
    .max(MAX_GUESTS_PER_RSVP, RSVP_MESSAGES.guests),
  attending: z.boolean(),
  ucapan: z
    .string()
    .trim()
    .max(MAX_UCAPAN_LENGTH, RSVP_MESSAGES.ucapan)
    .optional()
    .transform((value) => (value ? value : undefined)),
  /** A honeypot: people never see it, form-filling bots fill it (the server then keeps nothing). */
  website: z.string().max(200).optional(),
});
export type RsvpInput = z.input<typeof rsvpInputSchema>;

export const rsvpCreatedSchema = z.object({ message: z.string() });
