import type { SiteMessageId } from '../i18n/site-messages';
import { z } from 'zod';
import { ruleMessage } from '../i18n/rule-words';
import { userText } from '../text/user-text';
import { CARD_STATES } from '../card/trial';
import { cardIdPattern } from './card-id';
import { pathIdSchema } from './path-id';

/**
 * `GET /api/admin/counters`,
 * for staff only: real counts, no added offset. The demo card is not counted.
 */
export const countersSchema = z.object({
  users: z.number().int().nonnegative(),
  cards: z.number().int().nonnegative(),
  /** Cards whose wedding date is today in Asia/Kuala_Lumpur. */
  weddingsToday: z.number().int().nonnegative(),
  /** Paid (or free) cards. */
  activeCards: z.number().int().nonnegative(),
  /** Cards created today (Asia/Kuala_Lumpur). */
  cardsCreatedToday: z.number().int().nonnegative(),
  /** Paid payments this calendar month (Asia/Kuala_Lumpur) and what they brought, in sen. */
  paymentsThisMonth: z.number().int().nonnegative(),
  revenueThisMonthSen: z.number().int().nonnegative(),
  /** Opens of every card since counting began (a browser once a day per card). */
  cardOpens: z.number().int().nonnegative(),
});
export type Counters = z.infer<typeof countersSchema>;

// Staff-facing refusals: words of the site's catalogue, said in each staff member's language.
export const ADMIN_MESSAGES = {
  cardNotFound: ruleMessage('staff.error.cardNotFound'),
  badCardId: ruleMessage('staff.error.badCardId'),
  bulkEmpty: ruleMessage('staff.error.bulkEmpty'),
  bulkTooMany: ruleMessage('staff.error.bulkTooMany'),
  searchEmpty: ruleMessage('staff.error.searchEmpty'),
  noFeatures: ruleMessage('staff.error.noFeatures'),
  badHours: ruleMessage('staff.error.badHours'),
  reasonRequired: ruleMessage('staff.error.reasonRequired'),
  reasonTooLong: ruleMessage('staff.error.reasonTooLong'),
  reasonCharacters: ruleMessage('staff.error.reasonCharacters'),
  alreadyActive: ruleMessage('staff.error.alreadyActive'),
  badMonth: ruleMessage('staff.error.badMonth'),
  badPage: ruleMessage('staff.error.badPage'),
  badEmail: ruleMessage('staff.error.badEmail'),
} as const;

/** The spec's four one-card staff pages and the call each one makes. */
export const CARD_ACTIONS = ['music', 'hide-gift', 'salam-kaut', 'rsvp'] as const;
export type CardAction = (typeof CARD_ACTIONS)[number];

/** Where each action sends the owner: their own page for the feature. */
export const CARD_ACTION_LINK_PATH: Record<CardAction, (id: string) => string> = {
  music: (id) => `/music/${id}`,
  'hide-gift': (id) => `/kad/${id}`,
  'salam-kaut': (id) => `/salamkaut/${id}`,
  rsvp: (id) => `/rsvp/${id}`,
};

/**
 * The thank-you message staff copy for the customer, with the owner's link (`{link}`): words of
 * the site's catalogue, said in the card's language, the couple's (admin-cards.service.ts).
 */
export const CARD_ACTION_MESSAGE: Record<CardAction, SiteMessageId> = {
  music: 'staff.actionMessage.music',
  'hide-gift': 'staff.actionMessage.hideGift',
  'salam-kaut': 'staff.actionMessage.salamKaut',
  rsvp: 'staff.actionMessage.rsvp',
};

/**
 * A card id in a staff call's path, trimmed and lowercased (staff paste ids with spaces or
 * capitals), then held to the card id pattern: anything else is answered 404
 * (ADMIN_MESSAGES.cardNotFound), as a well-formed id no card has is.
 */
const adminCardIdSchema = pathIdSchema(cardIdPattern, ADMIN_MESSAGES.cardNotFound, (raw) =>
  raw.trim().toLowerCase(),
);

export const adminCardParamsSchema = z.object({ id: adminCardIdSchema });

export const cardActionParamsSchema = z.object({
  id: adminCardIdSchema,
  action: z.enum(CARD_ACTIONS, ruleMessage('staff.error.badAction')),
});

export const cardActionReplySchema = z.object({
  cardId: z.string(),
  action: z.enum(CARD_ACTIONS),
  /** The owner's page for the feature (absolute). */
  link: z.string(),
  /**
   * The thank-you message with the link, for staff to copy, in the card's language (the
   * couple's, not the staff's): Malay, English, or for a card in both the Malay then the English.
   */
  message: z.string(),
});
export type CardActionReply = z.infer<typeof cardActionReplySchema>;

/** At most this many ids in one bulk RSVP update. */
export const MAX_BULK_IDS = 500;

