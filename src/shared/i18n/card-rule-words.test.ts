import { describe, expect, it } from 'vitest';
import { cardRuleMessage, readCardRule } from './card-rule-words';
import { ruleTextIn } from './rule-words-in';

describe('a card rule’s message', () => {
  it('is its id, then its values as JSON, and reads back whole', () => {
    const message = cardRuleMessage('card.rsvp.error.sessionFull', { label: 'Sesi {1} "petang"' });
    expect(message).toBe('card.rsvp.error.sessionFull{"label":"Sesi {1} \\"petang\\""}');
    expect(readCardRule(message)).toEqual({
      id: 'card.rsvp.error.sessionFull',
      values: { label: 'Sesi {1} "petang"' },
    });
    expect(readCardRule(cardRuleMessage('card.rsvp.error.name'))).toEqual({
      id: 'card.rsvp.error.name',
    });
  });

  it('is not read from a sentence, a site rule or broken values', () => {
    expect(readCardRule('Sila masukkan nama anda.')).toBeNull();
    expect(readCardRule('cardHome.afterDay.saved')).toBeNull();
    expect(readCardRule('card.rsvp.error.guests{"max":')).toBeNull();
    expect(readCardRule('card.rsvp.error.guests{"max":{"id":"x"}}')).toBeNull();
  });

  it('is said in either language from the card’s catalogue', () => {
    const guests = cardRuleMessage('card.rsvp.error.guests', { max: 20 });
    expect(ruleTextIn('ms', guests)).toBe('Jumlah tetamu mesti nombor bulat antara 1 dan 20.');
    expect(ruleTextIn('en', guests)).not.toMatch(/tetamu|Jumlah/);
    expect(ruleTextIn('en', guests)).toContain('20');
  });
});
