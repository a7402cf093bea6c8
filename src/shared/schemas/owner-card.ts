import { z } from 'zod';
import { cardContentSchema } from '../card/card-content';
import { CARD_ROLES } from '../card/card-roles';
import { cardInputSchema } from '../card/card-input';
import { isCalendarDate } from '../dates/malay-date';
import { HASHTAG_MAX_LENGTH, cleanHashtag } from '../card/hashtag';
import { CARD_STATES } from '../card/trial';
import { isThemeName } from '../themes/catalogue';
import { userText } from '../text/user-text';
import { CARD_LANGUAGES } from '../i18n/card-words';
import { ruleMessage } from '../i18n/rule-words';

// The owner's side of one card: its home page, the edit page and the theme change, with the
// calls that read the full card and save it, its theme or its hashtag.

/** `GET /api/cards/:id/edit`: the owner's full card (owner, or staff: audit-logged). */
export const ownerCardSchema = z.object({
  id: z.string(),
  /** trial (unverified, within its hour), expired (unverified after it) or active. */
  state: z.enum(CARD_STATES),
  createdAt: z.string(),
  /** When the trial ends (created_at + 1 hour), for the countdown. */
  trialEndsAt: z.string(),
  /** The server's time when it answered: the countdown runs from it, not the phone's clock. */
  serverNow: z.string(),
  /** Goes up by one with every saved change; an update names the version it started from. */
  version: z.number().int().positive(),
  content: cardContentSchema,
  /** The card hashtag, '' while none is set. */
  hashtag: z.string(),
  /** The language of the card's fixed words (`PUT /api/cards/:id/language` sets it). */
  language: z.enum(CARD_LANGUAGES),
  /** The card's public address (`PUBLIC_URL/kad/{id}`). */
  url: z.string(),
  /**
   * Who is looking: the card's owner, a co-host (a Pengurus; a Penyambut is never served the
   * card), or staff on a support case. The pages hide or make read-only what the server allows
   * the owner alone to change.
   */
  viewer: z.enum(CARD_ROLES),
  /** The switches and what the couple has set up. */
  features: z.object({
    rsvp: z.boolean(),
    email_input: z.boolean(),
    /** The music switch (on by default: music plays once a song is chosen). */
    music: z.boolean(),
    /** A song (YouTube video) is chosen. */
    song: z.boolean(),
    /** The chosen song's YouTube id (null while none is chosen). */
    ytId: z.string().nullable(),
    /** Where the song starts, in seconds. */
    musicStart: z.number().int().nonnegative(),
    gift: z.boolean(),
    /** The salam kaut switch. */
    salam_kaut: z.boolean(),
    /** A salam kaut QR picture is uploaded. */
    salamKautQr: z.boolean(),
    /** The RSVP's last day ("Tarikh akhir RSVP", a Malaysian calendar date); null: none. */
    rsvpClosesOn: z.string().nullable(),
  }),
});
export type OwnerCard = z.infer<typeof ownerCardSchema>;

export const CARD_EDIT_MESSAGES = {
  // The edit page's texts.
  updated: ruleMessage('editor.updated.message'),
  leave: ruleMessage('editor.leave.message'),
  conflict: ruleMessage('editor.error.conflict'),
  version: ruleMessage('editor.error.version'),
  // The theme change's messages, in the product's wording.
  themeUpdated: ruleMessage('themeChange.updated'),
  themeFailed: ruleMessage('themeChange.failed'),
  themeError: ruleMessage('themeChange.error'),
  themeConfirm: ruleMessage('themeChange.confirm.title'),
  hashtagUpdated: ruleMessage('cardHome.hashtag.saved'),
  /** The hashtag rule's words (`ruleMessage`): the card home says them in the owner's language. */
  hashtagRequired: ruleMessage('cardHome.hashtag.required'),
} as const;

const versionSchema = z
  .number(CARD_EDIT_MESSAGES.version)
  .int(CARD_EDIT_MESSAGES.version)
  .positive(CARD_EDIT_MESSAGES.version);

/**
 * `PUT /api/cards/:id`: the whole card, checked by the same rules as publishing, and the version
 * the editor started from. An older version than the stored one is refused with 409, so two tabs
 * or two phones never overwrite each other's work silently.
 */
export const updateCardBodySchema = z.object({
  version: versionSchema,
  card: cardInputSchema,
});
export type UpdateCardBody = z.input<typeof updateCardBodySchema>;

export const cardVersionReplySchema = z.object({ version: z.number().int().positive() });
export type CardVersionReply = z.infer<typeof cardVersionReplySchema>;

