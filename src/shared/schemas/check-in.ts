import { z } from 'zod';
import { ruleMessage } from '../i18n/rule-words';
import type { SiteMessageId } from '../i18n/site-messages';
import doorMs from '../i18n/site/ms/door.json' with { type: 'json' };
import guestPassMs from '../i18n/site/ms/guestPass.json' with { type: 'json' };
import type { MessageValues, Translator } from '../i18n/translator';
import { createTranslator } from '../i18n/translator';
import { CARD_ROLES } from '../card/card-roles';
import {
  MAX_GUESTS_PER_RSVP,
  MAX_RSVP_NAME_LENGTH,
  MAX_RSVP_SEARCH_LENGTH,
  rsvpCountsSchema,
  rsvpGroupCountSchema,
  searchText,
} from './rsvp';
import { userText } from '../text/user-text';
import { MAJLIS_ID_PATTERN } from '../card/majlis';
import { PARTY_TOKEN_PATTERN } from '../guests/personal-link';
import { cardIdParamsSchema } from './card-id';
import { PARTY_ID_PATTERN, RSVP_ID_PATTERN, USHER_ID_PATTERN, pathIdSchema } from './path-id';

// A pass per attending guest (a QR of `PUBLIC_URL/pas#<token>`:
// the token in the fragment never reaches a server log or a Referer), usher links for relatives
// at the door (`/sambut/<cardId>#<token>`: no account, check-in only, no phone numbers or
// e-mails, revocable), the usher screen (scan or search, Daftar Masuk, walk-ins), live updates
// between ushers and the owner, and check-ins queued while offline (replays harmless).

/** The header an usher's phone sends its link's token in (never the URL). */
export const USHER_TOKEN_HEADER = 'x-usher-token';

/** A pass token: 22 base64url characters (128 random bits). */
export const PASS_TOKEN_PATTERN = /^[A-Za-z0-9_-]{22}$/;
/** An usher token: `<usher id>.<signature>`. */
export const USHER_TOKEN_PATTERN = /^[a-z0-9]{12}\.[A-Za-z0-9_-]{43}$/;

/** The pass page and the usher screen (page routes; their secrets ride in the fragment). */
export const PASS_PATH = '/pas';
export const USHER_PATH = '/sambut';

/**
 * The door's and the pass's replies, by their ids in the site's catalogue: the server says each
 * in the visitor's language, and the web shows them through `t()`.
 */
export const CHECK_IN_MESSAGE_IDS = {
  checkIn: 'door.checkIn',
  checkedIn: 'door.reply.checkedIn',
  already: 'door.reply.already',
  passUnknown: 'door.error.passUnknown',
  passMalformed: 'door.error.passMalformed',
  guestUnknown: 'door.error.guestUnknown',
  usherRevoked: 'door.error.usherRevoked',
  usherInvalid: 'door.error.usherInvalid',
  walkInName: 'door.error.walkInName',
  walkInGuests: 'door.error.walkInGuests',
  passNotFound: 'guestPass.error.notFound',
  walkInNote: 'door.walkIn.title',
  /** The door's majlis named in a call is not on the card (removed, or never there). */
  majlisUnknown: 'door.error.majlisUnknown',
  /** A check-in on a card of several majlis that does not say which majlis's door it is. */
  majlisChoose: 'door.error.majlisChoose',
  /** The majlis chosen for a new usher link is not one of the card's. */
  usherMajlis: 'door.error.usherMajlis',
  /** An usher link for one majlis used at another's door (`{title}`). */
  usherOtherMajlis: 'door.error.usherOtherMajlis',
  /** An usher link whose majlis the owner has since removed from the card. */
  usherMajlisGone: 'door.error.usherMajlisGone',
  /** Checked in at a majlis the guest answered they would not come to (`{title}`). */
  notComingToMajlis: 'door.error.notComingToMajlis',
  /** Checked in at a majlis the guest (or their party) is not invited to (`{title}`). */
  notInvitedToMajlis: 'door.error.notInvitedToMajlis',
  /** At an open majlis the guest's RSVP says nothing about (added after they replied). */
  notAnsweredForMajlis: 'door.error.notAnsweredForMajlis',
  /** Too many live event streams open for one session, usher link or client address. */
  tooManyStreams: 'door.error.tooManyStreams',
} as const satisfies Record<string, SiteMessageId>;

const ids = CHECK_IN_MESSAGE_IDS;
const malayWords: Record<string, string> = { ...doorMs, ...guestPassMs };
let malayTranslator: Translator | undefined;
/** A message of the door's catalogue in Malay, its placeholders filled (made when first asked). */
function inMalay(id: SiteMessageId, values?: MessageValues): string {
  malayTranslator ??= createTranslator('ms', malayWords);
  return malayTranslator.t(id, values);
}

