import { z } from 'zod';
import { MAJLIS_ID_PATTERN } from '../card/majlis';
import { ruleMessage } from '../i18n/rule-words';

// The owner's RSVP page for a wedding of several majlis: each RSVP's answer per majlis, the
// list narrowed to one majlis or one session, the totals of each majlis and session, a check-in
// per majlis, and the CSV's columns for each majlis.

export const RSVP_MAJLIS_MESSAGES = {
  majlisUnknown: ruleMessage('rsvps.error.majlisUnknown'),
  sessionUnknown: ruleMessage('rsvps.error.sessionUnknown'),
  pickMajlis: ruleMessage('rsvps.error.pickMajlis'),
  notAnswered: ruleMessage('rsvps.error.notAnswered'),
} as const;

/** An RSVP's answer for one majlis, as the owner sees it. */
export const ownerMajlisAnswerSchema = z.object({
  id: z.string(),
  attending: z.boolean(),
  /** People coming to this majlis (what the guest said, when not coming). */
  guests: z.number().int(),
  /** The session chosen, when the majlis has sessions and the guest comes. */
  sessionId: z.string().nullable(),
  checkedIn: z.boolean(),
  checkedInAt: z.string().nullable(),
  /** The co-host who checked the guest in (absent: the owner, staff or an usher link). */
  checkedInBy: z.string().optional(),
});
export type OwnerMajlisAnswer = z.infer<typeof ownerMajlisAnswerSchema>;

export const majlisQueryIdSchema = (message: string) =>
  z.string(message).regex(MAJLIS_ID_PATTERN, message);

/**
 * What the owner's list is narrowed to: one majlis (the RSVPs that answered it, grouped by
 * their answer there) or one session of it (the RSVPs coming to it); null: every RSVP.
 */
export const rsvpScopeSchema = z.object({
  majlis: z.string().nullable(),
  session: z.string().nullable(),
});
export type RsvpScope = z.infer<typeof rsvpScopeSchema>;

/** Parties (RSVPs) and the people they bring. */
const peopleSchema = z.object({
  parties: z.number().int().nonnegative(),
  guests: z.number().int().nonnegative(),
});
export type PeopleCount = z.infer<typeof peopleSchema>;

export const sessionRsvpTotalsSchema = z.object({
  sessionId: z.string(),
  coming: peopleSchema,
  checkedIn: peopleSchema,
  /** The session's seats (people), and those still free. */
  seats: z.number().int(),
  left: z.number().int(),
});
export type SessionRsvpTotals = z.infer<typeof sessionRsvpTotalsSchema>;

export const majlisRsvpTotalsSchema = z.object({
  majlisId: z.string(),
  coming: peopleSchema,
  notComing: peopleSchema,
  /** Parties on the guest list invited to this majlis that have not answered for it. */
  notReplied: z.number().int().nonnegative(),
  checkedIn: peopleSchema,
  /** Each session of the majlis, in the couple's order. */
  sessions: z.array(sessionRsvpTotalsSchema),
});
export type MajlisRsvpTotals = z.infer<typeof majlisRsvpTotalsSchema>;

/** `GET /api/cards/:id/rsvp-totals`: each majlis's RSVP totals, in the order guests read them. */
export const rsvpTotalsSchema = z.object({ majlis: z.array(majlisRsvpTotalsSchema) });
export type RsvpTotals = z.infer<typeof rsvpTotalsSchema>;

/** The CSV's columns for each majlis, after its name ("Akad Nikah: Hadir"). */
export const RSVP_CSV_MAJLIS_COLUMNS = ['Hadir', 'Bilangan', 'Sesi', 'Daftar masuk'] as const;

export const rsvpCsvMajlisColumns = (name: string) =>
  RSVP_CSV_MAJLIS_COLUMNS.map((column) => `${name}: ${column}`);
