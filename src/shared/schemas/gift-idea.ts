import { z } from 'zod';

// The 'Idea Hadiah Kahwin' list in the
// salam kaut panel, two-column cards that link out to a shop.

export const giftIdeaSchema = z.object({
  id: z.string(),
  title: z.string(),
  /** The picture's address: one of our own files (`/gift-ideas/…`) or an https address. */
  image: z.string().regex(/^(\/[^/]|https:\/\/)/),
  /** Where the card links to (a shop's search page); opened in a new tab. */
  link: z.url({ protocol: /^https?$/ }),
});
export type GiftIdea = z.infer<typeof giftIdeaSchema>;

export const giftIdeaListSchema = z.object({ giftIdeas: z.array(giftIdeaSchema) });
export type GiftIdeaList = z.infer<typeof giftIdeaListSchema>;