/** `POST /api/admin/rsvp-bulk`: the pasted card ids, one a line. */
export const bulkRsvpBodySchema = z.strictObject({
  ids: z.string(ADMIN_MESSAGES.bulkEmpty).max(MAX_BULK_IDS * 40, ADMIN_MESSAGES.bulkTooMany),
});
export type BulkRsvpBody = z.infer<typeof bulkRsvpBodySchema>;

/** One id a line, trimmed, blank lines ignored, each id once (first appearance kept). */
export function parseCardIdList(text: string): string[] {
  const seen = new Set<string>();
  for (const line of text.split(/\r?\n/)) {
    const id = line.trim().toLowerCase();
    if (id) seen.add(id);
  }
  return [...seen];
}

export const bulkRsvpReplySchema = z.object({
  ok: z.boolean(),
  /** `RSVPs updated successfully` or `Failed to update RSVPs`. */
  message: z.string(),
  updated: z.array(z.string()),
  failed: z.array(z.object({ id: z.string(), reason: z.string() })),
});
export type BulkRsvpReply = z.infer<typeof bulkRsvpReplySchema>;

/** A card as staff find it. */
export const adminCardSummarySchema = z.object({
  id: z.string(),
  groomName: z.string(),
  brideName: z.string(),
  weddingDate: z.string(),
  ownerEmail: z.string(),
  state: z.enum(CARD_STATES),
  createdAt: z.string(),
  /** How many opened the card, in all (a browser once a day). */
  opens: z.number().int().nonnegative(),
});
export type AdminCardSummary = z.infer<typeof adminCardSummarySchema>;

export const MAX_SEARCH_RESULTS = 50;

export const cardSearchQuerySchema = z.object({
  q: userText({
    maxLength: 200,
    required: true,
    messages: { invalid: ADMIN_MESSAGES.searchEmpty },
  }),
});

export const cardSearchReplySchema = z.object({ cards: z.array(adminCardSummarySchema) });
export type CardSearchReply = z.infer<typeof cardSearchReplySchema>;

/** The switches staff may flip on an owner's behalf. */
export const ADMIN_FEATURE_KEYS = [
  'rsvp',
  'email_input',
  'music',
  'music_activation',
  'gift',
  'gift_button',
  'salamkaut_activation',
] as const;
export type AdminFeatureKey = (typeof ADMIN_FEATURE_KEYS)[number];

/** Each switch's name, a key of the site's catalogue. */
export const ADMIN_FEATURE_LABELS: Record<AdminFeatureKey, SiteMessageId> = {
  rsvp: 'staff.feature.rsvp',
  email_input: 'staff.feature.emailInput',
  music: 'staff.feature.music',
  music_activation: 'staff.feature.musicActivation',
  gift: 'staff.feature.gift',
  gift_button: 'staff.feature.giftButton',
  salamkaut_activation: 'staff.feature.salamKaut',
};

export const adminFeaturesSchema = z.object({
  rsvp: z.boolean(),
  email_input: z.boolean(),
  music: z.boolean(),
  music_activation: z.boolean(),
  gift: z.boolean(),
  gift_button: z.boolean(),
  salamkaut_activation: z.boolean(),
});
export type AdminFeatures = z.infer<typeof adminFeaturesSchema>;

export const adminFeaturesBodySchema = z
  .strictObject(
    Object.fromEntries(
      ADMIN_FEATURE_KEYS.map((key) => [
        key,
        z.boolean(ruleMessage('staff.error.badSwitch')).optional(),
      ]),
    ) as { [K in AdminFeatureKey]: z.ZodOptional<z.ZodBoolean> },
    ADMIN_MESSAGES.noFeatures,
  )
  .refine((body) => Object.values(body).some((v) => v !== undefined), {
    message: ADMIN_MESSAGES.noFeatures,
  });
export type AdminFeaturesBody = z.infer<typeof adminFeaturesBodySchema>;

export const PAYMENT_STATUSES = ['pending', 'paid', 'failed', 'cancelled'] as const;

export const adminPaymentSchema = z.object({
  id: z.string(),
  cardId: z.string(),
  provider: z.string(),
  providerRef: z.string().nullable(),
  status: z.enum(PAYMENT_STATUSES),
  amountSen: z.number().int(),
  priceSen: z.number().int(),
  discountSen: z.number().int(),
  promoCode: z.string().nullable(),
  payerEmail: z.string().nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  /** Paid for a card already sold: `due` (to give back) or `refunded`; null otherwise. */
  refund: z.enum(['due', 'refunded']).nullable(),
});
export type AdminPayment = z.infer<typeof adminPaymentSchema>;

export const auditEntrySchema = z.object({
  id: z.string(),
  actorEmail: z.string(),
  action: z.string(),
  cardId: z.string().nullable(),
  detail: z.string().nullable(),
  createdAt: z.string(),
});
export type AuditEntryView = z.infer<typeof auditEntrySchema>;

