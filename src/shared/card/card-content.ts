import { z } from 'zod';
import { isCalendarDate } from '../dates/malay-date';
import { isClockTime } from '../dates/clock-time';
import { ruleMessage } from '../i18n/rule-words';
import { MAJLIS_ID_PATTERN } from './majlis';

// What a couple writes on their card, with the spec's field names.
// Limits keep one card from becoming a megabyte of text. A stored card is read back through this
// schema: its few refusals are the catalogue's words (said in the reader's language), the
// owner's input having its own, stricter ones (card-input.ts).

/** A time or a date that is not one: words of the site's catalogue, as every shared rule's. */
const STORED_TIME = ruleMessage('cardInput.storedTime');
const STORED_DATE = ruleMessage('cardInput.storedDate');
const clockTime = () => z.string().refine(isClockTime, STORED_TIME);

export const CONTACT_METHODS = ['whatsapp', 'phonecall', 'both'] as const;
export type ContactMethod = (typeof CONTACT_METHODS)[number];

export const programmeItemSchema = z.object({
  title: z.string().trim().min(1).max(80),
  time: clockTime(),
  displaytime: z.string().max(20),
  /** Its English version (english-texts.ts); absent: none. */
  title_en: z.string().max(80).optional(),
});

export const contactSchema = z.object({
  name: z.string().trim().min(1).max(80),
  phoneNumber: z.string().trim().min(1).max(20),
  contactMethod: z.enum(CONTACT_METHODS).default('both'),
});
export type Contact = z.infer<typeof contactSchema>;

export const directionSchema = z.object({
  locationName: z.string().trim().min(1).max(200),
  wazeUrl: z.string().url().max(300),
  googleMapsUrl: z.string().url().max(300),
});
export type Direction = z.infer<typeof directionSchema>;

export const MAX_PROGRAMME_ITEMS = 30;
export const MAX_CONTACTS = 10;

/**
 * A wedding is held as one to four majlis: the akad nikah, the resepsi at the bride's side, the
 * bertandang at the groom's, or one the couple names. The first is the card as it always was.
 */
export const MAJLIS_KINDS = ['akad', 'resepsi', 'bertandang', 'lain'] as const;
export type MajlisKind = (typeof MAJLIS_KINDS)[number];
export const MAX_MAJLIS = 4;
/** Halls are booked in slots: a majlis may be split into this many sessions. */
export const MAX_SESSIONS = 6;
export const MAX_SESSION_SEATS = 5000;

const majlisId = z.string().regex(MAJLIS_ID_PATTERN);

export const majlisSessionSchema = z.object({
  id: majlisId,
  label: z.string().max(60),
  start_time: clockTime(),
  end_time: clockTime(),
  /** People, not parties. */
  seats: z.number().int().min(1).max(MAX_SESSION_SEATS),
  /** The label's English version (english-texts.ts); absent: none. */
  label_en: z.string().max(60).optional(),
});
export type MajlisSession = z.infer<typeof majlisSessionSchema>;

export const majlisSchema = z.object({
  id: majlisId,
  kind: z.enum(MAJLIS_KINDS),
  /** The couple's own title; '' shows the kind's title. */
  title: z.string().max(60),
  date: z.string().refine(isCalendarDate, STORED_DATE),
  start_time: clockTime(),
  end_time: clockTime(),
  /** The venue as guests read it (several lines). */
  location: z.string().max(400),
  directions: z.array(directionSchema).max(1),
  /** Who invites to this majlis (e.g. the groom's parents for the bertandang); '' for none. */
  hosts: z.string().max(400),
  tentative: z.array(programmeItemSchema).max(MAX_PROGRAMME_ITEMS),
  /** Only parties invited to it see it (through their personal link); not the card's link. */
  invite_only: z.boolean(),
  sessions: z.array(majlisSessionSchema).max(MAX_SESSIONS),
  /** English versions of its title, hosts and venue (english-texts.ts); absent: none. */
  title_en: z.string().max(60).optional(),
  hosts_en: z.string().max(400).optional(),
  location_en: z.string().max(400).optional(),
});
export type Majlis = z.infer<typeof majlisSchema>;

/** The Hijri date's adjustment, in days: Malaysia's calendar may differ from the computed one. */
export const HIJRI_ADJUSTMENTS = [-1, 0, 1] as const;

const shortText = z.string().max(120);
const longText = z.string().max(2000);

export const cardContentSchema = z.object({
  theme: z.string().regex(/^theme([1-9][0-9]?|100)$/),
  walimatulurus: shortText,
  walimatulurus2: shortText,
  toggle_walima: z.boolean(),
  groom_name: z.string().trim().min(1).max(40),
  bride_name: z.string().trim().min(1).max(40),
  parent_name: z.string().max(400),
  message: longText,
  groom_fullname: shortText,
  bride_fullname: shortText,
  doa: longText,
  contacts: z.array(contactSchema).max(MAX_CONTACTS),
  /** The majlis, in the couple's order (guests see them in date order). */
  majlis: z.array(majlisSchema).min(1).max(MAX_MAJLIS),
  /** Show the Hijri date beside each majlis's date, moved by `hijri_adjust` days. */
  show_hijri: z.boolean(),
  hijri_adjust: z.literal(HIJRI_ADJUSTMENTS),
  H2: z.string().max(60),
  H2size: z.string().max(30),
  fontP: z.string().max(60),
  /** English versions of the couple's texts (english-texts.ts); absent: none. */
  walimatulurus_en: shortText.optional(),
  walimatulurus2_en: shortText.optional(),
  parent_name_en: z.string().max(400).optional(),
  message_en: longText.optional(),
  doa_en: longText.optional(),
});
export type CardContent = z.infer<typeof cardContentSchema>;

/** A card is created unverified; payment or a free promo makes it active. */
export const CARD_STATUSES = ['unverified', 'active'] as const;
export type CardStatus = (typeof CARD_STATUSES)[number];
