import { z } from 'zod';
import { cardIdParamsSchema } from './card-id';
import { PARTY_ID_PATTERN } from './path-id';
import {
  MAX_TEMPLATE_LENGTH,
  TEMPLATE_MESSAGES,
  templateProblem,
} from '../guests/invitation-message';
import {
  GUEST_MESSAGE_TEMPLATE_MESSAGES,
  dayBeforeTemplateProblem,
  thanksTemplateProblem,
} from '../guests/guest-messages';
import { ruleMessage } from '../i18n/rule-words';
import { userText } from '../text/user-text';
import { partyInputSchema } from '../guests/guest-party';
import { partyMajlisSchema } from '../guests/party-majlis';
import { PARTY_STATUS_LABELS } from '../guests/party-status';
import type { PartyStatus } from '../guests/party-status';

// The guest list's API: the owner's parties, what an import did, the totals.

export { partyInputSchema };

/**
 * `POST /api/cards/:id/guests` and `PUT …/guests/:partyId`: a party, and the majlis it is
 * invited to (ids, or null for the card's open majlis). Left out: the card's open majlis for a
 * new party, and what it was for an edit.
 */
export const partyBodySchema = partyInputSchema.extend({ majlis: partyMajlisSchema.optional() });
export type PartyBody = z.input<typeof partyBodySchema>;
export type ValidPartyBody = z.output<typeof partyBodySchema>;

/** A party's answer for one majlis (its RSVP answers each majlis it is invited to). */
export const partyMajlisAnswerSchema = z.object({
  id: z.string(),
  attending: z.boolean(),
  guests: z.number().int(),
  /** The session chosen, when the majlis has sessions and the party comes. */
  sessionId: z.string().nullable(),
  /** When the party was checked in at this majlis (ISO), or null. */
  checkedInAt: z.string().nullable(),
});

const STATUSES = Object.keys(PARTY_STATUS_LABELS) as [PartyStatus, ...PartyStatus[]];

export const guestPartySchema = z.object({
  id: z.string(),
  name: z.string(),
  /** International digits: 60123456789. */
  phone: z.string(),
  allowance: z.number().int(),
  group: z.string(),
  note: z.string(),
  status: z.enum(STATUSES),
  sentAt: z.string().nullable(),
  remindedAt: z.string().nullable(),
  openedAt: z.string().nullable(),
  /** Each majlis it was sent its reminder the day before, and when (the last send). */
  dayBefore: z.array(z.object({ majlisId: z.string(), sentAt: z.string() })),
  /** When it was sent its thank-you after the wedding, or null. */
  thankedAt: z.string().nullable(),
  /** Its RSVP: coming to any majlis, the most people at any, and its answer for each majlis. */
  rsvp: z
    .object({
      attending: z.boolean(),
      guests: z.number().int(),
      majlis: z.array(partyMajlisAnswerSchema),
    })
    .nullable(),
  /** The majlis the owner chose for it, or null: the card's open majlis. */
  majlis: z.array(z.string()).nullable(),
  /** The majlis it is invited to now, in the card's order (what `majlis` comes to today). */
  invitedMajlis: z.array(z.string()),
  /** The party's personal link (PUBLIC_URL/kad/<card id>/<token>); its token is its pass too. */
  link: z.string(),
  /** The co-host who added or last changed it (absent: the owner). */
  changedBy: z.string().optional(),
  /** The co-host who marked it sent (absent: the owner). */
  sentBy: z.string().optional(),
});
export type GuestParty = z.infer<typeof guestPartySchema>;

export const guestTotalsSchema = z.object({
  invited: z.number().int(),
  sent: z.number().int(),
  opened: z.number().int(),
  replied: z.number().int(),
  attending: z.number().int(),
  expectedGuests: z.number().int(),
});

export const guestListSchema = z.object({
  parties: z.array(guestPartySchema),
  totals: guestTotalsSchema,
  /** The list's totals group by group, in the order groups first appear ('' for no group). */
  groups: z.array(z.object({ group: z.string(), totals: guestTotalsSchema })),
  /** Each majlis's totals (the parties invited to it, their answers there), in date order. */
  majlis: z.array(z.object({ majlisId: z.string(), totals: guestTotalsSchema })),
});
export type GuestList = z.infer<typeof guestListSchema>;

