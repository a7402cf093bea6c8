import { z } from 'zod';
import { normaliseText } from '../text/clean-text';
import type { EnglishCardText } from './english-texts';
import { ENGLISH_CARD_TEXTS, englishKey } from './english-texts';

// The English versions of the couple's texts as an owner sends them (english-texts.ts says what
// they are). Apart from english-texts.ts so that the guest card's script, which shows them,
// carries no schema.

/**
 * An English version as an owner sends it, checked by its Malay field's own schema (the same
 * length and line limits, the same messages), except that it may be left empty: '' (or only
 * spaces) is no English version, and is dropped.
 */
export function englishVersion(malay: z.ZodType<string, string>) {
  const invalid = malay.safeParse(undefined).error?.issues[0]?.message;
  return z
    .string(invalid)
    .optional()
    .transform((text, context): string | undefined => {
      if (text === undefined || normaliseText(text) === '') return undefined;
      const checked = malay.safeParse(text);
      if (checked.success) return checked.data;
      for (const issue of checked.error.issues) {
        context.addIssue({ code: 'custom', message: issue.message });
      }
      return z.NEVER;
    });
}

/** The card-level English versions' schemas, from the Malay fields' schemas. */
export function englishCardTextSchemas(malay: Record<EnglishCardText, z.ZodType<string, string>>) {
  return Object.fromEntries(
    ENGLISH_CARD_TEXTS.map((field) => [englishKey(field), englishVersion(malay[field])]),
  ) as Record<`${EnglishCardText}_en`, ReturnType<typeof englishVersion>>;
}
