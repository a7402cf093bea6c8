import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { readRuleMessage, ruleMessage, ruleText } from './rule-words';
import { malay, ruleTextIn } from './rule-words-in';

// A shared rule's message is a catalogue id and its values, travelling as zod's message text;
// each side says it in its reader's language.

const tooLong = ruleMessage('cardInput.text.tooLong', {
  label: { id: 'editor.field.doa' },
  max: 1500,
});

describe('a rule’s message', () => {
  it('is the bare id when it has no values', () => {
    expect(ruleMessage('cardInput.theme')).toBe('cardInput.theme');
    expect(readRuleMessage('cardInput.theme')).toEqual({ id: 'cardInput.theme' });
  });

  it('reads back with its values, words among them', () => {
    expect(readRuleMessage(tooLong)).toEqual({
      id: 'cardInput.text.tooLong',
      values: { label: { id: 'editor.field.doa' }, max: 1500 },
    });
  });

  it('is not read from any other text: sentences, broken values', () => {
    for (const text of [
      'Sila masukkan nama anda.',
      'Please enter your name.',
      'cardInput.theme{not json}',
      'cardInput.theme["a"]',
      'cardInput.theme{"label":{"nope":1}}',
      'nodot',
      '',
    ]) {
      expect(readRuleMessage(text), text).toBeNull();
    }
  });

  it('is said in Malay word for word, in English for an English reader', () => {
    expect(malay(tooLong)).toBe('Doa terlalu panjang (maksimum 1500 aksara).');
    expect(ruleTextIn('en', tooLong)).toBe('Doa is too long (at most 1500 characters).');
  });

  it('leaves text that is no rule’s words as it is', () => {
    expect(ruleTextIn('en', 'Sudah disimpan.')).toBe('Sudah disimpan.');
    expect(ruleText('Already English.', () => 'never')).toBe('Already English.');
  });

  it('travels as a zod issue’s message, values and all', () => {
    const schema = z.string().max(3, tooLong);
    const checked = schema.safeParse('abcd');
    expect(checked.error?.issues[0]?.message).toBe(tooLong);
    expect(ruleTextIn('en', checked.error?.issues[0]?.message ?? '')).toBe(
      'Doa is too long (at most 1500 characters).',
    );
  });
});
