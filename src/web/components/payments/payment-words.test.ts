import { describe, expect, it } from 'vitest';
import { formatRinggit } from '@shared/money/ringgit';
import { malaysiaDate, malaysiaDateTime } from '@shared/dates/malaysia-time';
import { malaysiaDateTimeWords, malaysiaDateWords, ringgitWords } from './payment-words';

describe('money in the owner’s language', () => {
  it('writes Malay exactly as the ringgit rule does', () => {
    for (const sen of [0, 1, 50, 4950, 5000, 12_345, 100_000, 12_345_678]) {
      expect(ringgitWords(sen, 'ms')).toBe(formatRinggit(sen));
    }
  });

  it('writes English ringgit the Malaysian way: the symbol against the figure, sen only when there are some', () => {
    expect(ringgitWords(5000, 'en')).toBe('RM50');
    expect(ringgitWords(4950, 'en')).toBe('RM49.50');
    expect(ringgitWords(0, 'en')).toBe('RM0');
    expect(ringgitWords(123_456, 'en')).toBe('RM1,234.56');
  });
});

describe('payment moments in the owner’s language', () => {
  const instant = '2026-11-24T07:15:09.000Z';

  it('writes Malay exactly as before, in Kuala Lumpur’s time', () => {
    expect(malaysiaDateWords(instant, 'ms')).toBe(malaysiaDate(instant));
    expect(malaysiaDateTimeWords(instant, 'ms')).toBe(malaysiaDateTime(instant));
    expect(malaysiaDateWords('2026-11-27T17:00:00.000Z', 'ms')).toBe('28 November 2026');
  });

  it('writes English dates with English month names, on Kuala Lumpur’s day', () => {
    expect(malaysiaDateTimeWords(instant, 'en')).toBe('24 November 2026, 3:15 pm');
    expect(malaysiaDateWords('2027-03-13T16:30:00.000Z', 'en')).toBe('14 March 2027');
  });

  it('says nothing of an unreadable moment', () => {
    expect(malaysiaDateWords('not a date', 'en')).toBe('');
    expect(malaysiaDateTimeWords('', 'ms')).toBe('');
  });
});