/**
 * Room for a phone's whole contact list (a vCard of 3,000 contacts is about 300 KB) inside the
 * API's 1 MB limit for any JSON body; the page leaves contacts' photos out before sending.
 */
export const MAX_IMPORT_LENGTH = 900_000;

/** Why an import is refused, as the catalogue's words (the import dialog checks some first). */
export const GUEST_IMPORT_MESSAGES = {
  content: ruleMessage('guestList.error.importContent'),
  tooLong: ruleMessage('guestList.error.importTooLong'),
  format: ruleMessage('guestList.error.importFormat'),
  empty: ruleMessage('guestList.error.importEmpty'),
  csv: ruleMessage('guestList.error.importCsv'),
} as const;

/**
 * `lines`: pasted `Nama, 012-345 6789, 2[, Kumpulan]` lines; `csv`: a spreadsheet's CSV (columns
 * Nama, Telefon, Bilangan, Kumpulan, Catatan, found by their heading or in that order);
 * `vcard`: a phone's contacts (.vcf).
 */
export const guestImportSchema = z.object({
  format: z.enum(['lines', 'csv', 'vcard'], GUEST_IMPORT_MESSAGES.format),
  content: z
    .string(GUEST_IMPORT_MESSAGES.content)
    .min(1, GUEST_IMPORT_MESSAGES.content)
    .max(MAX_IMPORT_LENGTH, GUEST_IMPORT_MESSAGES.tooLong),
});
export type GuestImport = z.infer<typeof guestImportSchema>;

export const guestImportReplySchema = z.object({
  added: z.number().int(),
  updated: z.number().int(),
  merged: z.array(z.object({ line: z.number().int(), into: z.string(), phone: z.string() })),
  problems: z.array(z.object({ line: z.number().int(), text: z.string(), reason: z.string() })),
});
export type GuestImportReply = z.infer<typeof guestImportReplySchema>;

export const GUEST_PARTY_NOT_FOUND = 'Tetamu ini tiada dalam senarai.';

export const guestPartyParamsSchema = cardIdParamsSchema.extend({
  partyId: z.string().regex(PARTY_ID_PATTERN, GUEST_PARTY_NOT_FOUND),
});

/** A message template: the user-text rule (30 lines at most), and what `problem` asks of it. */
const templateText = (problem: (text: string) => string | null, invalid: string) =>
  userText({
    maxLength: MAX_TEMPLATE_LENGTH,
    maxLines: 30,
    required: true,
    messages: {
      invalid,
      tooLong: TEMPLATE_MESSAGES.tooLong,
      tooManyLines: TEMPLATE_MESSAGES.tooManyLines,
      badCharacters: TEMPLATE_MESSAGES.characters,
    },
  }).superRefine((text, ctx) => {
    const found = problem(text);
    if (found) ctx.addIssue({ code: 'custom', message: found });
  });

/**
 * The owner's message templates: the invitation and the reminder to reply ({nama}, {pautan},
 * which they must hold), the reminder the day before a majlis ({pas} required, with {majlis},
 * {tarikh}, {masa}, {tempat}) and the thank-you ({nama}, {pautan}, both optional).
 */
export const guestTemplatesSchema = z.object({
  invitation: templateText(templateProblem, TEMPLATE_MESSAGES.noLink),
  reminder: templateText(templateProblem, TEMPLATE_MESSAGES.noLink),
  dayBefore: templateText(dayBeforeTemplateProblem, GUEST_MESSAGE_TEMPLATE_MESSAGES.noPass),
  thanks: templateText(thanksTemplateProblem, GUEST_MESSAGE_TEMPLATE_MESSAGES.empty),
});
export type GuestTemplates = z.infer<typeof guestTemplatesSchema>;

/** What `PUT …/guests/templates` takes: the later two may be left out (they stay as they are). */
export const guestTemplatesBodySchema = guestTemplatesSchema.partial({
  dayBefore: true,
  thanks: true,
});
export type GuestTemplatesBody = z.infer<typeof guestTemplatesBodySchema>;

/** The guest list as CSV (`GET /api/cards/:id/guests.csv`): these columns, in this order. */
export const GUEST_CSV_COLUMNS = [
  'Nama',
  'Telefon',
  'Bilangan',
  'Kumpulan',
  'Catatan',
  'Majlis',
  'Status',
  'Hadir (orang)',
  'Dihantar',
  'Peringatan',
  'Dibuka',
  'Pautan',
] as const;
