import { z } from 'zod';
import { MAJLIS_ID_PATTERN } from '../card/majlis';
import { GUEST_MESSAGE_MESSAGES } from '../guests/guest-messages';

// The messages after the invitation (`/api/cards/:id/guests/messages`, `…/:partyId/day-before`,
// `…/:partyId/thanks`): when each may go, by the server's clock, and the send of one marked.

export const dayBeforeStateSchema = z.enum(['not-yet', 'open', 'over']);

/** When each message may go now: the page offers them by this, the server marks by the same. */
export const guestMessageScheduleSchema = z.object({
  /** Each majlis's day-before reminder, the majlis in the order guests read them. */
  dayBefore: z.array(
    z.object({
      majlisId: z.string(),
      state: dayBeforeStateSchema,
      /** The day it opens (`YYYY-MM-DD`, the day before the majlis). */
      opensOn: z.string(),
      /** When it opens and closes (ISO): the start of that day, the end of the majlis. */
      opensAt: z.string(),
      closesAt: z.string(),
    }),
  ),
  thanks: z.object({
    /** The wedding has been held: every majlis is over. */
    open: z.boolean(),
    /** When the last majlis ends (ISO), or null for a card without valid times. */
    opensAt: z.string().nullable(),
  }),
});
export type GuestMessageSchedule = z.infer<typeof guestMessageScheduleSchema>;

/** `POST …/guests/:partyId/day-before`: the majlis the reminder was for. */
export const dayBeforeBodySchema = z.object({
  majlis: z
    .string(GUEST_MESSAGE_MESSAGES.unknownMajlis)
    .regex(MAJLIS_ID_PATTERN, GUEST_MESSAGE_MESSAGES.unknownMajlis),
});
export type DayBeforeBody = z.infer<typeof dayBeforeBodySchema>;
