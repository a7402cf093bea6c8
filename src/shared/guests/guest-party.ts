import { z } from 'zod';
import { internationalNumber, isPhoneNumber } from '../contact/phone';
import { ruleMessage } from '../i18n/rule-words';
import { MAX_GUESTS_PER_RSVP } from '../schemas/rsvp';
import { userText } from '../text/user-text';

// A party on a card's guest list: one invitation, one personal link, one
// pass at the door. A party is a name with a phone and the number of guests it may bring (its
// allowance), in one of the owner's groups, with a note only the owner sees.

/** Parties one card's list takes (the largest weddings: 3,000 invitations). */
export const MAX_PARTIES_PER_CARD = 3000;
export const MAX_PARTY_NAME_LENGTH = 80;
export const MAX_GROUP_LENGTH = 40;
export const MAX_NOTE_LENGTH = 200;
/** A party brings itself and at most this many in all (the RSVP form's own cap). */
export const MAX_ALLOWANCE = MAX_GUESTS_PER_RSVP;
/** What a line without a number gives a party: the guest alone. */
export const DEFAULT_ALLOWANCE = 1;

/**
 * Why a party is refused, as the catalogue's words (`ruleMessage`): the guest list's form says
 * them beside its fields and an import beside its lines, each in the owner's language. The two
 * last are the server's refusals in Malay, for the tests that prove the Malay is unchanged.
 */
export const PARTY_MESSAGES = {
  name: ruleMessage('guestList.import.reason.name'),
  nameTooLong: ruleMessage('guestList.import.reason.nameTooLong', { max: MAX_PARTY_NAME_LENGTH }),
  characters: ruleMessage('guestList.import.reason.characters'),
  phone: ruleMessage('guestList.import.reason.phone'),
  allowance: ruleMessage('guestList.import.reason.allowance', { max: MAX_ALLOWANCE }),
  group: ruleMessage('guestList.import.reason.group', { max: MAX_GROUP_LENGTH }),
  note: ruleMessage('guestList.import.reason.note', { max: MAX_NOTE_LENGTH }),
  phoneListed: (name: string) => `Nombor ini sudah ada dalam senarai: ${name}.`,
  full: `Senarai tetamu kad ini sudah penuh (maksimum ${MAX_PARTIES_PER_CARD.toLocaleString('en-MY')} tetamu).`,
} as const;

/**
 * A phone as the list keeps it: the international digits (`60123456789`), so one number typed
 * as 012-345 6789, +60 12-345 6789 or 60123456789 is one party.
 */
export function partyPhone(phone: string): string {
  return internationalNumber(phone);
}

export const partyPhoneSchema = z
  .string(PARTY_MESSAGES.phone)
  .trim()
  .refine(isPhoneNumber, PARTY_MESSAGES.phone)
  .transform(partyPhone);

export const allowanceSchema = z
  .number(PARTY_MESSAGES.allowance)
  .int(PARTY_MESSAGES.allowance)
  .min(1, PARTY_MESSAGES.allowance)
  .max(MAX_ALLOWANCE, PARTY_MESSAGES.allowance);

/** One party as the owner types it or an import gives it. */
export const partyInputSchema = z.object({
  name: userText({
    maxLength: MAX_PARTY_NAME_LENGTH,
    required: true,
    messages: {
      invalid: PARTY_MESSAGES.name,
      tooLong: PARTY_MESSAGES.nameTooLong,
      badCharacters: PARTY_MESSAGES.characters,
    },
  }),
  phone: partyPhoneSchema,
  allowance: allowanceSchema.default(DEFAULT_ALLOWANCE),
  group: userText({
    maxLength: MAX_GROUP_LENGTH,
    messages: { invalid: PARTY_MESSAGES.group, badCharacters: PARTY_MESSAGES.characters },
  }).default(''),
  note: userText({
    maxLength: MAX_NOTE_LENGTH,
    maxLines: 5,
    messages: { invalid: PARTY_MESSAGES.note, badCharacters: PARTY_MESSAGES.characters },
  }).default(''),
});
export type PartyInput = z.input<typeof partyInputSchema>;
export type Party = z.output<typeof partyInputSchema>;
