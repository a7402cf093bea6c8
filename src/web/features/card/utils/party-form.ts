import { INVITATION_MESSAGES } from '@shared/guests/personal-link';
import type { Invitation } from '@shared/schemas/invitation';
import type { RsvpInput } from '@shared/schemas/rsvp';
import type { GuestsLimit, RsvpFormStart } from '@web/components/card-panels/rsvp-form';

// The RSVP form of a party opened from its link starts from its
// details (name, phone) and, when it has answered, from its answer; its guests are capped at
// its allowance.

/** The party's form: its details, and its earlier answer (within today's allowance) if any. */
export function partyFormStart(invitation: Invitation): RsvpFormStart {
  const { name, phoneNumber, allowance, answer } = invitation;
  return {
    name,
    phoneNumber,
    email: answer?.email ?? '',
    // The owner may have lowered the allowance since the answer.
    guests: String(answer ? Math.max(1, Math.min(answer.guests, allowance)) : 1),
    attending: answer && !answer.attending ? 'no' : 'yes',
    ucapan: answer?.ucapan ?? '',
  };
}

/** "Jemputan anda untuk 2 orang.": the allowance, under the guests field and as its limit. */
export function partyGuestsLimit(allowance: number): GuestsLimit {
  return {
    max: allowance,
    hint: `Jemputan anda untuk ${allowance} orang.`,
    message: INVITATION_MESSAGES.overAllowance(allowance),
  };
}

/** The answer a party has just sent, as its invitation gives it back on the next open. */
export function sentAnswer(input: RsvpInput): NonNullable<Invitation['answer']> {
  return {
    attending: input.attending,
    guests: Number(input.guests),
    email: input.email?.trim() ? input.email.trim().toLowerCase() : null,
    ucapan: input.ucapan?.trim() ? input.ucapan.trim() : null,
  };
}
