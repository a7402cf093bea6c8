import { readCardRule } from '@shared/i18n/card-rule-words';
import type { CardSay } from '@web/i18n/card-words';

// The RSVP's messages in the card's language. Its rules (the shared schema's, the answers')
// refuse with the card's own words (`cardRuleMessage`), which the form says here from the card's
// catalogue; the server's replies come already said in the card's language, and are shown as
// they came.

/**
 * A message of the RSVP (a rule's, the server's) in the card's language(s), one line each
 * (shown with `shownWords`).
 */
export function rsvpWords(words: CardSay, message: string): string {
  const rule = readCardRule(message);
  return rule ? words.all(rule.id, rule.values).join('\n') : message;
}

/**
 * A message made of lines in the card's languages, shown as the card shows its words. A rule's
 * message is said first: the owner's answer dialog (owner-card/answers-by-hand-dialog.tsx) hands
 * its fields' refusals over as the shared rules made them.
 */
export function shownWords(words: CardSay, message: string) {
  return words.stack(rsvpWords(words, message).split('\n'));
}
