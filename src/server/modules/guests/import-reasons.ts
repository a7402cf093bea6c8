import {
  MAX_ALLOWANCE,
  MAX_GROUP_LENGTH,
  MAX_NOTE_LENGTH,
  MAX_PARTY_NAME_LENGTH,
  PARTY_MESSAGES,
} from '@shared/guests/guest-party';
import type { Locale } from '@shared/i18n/locales';
import type { Said } from '../../http/errors';
import { said, wordsIn } from '../../http/errors';

// Why an imported line was not added is read by the owner beside the line, so it is said in
// their language. The party rules give their reasons in Malay (the guest list's form shows the
// same words); each one is the catalogue's words here. A reason not listed goes out as it is.
const REASONS = new Map<string, Said>([
  [PARTY_MESSAGES.name, said('guestList.import.reason.name')],
  [
    PARTY_MESSAGES.nameTooLong,
    said('guestList.import.reason.nameTooLong', { max: MAX_PARTY_NAME_LENGTH }),
  ],
  [PARTY_MESSAGES.characters, said('guestList.import.reason.characters')],
  [PARTY_MESSAGES.phone, said('guestList.import.reason.phone')],
  [PARTY_MESSAGES.allowance, said('guestList.import.reason.allowance', { max: MAX_ALLOWANCE })],
  [PARTY_MESSAGES.group, said('guestList.import.reason.group', { max: MAX_GROUP_LENGTH })],
  [PARTY_MESSAGES.note, said('guestList.import.reason.note', { max: MAX_NOTE_LENGTH })],
]);

/** An import line's reason in `locale`. */
export function importReasonIn(locale: Locale, reason: string): string {
  return wordsIn(locale, REASONS.get(reason) ?? reason);
}
