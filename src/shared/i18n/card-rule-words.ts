import type { CardMessageId, CardWordValues } from './card-words';
import { readMessageOf } from './rule-words';

// The RSVP's rules and replies speak to guests, so their words are the guest card's catalogue's
// (`card.rsvp.error.name`), not the site's: a guest reads them in the card's language, Malay then
// English on a card in both, whatever their browser speaks. They travel as the site's rules' do
// (rule-words.ts), as text: the id, then its values as JSON (`card.rsvp.error.guests{"max":20}`).
// The card's form says them with its own words; the server, in the card's language when it
// knows the card, else in the visitor's. Every card id starts `card.`, no site id does.

/** A card rule's words: a message of the card's catalogue and its values. */
export interface CardRuleWords {
  readonly id: CardMessageId;
  readonly values?: CardWordValues | undefined;
}

/** The message a guest-facing rule refuses or replies with: `cardRuleMessage('card.rsvp.error.name')`. */
export function cardRuleMessage(id: CardMessageId, values?: CardWordValues): string {
  return values ? `${id}${JSON.stringify(values)}` : id;
}

/** `card.area.key` and, when it has values, their JSON object right after it. */
const CARD_RULE_MESSAGE = /^(card(?:\.[A-Za-z0-9_]+)+)(\{.*\})?$/s;

const isCardWordValues = (value: unknown): value is CardWordValues =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.values(value).every((item) => typeof item === 'string' || typeof item === 'number');

/**
 * A card rule's words, read back from its message; null for any other text. Whether the id is
 * in the catalogue is the reader's to check (it holds the catalogue; this module does not).
 */
export function readCardRule(message: string): CardRuleWords | null {
  return readMessageOf<CardMessageId, CardWordValues>(message, CARD_RULE_MESSAGE, isCardWordValues);
}
