import { ruleMessage } from '../i18n/rule-words';
import { z } from 'zod';
import { MAX_MAJLIS } from '../card/card-content';
import { MAJLIS_ANSWER_MESSAGES } from '../card/majlis-answers';
import { guestsSchema, majlisAnswerInputSchema } from './rsvp';

// The owner records or corrects a guest's answer by hand (a guest who phoned, an aunt who never
// opens links), per majlis, even after the RSVP's last day: the RSVP page for an RSVP, the guest
// list for a party.

export const ANSWERS_BY_HAND_MESSAGES = {
  saved: ruleMessage('guestList.answers.saved'),
  rsvpNotFound: ruleMessage('guestList.error.rsvpNotFound'),
} as const;

/** An answer for each majlis the guest may see, each with how many people. */
export const answersByHandBodySchema = z.object({
  majlis: z
    .array(majlisAnswerInputSchema.extend({ guests: guestsSchema }), MAJLIS_ANSWER_MESSAGES.missing)
    .min(1, MAJLIS_ANSWER_MESSAGES.missing)
    .max(MAX_MAJLIS, MAJLIS_ANSWER_MESSAGES.twice),
});
export type AnswersByHandBody = z.input<typeof answersByHandBodySchema>;

export const answersByHandReplySchema = z.object({
  rsvpId: z.string(),
  message: z.string(),
});
export type AnswersByHandReply = z.infer<typeof answersByHandReplySchema>;
