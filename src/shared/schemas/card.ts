import { z } from 'zod';
import { AFTER_DAY_CHOICES } from '../card/after-the-day';
import { cardContentSchema } from '../card/card-content';

// What guests receive (the card, its features, the wishes, the RSVP reply), narrowed for privacy:
// no owner e-mail or mobile, no guest phone or e-mail in public wishes.

/** The card's features a guest's page needs (the guest-facing part of the card's record). */
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
  /**
   * "Tarikh akhir RSVP": the last Malaysian calendar day (`YYYY-MM-DD`) guests may answer, or
   * null when the RSVP stays open. The form shows it, and says the RSVP is closed after it
   * (`rsvpClosed`); the server refuses answers then.
   */
  rsvp_closes_on: z.string().nullable(),
  /**
   * When the wedding counts as held (the end of the card's last majlis, every majlis of the card,
   * ISO): from then the card says so and takes no RSVP. A page already open turns at that instant.
   */
  held_at: z.string().nullable(),
  /** Whether the public card stays up once held ('keep') or is taken down ('down'). */
  after_day: z.enum(AFTER_DAY_CHOICES),
  /** The couple's thank-you note, sent once the wedding is held (null before, or with none). */
  thanks_note: z.string().nullable(),
  /**
   * When an unpaid card's trial ends (ISO; null for a paid card): a page already open turns to
   * the expiry screen then, as a page loaded after it is refused.
   */
  trial_ends_at: z.string().nullable(),
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
  // Held and taken down by its owner: nothing of it reaches guests either.
  z.object({ id: z.string(), state: z.literal('closed') }),
]);
export type PublicCard = z.infer<typeof publicCardSchema>;
