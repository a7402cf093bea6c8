import { z } from 'zod';
import { cardInputSchema } from '../card/card-input';
import { isPhoneNumber } from '../contact/phone';
import { waitWords } from '../dates/wait-words';
import { ruleMessage } from '../i18n/rule-words';
import { CARD_LANGUAGES } from '../i18n/card-words';
import { userText } from '../text/user-text';
import { promoCodeInputSchema } from './promo';

// The owner's details and
// the card draft go to the server in one call, which creates the card (owner = the session).

/** The owner's details' refusals, as the catalogue's words (the product's Malay wording). */
export const PROFILE_MESSAGES = {
  name: ruleMessage('create.profile.error.name'),
  mobile: ruleMessage('create.profile.error.mobile'),
  nameTooLong: ruleMessage('create.profile.error.nameTooLong', { max: 80 }),
  mobileInvalid: ruleMessage('create.profile.error.mobileInvalid'),
  nameCharacters: ruleMessage('create.profile.error.nameCharacters'),
} as const;

export const PUBLISH_MESSAGES = {
  rateLimited: (seconds: number) =>
    ruleMessage('create.profile.error.rateLimited', { wait: waitWords(seconds) }),
} as const;

export const MAX_PROFILE_NAME_LENGTH = 80;

/** Name and phone; the e-mail is the session's, not sent. */
export const profileInputSchema = z.object(
  {
    name: userText({
      maxLength: MAX_PROFILE_NAME_LENGTH,
      required: true,
      messages: {
        invalid: PROFILE_MESSAGES.name,
        tooLong: PROFILE_MESSAGES.nameTooLong,
        badCharacters: PROFILE_MESSAGES.nameCharacters,
      },
    }),
    mobile: z
      .string(PROFILE_MESSAGES.mobile)
      .trim()
      .min(1, PROFILE_MESSAGES.mobile)
      .refine(isPhoneNumber, PROFILE_MESSAGES.mobileInvalid),
  },
  PROFILE_MESSAGES.name,
);
export type ProfileInput = z.input<typeof profileInputSchema>;

/** `POST /api/cards`: the draft (the card's own keys), the profile and an optional promo code. */
export const publishCardBodySchema = z.object({
  draft: cardInputSchema,
  profile: profileInputSchema,
  /** Blank, null or left out: no promo. Spaces stripped and lowercased, as every code is. */
  promo: promoCodeInputSchema.nullish().transform((code) => (code ? code : undefined)),
  /** The card's language (its fixed words); left out, the language the request is read in. */
  language: z.enum(CARD_LANGUAGES).optional(),
});
export type PublishCardBody = z.input<typeof publishCardBodySchema>;

/** Where the web goes next: pay at `/checkout/{id}`, or, with nothing to pay, `/dashboard/{id}`. */
export const PUBLISH_NEXT = ['checkout', 'dashboard'] as const;
export type PublishNext = (typeof PUBLISH_NEXT)[number];

export const publishCardReplySchema = z.object({
  id: z.string(),
  /** The price after the promo's discount, in sen. */
  totalSen: z.number().int().nonnegative(),
  discountSen: z.number().int().nonnegative(),
  next: z.enum(PUBLISH_NEXT),
});
export type PublishCardReply = z.infer<typeof publishCardReplySchema>;

/** Per owner (per address without one): plenty for real couples, a wall for scripts. */
export const PUBLISH_RATE_LIMIT = { max: 20, timeWindow: '1 hour' } as const;
/** A card draft with every field at its limit stays well under this. */
export const PUBLISH_BODY_LIMIT = 64 * 1024;
