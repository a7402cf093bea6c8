import { z } from 'zod';
import { isPhoneNumber } from '../contact/phone';
import { MAX_MAJLIS } from '../card/card-content';
import { MAJLIS_ID_PATTERN } from '../card/majlis';
import { MAJLIS_ANSWER_MESSAGES } from '../card/majlis-answers';
import {
  RSVP_MAJLIS_MESSAGES,
  majlisQueryIdSchema,
  ownerMajlisAnswerSchema,
  rsvpScopeSchema,
} from './rsvp-majlis';
import { cardRuleMessage } from '../i18n/card-rule-words';
import { ruleMessage } from '../i18n/rule-words';
import { userText } from '../text/user-text';

// RSVPs and the wishes they carry: what a guest sends from the card's RSVP panel, what guests
// read back (name, wish and time only: guests never see each other's contacts), and the owner's
// list.

export const MAX_GUESTS_PER_RSVP = 20;
export const MAX_UCAPAN_LENGTH = 500;
export const MAX_UCAPAN_LINES = 20;
export const MAX_RSVP_NAME_LENGTH = 80;
/** RSVPs one card takes; the largest Malaysian weddings stay well under it. */
export const MAX_RSVPS_PER_CARD = 5000;

/**
 * What the RSVP says to a guest: words of the guest card's catalogue (card-rule-words.ts), which
 * the card's form and the server say in the card's language.
 */
export const RSVP_MESSAGES = {
  success: cardRuleMessage('card.rsvp.success'),
  failure: cardRuleMessage('card.rsvp.error.failure'),
  name: cardRuleMessage('card.rsvp.error.name'),
  nameTooLong: cardRuleMessage('card.rsvp.error.nameTooLong', { max: MAX_RSVP_NAME_LENGTH }),
  nameCharacters: cardRuleMessage('card.rsvp.error.nameCharacters'),
  phone: cardRuleMessage('card.rsvp.error.phone'),
  email: cardRuleMessage('card.rsvp.error.email'),
  guests: cardRuleMessage('card.rsvp.error.guests', { max: MAX_GUESTS_PER_RSVP }),
  attending: cardRuleMessage('card.rsvp.error.attending'),
  ucapan: cardRuleMessage('card.rsvp.error.ucapan', { max: MAX_UCAPAN_LENGTH }),
  ucapanLines: cardRuleMessage('card.rsvp.error.ucapanLines', { max: MAX_UCAPAN_LINES }),
  ucapanCharacters: cardRuleMessage('card.rsvp.error.ucapanCharacters'),
  closed: cardRuleMessage('card.rsvp.error.closed'),
  full: cardRuleMessage('card.rsvp.error.full', {
    max: MAX_RSVPS_PER_CARD.toLocaleString('en-MY'),
  }),
  /** The demo card is everyone's shop window: nothing sent to it is kept or shown to others. */
  demo: cardRuleMessage('card.rsvp.demo'),
} as const;

/** A whole number of guests: a JSON integer, or a text of decimal digits only (forms send text). */
export const guestsSchema = z
  .union([z.number(), z.string().regex(/^\d{1,3}$/, RSVP_MESSAGES.guests)], RSVP_MESSAGES.guests)
  .transform(Number)
  .pipe(
    z
      .number(RSVP_MESSAGES.guests)
      .int(RSVP_MESSAGES.guests)
      .min(1, RSVP_MESSAGES.guests)
      .max(MAX_GUESTS_PER_RSVP, RSVP_MESSAGES.guests),
  );

const majlisIdSchema = z
  .string(MAJLIS_ANSWER_MESSAGES.notInvited)
  .regex(MAJLIS_ID_PATTERN, MAJLIS_ANSWER_MESSAGES.notInvited);

/** One majlis's answer: coming or not, how many (else the RSVP's `guests`), which session. */
export const majlisAnswerInputSchema = z.object(
  {
    id: majlisIdSchema,
    attending: z.boolean(RSVP_MESSAGES.attending),
    guests: guestsSchema.optional(),
    session: z
      .string(MAJLIS_ANSWER_MESSAGES.sessionUnknown)
      .regex(MAJLIS_ID_PATTERN, MAJLIS_ANSWER_MESSAGES.sessionUnknown)
      .nullable()
      .optional(),
  },
  MAJLIS_ANSWER_MESSAGES.missing,
);

/**
 * Name, phone, guests and attending required; email when asked; wish optional; an answer per
 * majlis when the card has several (`attending` and `guests` then sum them up).
 */
