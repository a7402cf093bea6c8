import { describe, expect, it } from 'vitest';
import { malayHijriDate } from './hijri-date';
import { malayWeekdayAndDate } from './malay-date';
import { hijriDateWords, longDateWords, weekdayAndDateWords, weekdayWords } from './date-words';

describe('dates in words', () => {
  it('writes a date in English in the card’s shape', () => {
    expect(weekdayAndDateWords('2027-03-21', 'en')).toBe('Sunday, 21 March 2027');
    expect(longDateWords('2026-11-28', 'en')).toBe('28 November 2026');
    expect(weekdayWords('2026-11-28', 'en')).toBe('Saturday');
  });

  it('writes Malay exactly as before', () => {
    for (const value of ['2027-03-21', '2026-08-01', '2030-06-15']) {
      expect(weekdayAndDateWords(value, 'ms')).toBe(malayWeekdayAndDate(value));
      expect(hijriDateWords(value, 'ms')).toBe(malayHijriDate(value));
      expect(hijriDateWords(value, 'ms', 1)).toBe(malayHijriDate(value, 1));
    }
    expect(weekdayAndDateWords('2027-03-21', 'ms')).toBe('Ahad, 21 Mac 2027');
  });

  it('gives the Hijri date in English, moved as the couple moves it', () => {
    const plain = hijriDateWords('2027-01-01', 'en');
    expect(plain).toMatch(/^\d{1,2} [A-Z][\w’' -]+ \d{4} AH$/);
    const malay = malayHijriDate('2027-01-01');
    // The same day and year as the Malay date, only the month's name and the era differ.
    expect(plain.split(' ')[0]).toBe(malay.split(' ')[0]);
    expect(hijriDateWords('2027-01-01', 'en', 1)).not.toBe(plain);
  });

  it('gives nothing for what is not a date', () => {
    for (const locale of ['ms', 'en'] as const) {
      expect(weekdayAndDateWords('2027-02-30', locale)).toBe('');
      expect(hijriDateWords('x', locale)).toBe('');
    }
  });
});