/**
 * `PUT /api/cards/:id/theme`: another of the 100 themes. The couple's own font choice stays;
 * fonts they never chose follow the new theme (see fontsForNewTheme).
 */
export const themeChangeBodySchema = z.object({
  theme: z
    .string(CARD_EDIT_MESSAGES.themeFailed)
    .refine(isThemeName, CARD_EDIT_MESSAGES.themeFailed),
});
export type ThemeChangeBody = z.input<typeof themeChangeBodySchema>;

export const themeChangeReplySchema = z.object({
  version: z.number().int().positive(),
  content: cardContentSchema,
  /** In the visitor's language. */
  message: z.string(),
});
export type ThemeChangeReply = z.infer<typeof themeChangeReplySchema>;

/** `PUT /api/cards/:id/hashtag` (letters and digits only, required). */
export const hashtagBodySchema = z.object({
  // The shared text rule first (a hashtag of Hangul fillers is nothing), then letters and
  // digits only; line breaks are dropped with the rest, as they always were.
  event: userText({
    maxLength: HASHTAG_MAX_LENGTH * 4,
    maxLines: HASHTAG_MAX_LENGTH * 4,
    messages: { invalid: CARD_EDIT_MESSAGES.hashtagRequired },
  })
    .transform(cleanHashtag)
    .pipe(z.string().min(1, CARD_EDIT_MESSAGES.hashtagRequired)),
});
export type HashtagBody = z.input<typeof hashtagBodySchema>;

export const hashtagReplySchema = z.object({
  hashtag: z.string(),
  /** In the visitor's language. */
  message: z.string(),
});
export type HashtagReply = z.infer<typeof hashtagReplySchema>;

/** `GET /api/recommended-items`: the card home's 'Recommended' list. */
export const recommendedItemSchema = z.object({
  id: z.string(),
  /** In the visitor's language: the English title staff gave for an English reader, else Malay. */
  title: z.string(),
  /** `ms` when `title` is the Malay standing in for a missing English one: marked `lang="ms"`. */
  titleLang: z.literal('ms').optional(),
  priceSen: z.number().int().nonnegative(),
  /** Our own picture (`/recommended/…`) or an https address. */
  image: z.string(),
  link: z.url({ protocol: /^https?$/ }),
});
export type RecommendedItem = z.infer<typeof recommendedItemSchema>;
export const recommendedItemListSchema = z.object({ items: z.array(recommendedItemSchema) });
export type RecommendedItemList = z.infer<typeof recommendedItemListSchema>;

/**
 * `GET /api/cards/:id/majlis/answers`: how many RSVPs answered each majlis of the card (coming or
 * not), in the card's order. The editor asks before a majlis with answers is removed, since
 * saving the card without it removes those answers.
 */
export const majlisAnswerCountsSchema = z.object({
  majlis: z.array(z.object({ id: z.string(), answers: z.number().int().nonnegative() })),
});
export type MajlisAnswerCounts = z.infer<typeof majlisAnswerCountsSchema>;

export const RSVP_CLOSING_MESSAGES = {
  invalid: ruleMessage('rsvps.error.closesOnInvalid'),
  past: ruleMessage('rsvps.error.closesOnPast'),
} as const;

/**
 * Whether `closesOn` may be set as the RSVP's last day on `today` (both Malaysian calendar dates):
 * a real date, not already past. The message says why not; null when it may. No date (null) is
 * always fine: the RSVP then stays open until the owner switches it off.
 */
export function rsvpClosesOnProblem(closesOn: string | null, today: string): string | null {
  if (closesOn === null) return null;
  if (!isCalendarDate(closesOn)) return RSVP_CLOSING_MESSAGES.invalid;
  return closesOn < today ? RSVP_CLOSING_MESSAGES.past : null;
}

/**
 * `PUT /api/cards/:id/rsvp-closes-on`: the RSVP's last day, or null for none. After that day
 * guests can no longer answer (the RSVP refuses them with the day).
 */
export const rsvpClosesOnBodySchema = z.object(
  {
    closesOn: z
      .string(RSVP_CLOSING_MESSAGES.invalid)
      .refine(isCalendarDate, RSVP_CLOSING_MESSAGES.invalid)
      .nullable(),
  },
  RSVP_CLOSING_MESSAGES.invalid,
);
export type RsvpClosesOnBody = z.input<typeof rsvpClosesOnBodySchema>;

export const rsvpClosesOnReplySchema = z.object({
  closesOn: z.string().nullable(),
  message: z.string(),
});
export type RsvpClosesOnReply = z.infer<typeof rsvpClosesOnReplySchema>;