export const rsvpInputSchema = z.object(
  {
    name: userText({
      maxLength: MAX_RSVP_NAME_LENGTH,
      required: true,
      messages: {
        invalid: RSVP_MESSAGES.name,
        tooLong: RSVP_MESSAGES.nameTooLong,
        badCharacters: RSVP_MESSAGES.nameCharacters,
      },
    }),
    phoneNumber: z.string(RSVP_MESSAGES.phone).trim().refine(isPhoneNumber, RSVP_MESSAGES.phone),
    email: z
      .string(RSVP_MESSAGES.email)
      .trim()
      .max(254, RSVP_MESSAGES.email)
      .optional()
      .transform((value) => (value ? value.toLowerCase() : undefined))
      .pipe(z.email(RSVP_MESSAGES.email).optional()),
    guests: guestsSchema,
    attending: z.boolean(RSVP_MESSAGES.attending),
    ucapan: userText({
      maxLength: MAX_UCAPAN_LENGTH,
      maxLines: MAX_UCAPAN_LINES,
      messages: {
        invalid: RSVP_MESSAGES.ucapanCharacters,
        tooLong: RSVP_MESSAGES.ucapan,
        tooManyLines: RSVP_MESSAGES.ucapanLines,
      },
    })
      .optional()
      .transform((value) => (value ? value : undefined)),
    /**
     * An answer for each majlis the guest may see (the card's own link: the open ones; a
     * personal link: the party's). Left out, `attending` and `guests` answer every one of them.
     */
    majlis: z
      .array(majlisAnswerInputSchema, MAJLIS_ANSWER_MESSAGES.missing)
      .max(MAX_MAJLIS, MAJLIS_ANSWER_MESSAGES.twice)
      .optional(),
    /** A honeypot: people never see it, form-filling bots fill it (the server then keeps nothing). */
    website: z.string().max(200).optional(),
    /**
     * The party's token when the card was opened from its personal link: the answer
     * is the party's, capped at its allowance, and replaces its earlier answer. A token that is
     * not the card's (wrong, revoked) is ignored: the RSVP is an open-link one.
     */
    invitation: z.string().max(64).optional(),
  },
  RSVP_MESSAGES.failure,
);
export type RsvpInput = z.input<typeof rsvpInputSchema>;
export type ValidRsvp = z.output<typeof rsvpInputSchema>;

export const rsvpCreatedSchema = z.object({
  message: z.string(),
  /** False on the demo card: the RSVP was checked, then dropped (it stays in the sender's browser). */
  saved: z.boolean(),
  /**
   * An attending guest's pass: its token, given once, and its page
   * (`PUBLIC_URL/pas#<token>`), which the QR code opens.
   */
  pass: z.object({ token: z.string(), url: z.string() }).optional(),
  /** The party's earlier answer was replaced (through its personal link). */
  changed: z.boolean().optional(),
});
export type RsvpCreated = z.infer<typeof rsvpCreatedSchema>;

export const wishSchema = z.object({
  name: z.string(),
  ucapan: z.string(),
  created_at: z.string(),
});
export type Wish = z.infer<typeof wishSchema>;
export const wishListSchema = z.object({ wishes: z.array(wishSchema) });

/** An RSVP as the owner's RSVP page shows it: contacts included, flags as booleans. */
export const ownerRsvpSchema = z.object({
  id: z.string(),
  name: z.string(),
  phoneNumber: z.string(),
  email: z.string().nullable(),
  guests: z.number().int(),
  attending: z.boolean(),
  checkedIn: z.boolean(),
  ucapan: z.string().nullable(),
  /** The owner hid the wish from the public card (it stays here). */
  wishHidden: z.boolean(),
  created_at: z.string(),
  /** Sent through a party's personal link, not the card's open link. */
  fromList: z.boolean(),
  /** The co-host who recorded the answer by hand (absent: the guest or the owner). */
  answeredBy: z.string().optional(),
  /**
   * Its answer for each majlis it answered (`attending`, `guests` and `checkedIn` above sum them
   * up: coming to any, the most people at any, checked in at any).
   */
  majlis: z.array(ownerMajlisAnswerSchema),
});
export type OwnerRsvp = z.infer<typeof ownerRsvpSchema>;

export const OWNER_RSVP_PAGE_SIZE = 100;
export const MAX_OWNER_RSVP_PAGE_SIZE = 500;

/**
 * The owner's three groups of RSVPs, by the guest's answer and arrival: `expected` (attending,
 * not checked in yet), `checked-in`, and `declined` (not attending).
 */
