import type { Invitation } from '@shared/schemas/invitation';
import type { RsvpInput } from '@shared/schemas/rsvp';
import type { GuestsLimit, RsvpFormStart } from '@web/components/card-panels/rsvp-form';
import type { MajlisFormAnswers } from '@web/components/card-panels/rsvp-majlis';
import { heldSeats } from '@web/components/card-panels/rsvp-majlis';
import type { CardSay } from '@web/i18n/card-words';

// The RSVP form of a party opened from its link starts from its
// details (name, phone) and, when it has answered, from its answer (to each majlis); its guests
// are capped at its allowance.

type Answer = NonNullable<Invitation['answer']>;

/** A number of guests within today's allowance (the owner may have lowered it since). */
const withinAllowance = (guests: number, allowance: number) =>
  String(Math.max(1, Math.min(guests, allowance)));

/** Its earlier answer to each majlis, as the form holds them. */
function majlisStart(answer: Answer, allowance: number): MajlisFormAnswers {
  return Object.fromEntries(
    answer.majlis.map((one) => [
      one.id,
      {
        attending: one.attending ? 'yes' : 'no',
        guests: withinAllowance(one.guests, allowance),
        session: one.session ?? '',
      },
    ]),
  );
}

/** The party's form: its details, and its earlier answer (within today's allowance) if any. */
export function partyFormStart(invitation: Invitation): RsvpFormStart {
  const { name, phoneNumber, allowance, answer } = invitation;
  return {
    name,
    phoneNumber,
    email: answer?.email ?? '',
    guests: answer ? withinAllowance(answer.guests, allowance) : '1',
    attending: answer && !answer.attending ? 'no' : 'yes',
    ucapan: answer?.ucapan ?? '',
    ...(answer
      ? { majlis: majlisStart(answer, allowance), heldSeats: heldSeats(answer.majlis) }
      : {}),
  };
}

/**
 * "Jemputan anda untuk 2 orang.": the allowance, under the guests field and as its limit, in the
 * card's language(s) (one line each).
 */
export function partyGuestsLimit(words: CardSay, allowance: number): GuestsLimit {
  return {
    max: allowance,
    hint: words.all('card.rsvp.allowance', { n: allowance }).join('\n'),
    message: words.all('card.rsvp.error.overAllowance', { n: allowance }).join('\n'),
  };
}

/** The answer a party has just sent, as its invitation gives it back on the next open. */
export function sentAnswer(input: RsvpInput): Answer {
  return {
    attending: input.attending,
    guests: Number(input.guests),
    email: input.email?.trim() ? input.email.trim().toLowerCase() : null,
    ucapan: input.ucapan?.trim() ? input.ucapan.trim() : null,
    // Without answers per majlis (one majlis, no sessions), the answer above is its answer.
    majlis: (input.majlis ?? []).map((one) => ({
      id: one.id,
      attending: one.attending,
      guests: Number(one.guests ?? input.guests),
      session: one.attending ? (one.session ?? null) : null,
    })),
  };
}
