import { z } from 'zod';
import { isCalendarDate } from '../dates/malay-date';
import { isClockTime } from '../dates/clock-time';

// What a couple writes on their card, with the spec's field names.
// Limits keep one card from becoming a megabyte of text; each has its own Malay message.

export const CONTACT_METHODS = ['whatsapp', 'phonecall', 'both'] as const;
export type ContactMethod = (typeof CONTACT_METHODS)[number];

export const programmeItemSchema = z.object({
  title: z.string().trim().min(1).max(80),
  time: z.string().refine(isClockTime, 'Masa mesti dalam bentuk HH:MM'),
  displaytime: z.string().max(20),
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

const shortText = z.string().max(120);
const longText = z.string().max(2000);

export const cardContentSchema = z.object({
  theme: z.string().regex(/^theme([1-9][0-9]?|100)$/),
  walimatulurus: shortText,
  walimatulurus2: shortText,
  toggle_walima: z.boolean(),
  groom_name: z.string().trim().min(1).max(40),
  bride_name: z.string().trim().min(1).max(40),
  wedding_date: z.string().refine(isCalendarDate, 'Tarikh tidak sah'),
  parent_name: z.string().max(400),
  message: longText,
  groom_fullname: shortText,
  bride_fullname: shortText,
  location: z.string().max(400),
  start_time: z.string().refine(isClockTime, 'Masa mesti dalam bentuk HH:MM'),
  end_time: z.string().refine(isClockTime, 'Masa mesti dalam bentuk HH:MM'),
  doa: longText,
  tentative: z.array(programmeItemSchema).max(MAX_PROGRAMME_ITEMS),
  contacts: z.array(contactSchema).max(MAX_CONTACTS),
  directions: z.array(directionSchema).max(1),
  H2: z.string().max(60),
  H2size: z.string().max(30),
  fontP: z.string().max(60),
});
export type CardContent = z.infer<typeof cardContentSchema>;

/** A card is created unverified; payment or a free promo makes it active. */
export const CARD_STATUSES = ['unverified', 'active'] as const;
export type CardStatus = (typeof CARD_STATUSES)[number];