/**
 * The same replies in Malay, the default: for zod's rules (the server says the catalogue's Malay
 * in the visitor's language) and for tests. Not for the browser: there the web build hands a
 * catalogue's values over already parsed, not as text, so a page shows these through
 * `t(CHECK_IN_MESSAGE_IDS.…)`.
 */
export const CHECK_IN_MESSAGES = {
  checkIn: malayWords[ids.checkIn]!,
  checkedIn: (name: string) => inMalay(ids.checkedIn, { name }),
  already: (name: string, at: string) => inMalay(ids.already, { name, at }),
  passUnknown: malayWords[ids.passUnknown]!,
  passMalformed: malayWords[ids.passMalformed]!,
  guestUnknown: malayWords[ids.guestUnknown]!,
  usherRevoked: malayWords[ids.usherRevoked]!,
  usherInvalid: malayWords[ids.usherInvalid]!,
  walkInName: malayWords[ids.walkInName]!,
  passNotFound: malayWords[ids.passNotFound]!,
  walkInNote: malayWords[ids.walkInNote]!,
  majlisUnknown: malayWords[ids.majlisUnknown]!,
  majlisChoose: malayWords[ids.majlisChoose]!,
  usherMajlis: malayWords[ids.usherMajlis]!,
  usherOtherMajlis: (title: string) => inMalay(ids.usherOtherMajlis, { title }),
  usherMajlisGone: malayWords[ids.usherMajlisGone]!,
  notComingToMajlis: (title: string) => inMalay(ids.notComingToMajlis, { title }),
  notInvitedToMajlis: (title: string) => inMalay(ids.notInvitedToMajlis, { title }),
  notAnsweredForMajlis: (title: string) => inMalay(ids.notAnsweredForMajlis, { title }),
  tooManyStreams: malayWords[ids.tooManyStreams]!,
} as const;

/**
 * What a pass's QR holds: an RSVP's pass token, or a listed party's personal-link token (issue
 * 19: one guest, one token, from invitation to the door).
 */
export const passTokenSchema = z
  .string(CHECK_IN_MESSAGES.passMalformed)
  .refine(
    (token) => PASS_TOKEN_PATTERN.test(token) || PARTY_TOKEN_PATTERN.test(token),
    CHECK_IN_MESSAGES.passMalformed,
  );

/**
 * The id the door gives a party on the guest list that has not replied: checking it
 * in records the party as attending with its allowance.
 */
export const PARTY_GUEST_PREFIX = 'party:';

/**
 * Whether a searched guest's id (`POST …/door/check-ins { rsvpId }`) has the shape of one: an
 * RSVP's id or `party:<party id>`. Anything else names nobody and is never looked up.
 */
export function isDoorGuestId(id: string): boolean {
  return id.startsWith(PARTY_GUEST_PREFIX)
    ? PARTY_ID_PATTERN.test(id.slice(PARTY_GUEST_PREFIX.length))
    : RSVP_ID_PATTERN.test(id);
}

/**
 * The majlis whose door a call is for (the door works for one majlis at a time). Left out: the
 * usher link's own majlis, or the card's only one; reading the door of a card of several without
 * it shows the majlis held next.
 */
const doorMajlisIdSchema = z
  .string(CHECK_IN_MESSAGES.majlisUnknown)
  .regex(MAJLIS_ID_PATTERN, CHECK_IN_MESSAGES.majlisUnknown);

/** `?majlis=<id>` on the door's reads and on undoing a check-in. */
export const doorMajlisQuerySchema = z.object({ majlis: doorMajlisIdSchema.optional() });

/** `DELETE /api/cards/:id/door/check-ins/:rsvpId`: an RSVP's id, else the guest is unknown. */
export const doorCheckInParamsSchema = cardIdParamsSchema.extend({
  rsvpId: pathIdSchema(RSVP_ID_PATTERN, CHECK_IN_MESSAGES.guestUnknown),
});

/**
 * A guest as the door of one majlis sees them: no phone number, no e-mail, no wish. Coming,
 * how many and checked in are their answer for that majlis.
 */
export const doorGuestSchema = z.object({
  id: z.string(),
  name: z.string(),
  guests: z.number().int(),
  attending: z.boolean(),
  checkedIn: z.boolean(),
  /** When they were checked in at this majlis (ISO), or null. */
  checkedInAt: z.string().nullable(),
  /** The session they chose at this majlis, or null (none chosen, or a majlis without). */
  sessionId: z.string().nullable(),
  /** Added at the door without an RSVP. */
  walkIn: z.boolean(),
  /** The party's allowance when it is on the guest list, else null. */
  allowance: z.number().int().nullable(),
  /** On the guest list and never replied: `id` is `party:<party id>`. */
  awaitingReply: z.boolean(),
});
export type DoorGuest = z.infer<typeof doorGuestSchema>;