export const adminCardDetailSchema = z.object({
  id: z.string(),
  state: z.enum(CARD_STATES),
  status: z.enum(['unverified', 'active']),
  createdAt: z.string(),
  activatedAt: z.string().nullable(),
  /** When the trial ends (or ended): created_at + 1 hour unless staff extended it. */
  trialEndsAt: z.string(),
  trialExtended: z.boolean(),
  ownerEmail: z.string(),
  clientName: z.string(),
  clientMobile: z.string(),
  groomName: z.string(),
  brideName: z.string(),
  weddingDate: z.string(),
  theme: z.string(),
  features: adminFeaturesSchema,
  /** How many opened the card: in all, and today (Asia/Kuala_Lumpur). */
  opens: z.object({
    total: z.number().int().nonnegative(),
    today: z.number().int().nonnegative(),
  }),
  payments: z.array(adminPaymentSchema),
  /** The card's audit trail, newest first (the latest 100). */
  audit: z.array(auditEntrySchema),
});
export type AdminCardDetail = z.infer<typeof adminCardDetailSchema>;

export const MAX_TRIAL_EXTENSION_HOURS = 720;
const MAX_TRIAL_REASON_LENGTH = 500;

export const trialExtensionBodySchema = z.strictObject({
  hours: z
    .number(ADMIN_MESSAGES.badHours)
    .int(ADMIN_MESSAGES.badHours)
    .min(1, ADMIN_MESSAGES.badHours)
    .max(MAX_TRIAL_EXTENSION_HOURS, ADMIN_MESSAGES.badHours),
  // The shared text rule: it goes into the audit log as written, so nothing invisible or
  // reversed. Lines are not limited beyond the length (the reason was always free prose).
  reason: userText({
    maxLength: MAX_TRIAL_REASON_LENGTH,
    maxLines: MAX_TRIAL_REASON_LENGTH,
    required: true,
    messages: {
      invalid: ADMIN_MESSAGES.reasonRequired,
      tooLong: ADMIN_MESSAGES.reasonTooLong,
      badCharacters: ADMIN_MESSAGES.reasonCharacters,
    },
  }),
});
export type TrialExtensionBody = z.infer<typeof trialExtensionBodySchema>;

export const trialExtensionReplySchema = z.object({
  state: z.enum(CARD_STATES),
  trialEndsAt: z.string(),
  message: z.string(),
});
export type TrialExtensionReply = z.infer<typeof trialExtensionReplySchema>;

export const ADMIN_PAGE_SIZE = 50;

/** A page number of the console's lists (1 and up). */
export const pageSchema = z.coerce
  .number(ADMIN_MESSAGES.badPage)
  .int(ADMIN_MESSAGES.badPage)
  .min(1, ADMIN_MESSAGES.badPage)
  .max(100000, ADMIN_MESSAGES.badPage)
  .default(1);

/** A filter that may be left empty; the shared text rule refuses NUL and other controls. */
const optionalText = (max: number, message: string) =>
  userText({ maxLength: max, messages: { invalid: message } })
    .optional()
    .transform((v) => (v ? v : undefined));

export const paymentsQuerySchema = z.object({
  status: z.enum(PAYMENT_STATUSES, ruleMessage('staff.error.badPaymentStatus')).optional(),
  provider: optionalText(40, ruleMessage('staff.error.badProvider')),
  cardId: optionalText(32, ADMIN_MESSAGES.badCardId),
  month: z
    .string(ADMIN_MESSAGES.badMonth)
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, ADMIN_MESSAGES.badMonth)
    .optional(),
  page: pageSchema,
});
export type PaymentsQuery = z.input<typeof paymentsQuerySchema>;

export const paymentsPageSchema = z.object({
  payments: z.array(adminPaymentSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type PaymentsPage = z.infer<typeof paymentsPageSchema>;

export const auditQuerySchema = z.object({
  cardId: optionalText(32, ADMIN_MESSAGES.badCardId),
  actor: optionalText(254, ADMIN_MESSAGES.badEmail),
  page: pageSchema,
});
export type AuditQuery = z.input<typeof auditQuerySchema>;

export const auditPageSchema = z.object({
  entries: z.array(auditEntrySchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type AuditPage = z.infer<typeof auditPageSchema>;

/** The spec pages' one field (staff paste ids with spaces or capitals). */
export const cardIdFormSchema = z.object({
  cardId: z
    .string()
    .trim()
    .toLowerCase()
    .min(1, ruleMessage('staff.error.cardIdRequired'))
    .max(64, ADMIN_MESSAGES.badCardId),
});

/** The console's trial extension form (text fields) → the call's body. */
export const trialExtensionFormSchema = z.object({
  hours: z
    .string()
    .trim()
    .regex(/^\d{1,4}$/, ADMIN_MESSAGES.badHours)
    .transform(Number)
    .pipe(trialExtensionBodySchema.shape.hours),
  reason: trialExtensionBodySchema.shape.reason,
});
