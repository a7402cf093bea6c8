import { describe, expect, it } from 'vitest';
import { malay, ruleTextIn } from '../i18n/rule-words-in';
import { cardContentSchema } from './card-content';
import { sampleCardContent } from './sample-card';

// A stored card read back with a time or a date that is not one says so in the reader's
// language: the catalogue's words, the Malay ones as they always were.

const sample = sampleCardContent(new Date(2026, 10, 21));
const [first] = sample.majlis;

/** The messages the stored-card schema refuses `content` with. */
function refusals(content: unknown): string[] {
  const result = cardContentSchema.safeParse(content);
  if (result.success) throw new Error('expected a refusal');
  return result.error.issues.map((issue) => issue.message);
}

describe('the stored card’s refusals', () => {
  const badTime = { ...sample, majlis: [{ ...first!, start_time: '7pm' }] };
  const badDate = { ...sample, majlis: [{ ...first!, date: '2026-02-30' }] };

  it('says a bad time in Malay word for word, and in English to an English reader', () => {
    const [message] = refusals(badTime);
    expect(malay(message!)).toBe('Masa mesti dalam bentuk HH:MM');
    expect(ruleTextIn('en', message!)).toBe('The time must be in the form HH:MM');
  });

  it('says a bad date in Malay word for word, and in English to an English reader', () => {
    const [message] = refusals(badDate);
    expect(malay(message!)).toBe('Tarikh tidak sah');
    expect(ruleTextIn('en', message!)).toBe('Invalid date');
  });

  it('says a programme item’s and a session’s bad time the same way', () => {
    const item = { title: 'Makan', time: '25:00', displaytime: '' };
    const session = { id: 'sesi1', label: 'Sesi 1', start_time: 'x', end_time: '12:00', seats: 10 };
    const content = { ...sample, majlis: [{ ...first!, tentative: [item], sessions: [session] }] };
    const english = refusals(content).map((message) => ruleTextIn('en', message));
    expect(english).toEqual([
      'The time must be in the form HH:MM',
      'The time must be in the form HH:MM',
    ]);
  });
});
