import { describe, expect, it } from 'vitest';
import { cardOpensSummary, daysEndingOn, formatCount, opensOfDay } from './card-opens';

describe('card opens as the couple read them', () => {
  it('says the total and today in the spec’s words', () => {
    expect(cardOpensSummary(312, 40)).toBe('Dibuka 312 kali, hari ini 40');
    expect(cardOpensSummary(1, 0)).toBe('Dibuka 1 kali, hari ini 0');
  });

  it('groups thousands with commas', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(999)).toBe('999');
    expect(formatCount(1312)).toBe('1,312');
    expect(formatCount(1234567)).toBe('1,234,567');
    expect(cardOpensSummary(12500, 1040)).toBe('Dibuka 12,500 kali, hari ini 1,040');
    expect(opensOfDay(1040)).toBe('1,040 kali');
  });
});

describe('the days of the chart', () => {
  it('ends on the day given, oldest first', () => {
    expect(daysEndingOn('2026-11-28', 3)).toEqual(['2026-11-26', '2026-11-27', '2026-11-28']);
  });

  it('crosses months, years and a leap day', () => {
    expect(daysEndingOn('2027-01-01', 2)).toEqual(['2026-12-31', '2027-01-01']);
    expect(daysEndingOn('2028-03-01', 2)).toEqual(['2028-02-29', '2028-03-01']);
    expect(daysEndingOn('2026-11-28', 30)).toHaveLength(30);
    expect(daysEndingOn('2026-11-28', 30)[0]).toBe('2026-10-30');
  });

  it('gives nothing for a date that is not one', () => {
    expect(daysEndingOn('28/11/2026', 3)).toEqual([]);
    expect(daysEndingOn('2026-11-28', 0)).toEqual([]);
  });
});