/** A session of the door's majlis: its seats, and who is expected and in (people coming to it). */
export const doorSessionSchema = z.object({
  id: z.string(),
  label: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  /** People the session seats. */
  seats: z.number().int(),
  expected: rsvpGroupCountSchema,
  'checked-in': rsvpGroupCountSchema,
});
export type DoorSession = z.infer<typeof doorSessionSchema>;

/** A majlis the door may be opened for (the picker's choices). */
export const doorMajlisChoiceSchema = z.object({
  id: z.string(),
  /** As guests read it: the couple's own title, or its kind's. */
  title: z.string(),
  date: z.string(),
  startTime: z.string(),
  endTime: z.string(),
});
export type DoorMajlisChoice = z.infer<typeof doorMajlisChoiceSchema>;

/** `GET /api/cards/:id/door[?majlis=]`: what the usher screen shows at the top, for one majlis. */
export const doorSummarySchema = z.object({
  cardId: z.string(),
  couple: z.string(),
  /** The door's majlis's date. */
  weddingDate: z.string(),
  /** `usher` (an usher link), or a session's role: `owner`, `pengurus`, `penyambut`, `staff`. */
  via: z.enum(['usher', ...CARD_ROLES]),
  /** The majlis this door is for, with its sessions (none for most). */
  majlis: doorMajlisChoiceSchema.extend({ sessions: z.array(doorSessionSchema) }),
  /**
   * The majlis this caller may open the door for, in date order: every one of the card's, or the
   * one of an usher link for one majlis. One choice: the screen shows no picker.
   */
  choices: z.array(doorMajlisChoiceSchema),
  /** The guests' answers for the door's majlis, in the three groups. */
  counts: rsvpCountsSchema,
  /** Parties on the guest list invited to this majlis that never replied for it. */
  awaitingReply: rsvpGroupCountSchema,
});
export type DoorSummary = z.infer<typeof doorSummarySchema>;

/** `GET /api/cards/:id/door/guests?majlis=&q=&cursor=`: by name, a page at a time. */
export const doorGuestsQuerySchema = doorMajlisQuerySchema.extend({
  q: searchText(MAX_RSVP_SEARCH_LENGTH).optional(),
  cursor: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,200}$/, malayWords['door.error.badCursor']!)
    .optional(),
});
export const doorGuestPageSchema = z.object({
  guests: z.array(doorGuestSchema),
  nextCursor: z.string().nullable(),
  counts: rsvpCountsSchema,
});
export type DoorGuestPage = z.infer<typeof doorGuestPageSchema>;

/**
 * `POST /api/cards/:id/door/check-ins`: by the pass's token (scanned) or the guest (searched),
 * at the door of `majlis` (kept in the body, so a check-in queued offline is replayed at the
 * majlis it was made for).
 */
export const checkInBodySchema = z.union(
  [
    z.object({ pass: passTokenSchema, majlis: doorMajlisIdSchema.optional() }).strict(),
    z.object({ rsvpId: z.string().max(40), majlis: doorMajlisIdSchema.optional() }).strict(),
  ],
  CHECK_IN_MESSAGES.passMalformed,
);
export type CheckInBody = z.input<typeof checkInBodySchema>;

export const checkInReplySchema = z.object({
  guest: doorGuestSchema,
  /** The guest had been checked in before this call (a second scan, a replay). */
  already: z.boolean(),
  message: z.string(),
});
export type CheckInReply = z.infer<typeof checkInReplySchema>;

/** The walk-in's number of guests, out of range: the catalogue's words, said in the usher's language. */
const walkInGuests = ruleMessage(ids.walkInGuests, { max: MAX_GUESTS_PER_RSVP });

/** `POST /api/cards/:id/door/walk-ins`: a guest who never RSVPed, checked in at once. */
export const walkInBodySchema = z.object({
  name: userText({
    maxLength: MAX_RSVP_NAME_LENGTH,
    required: true,
    messages: {
      invalid: CHECK_IN_MESSAGES.walkInName,
      tooLong: CHECK_IN_MESSAGES.walkInName,
      badCharacters: CHECK_IN_MESSAGES.walkInName,
    },
  }),
  guests: z
    .number(walkInGuests)
    .int(walkInGuests)
    .min(1, walkInGuests)
    .max(MAX_GUESTS_PER_RSVP, walkInGuests),
  /** Made by the phone when the usher taps; a replay of the same walk-in adds nobody. */
  clientRef: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, CHECK_IN_MESSAGES.walkInName),
  /** The majlis whose door the walk-in came to (as for a check-in). */
  majlis: doorMajlisIdSchema.optional(),
});
export type WalkInBody = z.input<typeof walkInBodySchema>;

