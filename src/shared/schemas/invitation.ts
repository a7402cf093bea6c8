import { z } from 'zod';
import { majlisSchema } from '../card/card-content';
import { PARTY_TOKEN_PATTERN } from '../guests/personal-link';
import { ruleMessage } from '../i18n/rule-words';

// What a guest's phone learns from its personal link: only that party's
// own name, phone (to prefill the RSVP form), allowance, the majlis it is invited to and its
// earlier answer. The token travels in the body of a POST; opening the card this way records the
// first open (the time only).

/** An unknown personal link, in the catalogue's words (`ruleMessage`). */
export const INVITATION_NOT_FOUND = ruleMessage('errors.invitationNotFound');

export const invitationLookupBodySchema = z.object({
  token: z.string(INVITATION_NOT_FOUND).regex(PARTY_TOKEN_PATTERN, INVITATION_NOT_FOUND),
});

export const invitationSchema = z.object({
  name: z.string(),
  /** As Malaysians write it (012-345 6789), ready for the form. */
  phoneNumber: z.string(),
  /** The most guests the party's RSVP may give (to each majlis). */
  allowance: z.number().int(),
  /**
   * The majlis the party is invited to, in the couple's order (its own invite-only ones
   * included): its RSVP form asks each of them.
   */
  majlis: z.array(majlisSchema),
  /** The party's answer so far, or null. */
  answer: z
    .object({
      attending: z.boolean(),
      guests: z.number().int(),
      email: z.string().nullable(),
      ucapan: z.string().nullable(),
      /** Its answer to each majlis it answered (coming or not, how many, which session). */
      majlis: z.array(
        z.object({
          id: z.string(),
          attending: z.boolean(),
          guests: z.number().int(),
          session: z.string().nullable(),
        }),
      ),
    })
    .nullable(),
  /**
   * The party's pass while its answer is Hadir: its link's token, at `PUBLIC_URL/pas#<token>`
   * (so "Pas saya" is there on any phone the party opens its link on).
   */
  pass: z.object({ token: z.string(), url: z.string() }).nullable(),
});
export type Invitation = z.infer<typeof invitationSchema>;
