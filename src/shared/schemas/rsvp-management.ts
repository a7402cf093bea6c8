import { z } from 'zod';
import { ruleMessage } from '../i18n/rule-words';
import { cardIdSchema } from './card-id';
import { RSVP_ID_PATTERN } from './path-id';
import { RSVP_MAJLIS_MESSAGES, majlisQueryIdSchema } from './rsvp-majlis';

// The owner's RSVP page: an attending guest may be checked in and undone, one not attending
// only deleted; deletion asks first; wishes can be hidden; the list exports as CSV.

export const RSVP_MANAGEMENT_MESSAGES = {
  // The product's wording, word for word.
  none: ruleMessage('rsvps.list.none'),
  confirmDelete: (name: string) => `Anda pasti nak padam ${name} dari RSVP?`,
  notAttending: ruleMessage('rsvps.error.notAttending'),
  notFound: ruleMessage('rsvps.error.notFound'),
  noChange: ruleMessage('errors.noChange'),
  rsvpOn: ruleMessage('rsvps.saved.rsvpOn'),
  rsvpOff: ruleMessage('rsvps.saved.rsvpOff'),
  emailOn: ruleMessage('rsvps.saved.emailOn'),
  emailOff: ruleMessage('rsvps.saved.emailOff'),
} as const;

/**
 * `PATCH /api/cards/:id/rsvps/:rsvpId`: check in (or undo) at a majlis, hide (or show) the
 * wish. `majlis` may be left out when the RSVP answered one majlis only.
 */
export const rsvpUpdateBodySchema = z
  .object({
    checkedIn: z.boolean(RSVP_MANAGEMENT_MESSAGES.noChange).optional(),
    majlis: majlisQueryIdSchema(RSVP_MAJLIS_MESSAGES.majlisUnknown).optional(),
    wishHidden: z.boolean(RSVP_MANAGEMENT_MESSAGES.noChange).optional(),
  })
  .refine(
    (body) => body.checkedIn !== undefined || body.wishHidden !== undefined,
    RSVP_MANAGEMENT_MESSAGES.noChange,
  );
export type RsvpUpdateBody = z.input<typeof rsvpUpdateBodySchema>;

export const rsvpParamsSchema = z.object({
  id: cardIdSchema,
  rsvpId: z.string().regex(RSVP_ID_PATTERN, RSVP_MANAGEMENT_MESSAGES.notFound),
});

/** `PUT /api/cards/:id/rsvp-settings`: the RSVP switch and the guests' e-mail switch. */
export const rsvpSettingsBodySchema = z
  .object({
    rsvp: z.boolean(RSVP_MANAGEMENT_MESSAGES.noChange).optional(),
    email_input: z.boolean(RSVP_MANAGEMENT_MESSAGES.noChange).optional(),
  })
  .refine(
    (body) => body.rsvp !== undefined || body.email_input !== undefined,
    RSVP_MANAGEMENT_MESSAGES.noChange,
  );
export type RsvpSettingsBody = z.input<typeof rsvpSettingsBodySchema>;

export const rsvpSettingsReplySchema = z.object({
  rsvp: z.boolean(),
  email_input: z.boolean(),
  message: z.string(),
});
export type RsvpSettingsReply = z.infer<typeof rsvpSettingsReplySchema>;

/** The CSV's columns, in the owner's words. */
export const RSVP_CSV_COLUMNS = [
  'Nama',
  'Telefon',
  'Email',
  'Bilangan Tetamu',
  'Kehadiran',
  'Sudah Hadir',
  'Ucapan',
  'Ucapan Disembunyikan',
  'Masa RSVP',
] as const;