/** A live change at the door or on the owner's page (server-sent events, `event: rsvp`). */
export const rsvpChangeSchema = z.object({
  cardId: z.string(),
  rsvpId: z.string(),
  change: z.enum(['created', 'checked-in', 'check-in-undone', 'deleted', 'updated']),
  at: z.string(),
});
export type RsvpChange = z.infer<typeof rsvpChangeSchema>;

/** `GET /api/passes/:token` is not used: `POST /api/passes/lookup { token }` keeps it out of URLs. */
export const passLookupBodySchema = z.object({ token: passTokenSchema });

/**
 * One majlis on a guest's pass: what it is, when and where, the session taken, how many of the
 * party come, and whether they were checked in at that majlis's door.
 */
export const passMajlisSchema = z.object({
  id: z.string(),
  /** As guests read it: the couple's own title, or its kind's (`majlisTitle`). */
  title: z.string(),
  /**
   * The couple's English version of their title, beneath it as the card shows it: only for a
   * card in both (english-texts.ts); absent otherwise.
   */
  titleEn: z.string().optional(),
  date: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  location: z.string(),
  /** The couple's English version of the venue, as `titleEn`: a card in both only. */
  locationEn: z.string().optional(),
  session: z
    .object({
      label: z.string(),
      /** The couple's English version of the session's label, as `titleEn`. */
      labelEn: z.string().optional(),
      startTime: z.string(),
      endTime: z.string(),
    })
    .nullable(),
  guests: z.number().int(),
  checkedIn: z.boolean(),
  checkedInAt: z.string().nullable(),
});
export type PassMajlis = z.infer<typeof passMajlisSchema>;

/**
 * A guest's pass: ONE per RSVP (a listed party's is its personal link's token), however many
 * majlis the party comes to. One QR code to keep (one screenshot, one "Pas saya" button), which
 * the usher at every majlis scans: the token says who the party is, the usher's screen says which
 * majlis it serves, and the check-in is kept per majlis (`rsvp_attendance`). A pass per majlis
 * would leave the guest choosing the right code at each door, and a changed answer (the akad
 * added later) would need a new pass; this one simply lists the new majlis.
 */
export const passSchema = z.object({
  couple: z.string(),
  /** The first majlis the party comes to (else the card's first): the pass's headline. */
  weddingDate: z.string(),
  startTime: z.string(),
  location: z.string(),
  /** That majlis's venue in the couple's English, as `passMajlisSchema`'s `locationEn`. */
  locationEn: z.string().optional(),
  cardId: z.string(),
  name: z.string(),
  /** The most people the party brings to any majlis (its RSVP's summary). */
  guests: z.number().int(),
  /** The party's allowance when it is on the guest list, else null. */
  allowance: z.number().int().nullable(),
  /** Checked in at any majlis (the RSVP's summary), and the last time. */
  checkedIn: z.boolean(),
  checkedInAt: z.string().nullable(),
  /** The majlis the party answered it comes to, in date order. */
  majlis: z.array(passMajlisSchema),
});
export type Pass = z.infer<typeof passSchema>;

/**
 * Usher links (owner only): create with a label and the majlis it is for (null or left out:
 * every majlis), list, revoke.
 */
/** The usher link's label rule says the catalogue's words (the owner's panel shows them). */
const USHER_LABEL_MESSAGE = ruleMessage('rsvps.usher.labelInvalid');

export const usherLinkBodySchema = z.object({
  label: userText({
    maxLength: 40,
    required: true,
    messages: {
      invalid: USHER_LABEL_MESSAGE,
      tooLong: USHER_LABEL_MESSAGE,
      badCharacters: USHER_LABEL_MESSAGE,
    },
  }),
  majlisId: z
    .string(CHECK_IN_MESSAGES.usherMajlis)
    .regex(MAJLIS_ID_PATTERN, CHECK_IN_MESSAGES.usherMajlis)
    .nullable()
    .optional(),
});
export type UsherLinkBody = z.input<typeof usherLinkBodySchema>;
export const usherLinkSchema = z.object({
  id: z.string(),
  label: z.string(),
  /** `PUBLIC_URL/sambut/<cardId>#<token>`: what the owner sends to the usher. */
  url: z.string(),
  createdAt: z.string(),
  revokedAt: z.string().nullable(),
  /** The majlis the link checks guests in for; null: every majlis of the card. */
  majlisId: z.string().nullable(),
});
export type UsherLink = z.infer<typeof usherLinkSchema>;
export const usherLinkListSchema = z.object({ ushers: z.array(usherLinkSchema) });

/** `DELETE /api/cards/:id/ushers/:usherId`: an usher link's id, else the link is not valid. */
export const usherParamsSchema = cardIdParamsSchema.extend({
  usherId: pathIdSchema(USHER_ID_PATTERN, CHECK_IN_MESSAGES.usherInvalid),
});

/** At most this many live usher links per card. */
export const MAX_USHER_LINKS = 20;
