import { cardRuleMessage } from '../i18n/card-rule-words';
import { ruleMessage } from '../i18n/rule-words';
import type { Majlis } from './card-content';
import { majlisTimes } from './majlis';

// The card after the day: once its last majlis is over the card says the majlis has been held,
// the RSVP is closed (the server refuses answers), the countdown and "Tambah ke kalendar" step
// aside, the wishes stay, and the couple's thank-you note shows. The couple choose beforehand
// whether the card stays up after the day or is taken down. Kept free of zod: the guest card's
// script uses these words and moments.

/** What happens to the public card once the wedding has been held. */
export const AFTER_DAY_CHOICES = ['keep', 'down'] as const;
export type AfterDayChoice = (typeof AFTER_DAY_CHOICES)[number];

/** The thank-you note's longest length (characters, as every text field counts them). */
export const THANKS_NOTE_MAX_LENGTH = 500;
export const THANKS_NOTE_MAX_LINES = 12;

export const AFTER_DAY_MESSAGES = {
  /** The card taken down by its owner, to anyone who opens it after the day. */
  takenDown: cardRuleMessage('card.closed.title'),
  /** The RSVP refused once the wedding has been held. */
  rsvpHeld: cardRuleMessage('card.held.rsvpClosed'),
  // The owner's form's rules, as the catalogue's words (`ruleMessage`).
  thanksNoteTooLong: ruleMessage('cardHome.afterDay.error.noteTooLong', {
    max: THANKS_NOTE_MAX_LENGTH,
  }),
  thanksNoteLines: ruleMessage('cardHome.afterDay.error.noteLines', {
    max: THANKS_NOTE_MAX_LINES,
  }),
  thanksNoteInvalid: ruleMessage('cardHome.afterDay.error.noteCharacters'),
  choiceInvalid: ruleMessage('cardHome.afterDay.error.choice'),
} as const;

/**
 * The instant the wedding counts as held: the end of the card's last majlis (every majlis of the
 * card, as `weddingHeld` reads them), or null when no majlis has valid times.
 */
export function heldAt(
  list: readonly Pick<Majlis, 'date' | 'start_time' | 'end_time'>[],
): Date | null {
  let last: Date | null = null;
  for (const majlis of list) {
    const times = majlisTimes(majlis);
    if (times && (last === null || times.end > last)) last = times.end;
  }
  return last;
}

/** What the public card is at an instant, once held: still up, or taken down by its owner. */
export function takenDown(choice: AfterDayChoice, held: boolean): boolean {
  return held && choice === 'down';
}
