import { isPhoneNumber } from '../contact/phone';
import type { Party } from './guest-party';
import { DEFAULT_ALLOWANCE, PARTY_MESSAGES, partyInputSchema } from './guest-party';

// Parties pasted as lines: `Nama, 012-345 6789, 2`, one party a line, as
// people keep lists in notes and spreadsheets. Fields part at commas, semicolons or tabs. The
// phone is the field that is a phone number; what comes before it is the name (so a name may
// hold a comma: "Dato' Ali, Datin Siti, 012…"); after it, a number of one or two digits is the
// allowance and any other text the group.

/** One line's reading: the party it gives, or the reason it gives none. */
export type LineReading =
  { line: number; text: string; party: Party } | { line: number; text: string; reason: string };

const FIELD_SEPARATOR = /[,;\t]/;
const ALLOWANCE = /^\d{1,3}$/;

/** Reads one line (already known not to be blank); `line` counts from 1. */
export function readPartyLine(text: string, line: number): LineReading {
  const fields = text.split(FIELD_SEPARATOR).map((field) => field.trim());
  const phoneAt = fields.findIndex((field, i) => i > 0 && isPhoneNumber(field));
  if (phoneAt < 0) return { line, text, reason: PARTY_MESSAGES.phone };
  const after = fields.slice(phoneAt + 1).filter((field) => field !== '');
  const allowance = after.find((field) => ALLOWANCE.test(field));
  const group = after.filter((field) => field !== allowance).join(', ');
  const parsed = partyInputSchema.safeParse({
    name: fields
      .slice(0, phoneAt)
      .filter((field) => field !== '')
      .join(', '),
    phone: fields[phoneAt],
    allowance: allowance === undefined ? DEFAULT_ALLOWANCE : Number(allowance),
    group,
  });
  if (!parsed.success) return { line, text, reason: parsed.error.issues[0]!.message };
  return { line, text, party: parsed.data };
}

/** Every non-blank line of a pasted text, read; line numbers are the text's own. */
export function readPartyLines(text: string): LineReading[] {
  return text
    .split(/\r\n|\r|\n/)
    .map((line, i) => ({ line: i + 1, text: line.trim() }))
    .filter(({ text: line }) => line !== '')
    .map(({ line, text: content }) => readPartyLine(content, line));
}
