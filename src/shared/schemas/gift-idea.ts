import { z } from 'zod';
import { CARD_LANGUAGES, DEFAULT_CARD_LANGUAGE } from '../i18n/card-words';
import { CARD_LANGUAGE_MESSAGES } from './card-language';

// The 'Idea Hadiah Kahwin' list in the
// salam kaut panel, two-column cards that link out to a shop. Its titles are in the card's
// language: the server sends each guest only the title(s) their card shows.

/** `GET /api/gift-ideas?language=`: the card's language ('ms' when not given). */
export const giftIdeasQuerySchema = z.object({
  language: z.enum(CARD_LANGUAGES, CARD_LANGUAGE_MESSAGES.invalid).default(DEFAULT_CARD_LANGUAGE),
});
export type GiftIdeasQuery = z.input<typeof giftIdeasQuerySchema>;

export const giftIdeaSchema = z.object({
  id: z.string(),
  /**
   * The title in the card's main language: Malay for a card in Malay or in both; for a card in
   * English, the English title staff gave, else the Malay.
   */
  title: z.string(),
  /** A card in both only, when staff gave an English title: shown beneath the Malay. */
  title_en: z.string().optional(),
  /**
   * `ms` when `title` is the Malay standing in for an English title staff did not give (a card
   * in English): the page marks it `lang="ms"`. Absent otherwise.
   */
  title_lang: z.literal('ms').optional(),
  /** The picture's address: one of our own files (`/gift-ideas/…`) or an https address. */
  image: z.string().regex(/^(\/[^/]|https:\/\/)/),
  /** Where the card links to (a shop's search page); opened in a new tab. */
  link: z.url({ protocol: /^https?$/ }),
});
export type GiftIdea = z.infer<typeof giftIdeaSchema>;

export const giftIdeaListSchema = z.object({ giftIdeas: z.array(giftIdeaSchema) });
export type GiftIdeaList = z.infer<typeof giftIdeaListSchema>;
