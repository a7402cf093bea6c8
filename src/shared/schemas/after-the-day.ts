import { z } from 'zod';
import {
  AFTER_DAY_CHOICES,
  AFTER_DAY_MESSAGES,
  THANKS_NOTE_MAX_LENGTH,
  THANKS_NOTE_MAX_LINES,
} from '../card/after-the-day';
import { userText } from '../text/user-text';

/**
 * `PUT /api/cards/:id/after-the-day`: the couple's thank-you note ('' for none), shown on the card
 * once the last majlis is over, and whether the card then stays up or is taken down. Both may be
 * set before the day.
 */
export const afterTheDayBodySchema = z.object(
  {
    thanksNote: userText({
      maxLength: THANKS_NOTE_MAX_LENGTH,
      maxLines: THANKS_NOTE_MAX_LINES,
      messages: {
        invalid: AFTER_DAY_MESSAGES.thanksNoteInvalid,
        tooLong: AFTER_DAY_MESSAGES.thanksNoteTooLong,
        tooManyLines: AFTER_DAY_MESSAGES.thanksNoteLines,
      },
    }),
    afterDay: z.enum(AFTER_DAY_CHOICES, AFTER_DAY_MESSAGES.choiceInvalid),
  },
  AFTER_DAY_MESSAGES.choiceInvalid,
);
export type AfterTheDayBody = z.input<typeof afterTheDayBodySchema>;

/** The card's after-the-day settings and where it stands (the owner's panel). */
export const afterTheDaySchema = z.object({
  thanksNote: z.string().nullable(),
  afterDay: z.enum(AFTER_DAY_CHOICES),
  /** When the last majlis ends (ISO), or null. */
  heldAt: z.string().nullable(),
  /** Whether that moment has passed (by the server's clock). */
  held: z.boolean(),
  /** The public card's address, to preview it. */
  url: z.string(),
});
export type AfterTheDay = z.infer<typeof afterTheDaySchema>;

export const afterTheDayReplySchema = afterTheDaySchema.extend({
  /** "Saved", in the visitor's language. */
  message: z.string(),
});
export type AfterTheDayReply = z.infer<typeof afterTheDayReplySchema>;
