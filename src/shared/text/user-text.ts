import { z } from 'zod';
import { hasForbiddenCharacters, lineCount, normaliseText } from './clean-text';

// The zod side of the shared text rule (clean-text.ts): a schema per user text field, used by
// every schema that takes text from people, on the server and in the browser alike.

export interface UserTextRule {
  /** Longest text accepted, in UTF-16 code units (what the database columns are sized by). */
  maxLength: number;
  /** Lines allowed (default 1: a one-line field takes no line breaks). */
  maxLines?: number;
  /** Refuse '' (after normalising: a text of invisible characters only is ''). */
  required?: boolean;
  /** The Malay messages the field answers with. */
  messages: {
    /** Not a string at all (and the default for the others). */
    invalid: string;
    /** Holding forbidden characters or a lone surrogate. */
    badCharacters?: string;
    required?: string;
    tooLong?: string;
    tooManyLines?: string;
  };
}

/**
 * A zod schema for one user text field: normalised (normaliseText), then refused with the
 * field's own message when it holds forbidden characters or a lone surrogate, is required but
 * empty, too long, or has too many lines. The output is the normalised text.
 */
export function userText(rule: UserTextRule) {
  const { messages } = rule;
  const maxLines = rule.maxLines ?? 1;
  let schema = z
    .string(messages.invalid)
    // Refused before normalising: NFC and trimming must not be what hides a lone surrogate.
    .refine((text) => !hasForbiddenCharacters(text), {
      message: messages.badCharacters ?? messages.invalid,
      abort: true,
    })
    .overwrite(normaliseText);
  if (rule.required) schema = schema.min(1, messages.required ?? messages.invalid);
  return schema
    .max(rule.maxLength, messages.tooLong ?? messages.invalid)
    .refine((text) => lineCount(text) <= maxLines, messages.tooManyLines ?? messages.invalid);
}