export const RSVP_GROUPS = ['expected', 'checked-in', 'declined'] as const;
export type RsvpGroup = (typeof RSVP_GROUPS)[number];
export const RSVP_GROUP_LABELS: Record<RsvpGroup, string> = {
  expected: 'Belum Hadir',
  'checked-in': 'Sudah Hadir',
  declined: 'Tidak Hadir',
};

/** A name (any case) or a phone number, part of it. */
export const MAX_RSVP_SEARCH_LENGTH = 80;

/** A search box's text: the shared text rule, one line ('' searches for everyone). */
export const searchText = (maxLength: number) =>
  userText({
    maxLength,
    messages: {
      invalid: ruleMessage('rsvps.error.badSearch'),
      tooLong: ruleMessage('rsvps.error.searchTooLong'),
    },
  });

/** Why the owner's RSVP list refuses a page's query, as the catalogue's words. */
export const OWNER_RSVP_QUERY_MESSAGES = {
  limit: ruleMessage('rsvps.error.badLimit'),
  cursor: ruleMessage('rsvps.error.badCursor'),
  group: ruleMessage('rsvps.error.badGroup'),
} as const;

/**
 * `GET /api/cards/:id/rsvps?limit=&cursor=&group=&q=&majlis=&session=`: a page, newest first,
 * of one group (or all) matching the search; `cursor` is the last page's. With `majlis`, the
 * RSVPs that answered that majlis, grouped by their answer there; with `session`, those coming
 * to that session.
 */
export const ownerRsvpQuerySchema = z.object({
  limit: z.coerce
    .number(OWNER_RSVP_QUERY_MESSAGES.limit)
    .int(OWNER_RSVP_QUERY_MESSAGES.limit)
    .min(1, OWNER_RSVP_QUERY_MESSAGES.limit)
    .max(MAX_OWNER_RSVP_PAGE_SIZE, OWNER_RSVP_QUERY_MESSAGES.limit)
    .default(OWNER_RSVP_PAGE_SIZE),
  cursor: z
    .string(OWNER_RSVP_QUERY_MESSAGES.cursor)
    .regex(/^[A-Za-z0-9_-]{1,200}$/, OWNER_RSVP_QUERY_MESSAGES.cursor)
    .optional(),
  group: z.enum(RSVP_GROUPS, OWNER_RSVP_QUERY_MESSAGES.group).optional(),
  q: searchText(MAX_RSVP_SEARCH_LENGTH).optional(),
  majlis: majlisQueryIdSchema(RSVP_MAJLIS_MESSAGES.majlisUnknown).optional(),
  session: majlisQueryIdSchema(RSVP_MAJLIS_MESSAGES.sessionUnknown).optional(),
});
export type OwnerRsvpQuery = z.input<typeof ownerRsvpQuerySchema>;

/** A group's size: parties (RSVPs) and people (the sum of their `guests`). */
export const rsvpGroupCountSchema = z.object({
  parties: z.number().int().nonnegative(),
  guests: z.number().int().nonnegative(),
});
export const rsvpCountsSchema = z.object({
  expected: rsvpGroupCountSchema,
  'checked-in': rsvpGroupCountSchema,
  declined: rsvpGroupCountSchema,
});
export type RsvpCounts = z.infer<typeof rsvpCountsSchema>;

export const ownerRsvpPageSchema = z.object({
  rsvps: z.array(ownerRsvpSchema),
  /** Pass as `cursor` for the next (older) page; null on the last page. */
  nextCursor: z.string().nullable(),
  /** Every RSVP the card holds, and how many it may hold (MAX_RSVPS_PER_CARD). */
  total: z.number().int().nonnegative(),
  maxRsvps: z.number().int().positive(),
  /**
   * The three groups, whatever the search (computed in SQL): the card's, or the majlis's or
   * session's when the list is narrowed to one.
   */
  counts: rsvpCountsSchema,
  /** The majlis and session the list is narrowed to (both null: every RSVP). */
  scope: rsvpScopeSchema,
});
export type OwnerRsvpPage = z.infer<typeof ownerRsvpPageSchema>;

/**
 * `GET /api/cards/:id/seats`: the seats left in each session of the majlis the guest may see
 * (with `?invitation=<token>`, the party's), for the RSVP form's "Penuh".
 */
export const sessionSeatsSchema = z.object({
  sessions: z.array(
    z.object({
      majlisId: z.string(),
      sessionId: z.string(),
      seats: z.number().int(),
      left: z.number().int(),
    }),
  ),
});
export type SessionSeats = z.infer<typeof sessionSeatsSchema>;

export const sessionSeatsQuerySchema = z.object({ invitation: z.string().max(64).optional() });
