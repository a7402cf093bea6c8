import { AFTER_DAY_MESSAGES } from '@shared/card/after-the-day';
import { MAJLIS_ANSWER_MESSAGES } from '@shared/card/majlis-answers';
import { INVITATION_MESSAGES } from '@shared/guests/personal-link';
import type { CardMessageId, CardWordValues } from '@shared/i18n/card-words';
import {
  MAX_GUESTS_PER_RSVP,
  MAX_RSVPS_PER_CARD,
  MAX_RSVP_NAME_LENGTH,
  MAX_UCAPAN_LENGTH,
  MAX_UCAPAN_LINES,
  RSVP_MESSAGES,
} from '@shared/schemas/rsvp';
import type { CardSay } from '@web/i18n/card-words';

// The RSVP's messages in the card's language. The form checks with the shared schema, whose
// messages are the server's Malay ones, and the server answers with them too: each one the
// card's catalogue holds is shown in the card's words instead. A message it does not hold (a
// session's own name in it) is shown as it came.

const CARD_MESSAGES: ReadonlyMap<string, [CardMessageId, CardWordValues?]> = new Map([
  [RSVP_MESSAGES.success, ['card.rsvp.success']],
  [RSVP_MESSAGES.demo, ['card.rsvp.demo']],
  [INVITATION_MESSAGES.changed, ['card.rsvp.changed']],
  [RSVP_MESSAGES.failure, ['card.rsvp.error.failure']],
  [RSVP_MESSAGES.name, ['card.rsvp.error.name']],
  [RSVP_MESSAGES.nameTooLong, ['card.rsvp.error.nameTooLong', { max: MAX_RSVP_NAME_LENGTH }]],
  [RSVP_MESSAGES.nameCharacters, ['card.rsvp.error.nameCharacters']],
  [RSVP_MESSAGES.phone, ['card.rsvp.error.phone']],
  [RSVP_MESSAGES.email, ['card.rsvp.error.email']],
  [RSVP_MESSAGES.guests, ['card.rsvp.error.guests', { max: MAX_GUESTS_PER_RSVP }]],
  [RSVP_MESSAGES.attending, ['card.rsvp.error.attending']],
  [RSVP_MESSAGES.ucapan, ['card.rsvp.error.ucapan', { max: MAX_UCAPAN_LENGTH }]],
  [RSVP_MESSAGES.ucapanLines, ['card.rsvp.error.ucapanLines', { max: MAX_UCAPAN_LINES }]],
  [RSVP_MESSAGES.ucapanCharacters, ['card.rsvp.error.ucapanCharacters']],
  [RSVP_MESSAGES.closed, ['card.rsvp.error.closed']],
  [
    RSVP_MESSAGES.full,
    ['card.rsvp.error.full', { max: MAX_RSVPS_PER_CARD.toLocaleString('en-MY') }],
  ],
  [AFTER_DAY_MESSAGES.rsvpHeld, ['card.held.rsvpClosed']],
  [MAJLIS_ANSWER_MESSAGES.notInvited, ['card.rsvp.error.notInvited']],
  [MAJLIS_ANSWER_MESSAGES.twice, ['card.rsvp.error.twice']],
  [MAJLIS_ANSWER_MESSAGES.missing, ['card.rsvp.error.missing']],
  [MAJLIS_ANSWER_MESSAGES.session, ['card.rsvp.error.session']],
  [MAJLIS_ANSWER_MESSAGES.sessionUnknown, ['card.rsvp.error.sessionUnknown']],
]);

/**
 * A message of the RSVP (the schema's, the server's) in the card's language(s), one line each
 * (shown with `shownWords`); as it came when the card's catalogue does not hold it.
 */
export function rsvpWords(words: CardSay, message: string): string {
  const known = CARD_MESSAGES.get(message);
  return known ? words.all(known[0], known[1]).join('\n') : message;
}

/** A message made of lines in the card's languages, shown as the card shows its words. */
export function shownWords(words: CardSay, message: string) {
  return words.stack(message.split('\n'));
}
