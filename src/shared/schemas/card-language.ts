import { z } from 'zod';
import { CARD_LANGUAGES } from '../i18n/card-words';
import { ruleMessage } from '../i18n/rule-words';

// The card's language, the couple's choice: which words guests read on the card (Malay, English,
// or both, Malay first). Set by the owner in the editor, saved at once.

export const CARD_LANGUAGE_MESSAGES = {
  invalid: ruleMessage('editor.cardLanguage.error.invalid'),
} as const;

/** `PUT /api/cards/:id/language`. */
export const cardLanguageBodySchema = z.object(
  { language: z.enum(CARD_LANGUAGES, CARD_LANGUAGE_MESSAGES.invalid) },
  CARD_LANGUAGE_MESSAGES.invalid,
);
export type CardLanguageBody = z.input<typeof cardLanguageBodySchema>;

export const cardLanguageReplySchema = z.object({
  language: z.enum(CARD_LANGUAGES),
  /** "Saved", in the visitor's language. */
  message: z.string(),
});
export type CardLanguageReply = z.infer<typeof cardLanguageReplySchema>;
